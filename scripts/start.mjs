/**
 * `npm start`: builds whatever is missing or older than its sources, then serves the whole site
 * (shell, remotes, documents and API) from one Node process on the embedded database.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildStale, repoRoot } from './lib.mjs';

const stale = buildStale();
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} …`);
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit', cwd: repoRoot });
}

await import(path.join(repoRoot, 'api/dist/main.mjs'));
