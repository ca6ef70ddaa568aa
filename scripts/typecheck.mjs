// Type-checks every workspace with its own tsconfig, as many at once as the machine has cores
// (each tsc is single-threaded); exits non-zero when any fails, after all have reported.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { remotes } from './lib.mjs';

const run = promisify(execFile);
const packages = ['shared', 'api', 'shell', ...remotes.map((remote) => `mfe-${remote}`), 'e2e'];
const waiting = [...packages];
let failed = false;

async function worker() {
  for (let dir = waiting.shift(); dir; dir = waiting.shift()) {
    try {
      await run('npx', ['tsc', '-p', `${dir}/tsconfig.json`], { maxBuffer: 64 * 1024 * 1024 });
      process.stdout.write(`typecheck ${dir}: ok\n`);
    } catch (error) {
      failed = true;
      process.stdout.write(`typecheck ${dir}: failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
}

await Promise.all(Array.from({ length: Math.min(availableParallelism(), packages.length) }, worker));
process.exit(failed ? 1 : 0);
