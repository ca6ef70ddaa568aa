/**
 * `npm run rollback -- <remote>`: switches /remotes.json back to the version released before the
 * current one. The newer version stays published (tabs that loaded it keep working).
 */
import { assertRemote, currentVersion, releasedVersions, switchRemote } from './lib.mjs';

const remote = process.argv[2];
assertRemote(remote);
const versions = releasedVersions(remote);
const current = currentVersion(remote);
const previous = versions[versions.indexOf(current) - 1];
if (!current || !previous) {
  console.error(`${remote} has no earlier release to roll back to (released: ${versions.join(', ') || 'none'}).`);
  process.exit(1);
}
switchRemote(remote, previous, { record: false });
console.log(`${remote}: rolled back from ${current} to ${previous}.`);
