/**
 * `npm run rollback -- <remote>`: ends the remote's canary when one runs (every visitor gets the
 * stable version again); otherwise switches /remotes.json back to the version released before the
 * current one. The newer version stays published (tabs that loaded it keep working).
 */
import { assertRemote, currentVersion, endCanary, releasedVersions, switchRemote } from './lib.mjs';

const remote = process.argv[2];
assertRemote(remote);
const canary = endCanary(remote);
if (canary) {
  console.log(`${remote}: ended the canary ${canary.version}; every visitor gets ${currentVersion(remote)}.`);
  process.exit(0);
}
const versions = releasedVersions(remote);
const current = currentVersion(remote);
const previous = versions[versions.indexOf(current) - 1];
if (!current || !previous) {
  console.error(`${remote} has no earlier release to roll back to (released: ${versions.join(', ') || 'none'}).`);
  process.exit(1);
}
switchRemote(remote, previous, { record: false });
console.log(`${remote}: rolled back from ${current} to ${previous}.`);
