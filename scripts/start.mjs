/**
 * `npm start`: builds whatever is missing or older than its sources, then serves the whole site
 * (shell, remotes, documents and API) from one Node process on the embedded database.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir, remoteMapFile, remotes, repoRoot } from './lib.mjs';

/** Newest modification time of the files below `folder` (0 when absent). */
function newest(folder) {
  if (!existsSync(folder)) return 0;
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return latest;
}

const modified = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sharedSources = Math.max(newest(path.join(repoRoot, 'shared/src')), newest(path.join(repoRoot, 'shared/build')));

const stale = [];
const shellBuilt = modified(path.join(distDir, 'shell', 'index.html'));
if (!shellBuilt || Math.max(sharedSources, newest(path.join(repoRoot, 'shell/src'))) > shellBuilt) stale.push('shell');
const mapBuilt = modified(remoteMapFile);
for (const remote of remotes) {
  if (!mapBuilt || Math.max(sharedSources, newest(path.join(repoRoot, `mfe-${remote}/src`))) > mapBuilt) stale.push(remote);
}
const apiBuilt = modified(path.join(repoRoot, 'api/dist/main.mjs'));
if (!apiBuilt || Math.max(sharedSources, newest(path.join(repoRoot, 'api/src'))) > apiBuilt) stale.push('api');

if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} …`);
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit', cwd: repoRoot });
}

await import(path.join(repoRoot, 'api/dist/main.mjs'));
