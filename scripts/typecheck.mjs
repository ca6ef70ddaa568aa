// Type-checks every workspace with its own tsconfig; exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';
import { remotes } from './lib.mjs';

const packages = ['shared', 'api', 'shell', ...remotes.map((remote) => `mfe-${remote}`), 'e2e'];
for (const dir of packages) {
  process.stdout.write(`typecheck ${dir}\n`);
  try {
    execFileSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
