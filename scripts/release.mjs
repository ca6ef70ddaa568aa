/**
 * `npm run release -- <remote>`: builds one remote, publishes it as a new version beside the old
 * ones and switches /remotes.json to it. The shell is not rebuilt; open tabs keep their version
 * until their next navigation needs a chunk, then reload once (spec §4).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { assertRemote, currentVersion, repoRoot } from './lib.mjs';

const remote = process.argv[2];
assertRemote(remote);
const before = currentVersion(remote);
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), remote], { stdio: 'inherit', cwd: repoRoot });
const after = currentVersion(remote);
console.log(before === after ? `${remote} is unchanged at ${after}.` : `${remote}: released ${after} (was ${before ?? 'none'}).`);
