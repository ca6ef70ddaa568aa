// A clone of the repository's commit in a folder of its own, with the installed packages
// hard-linked in (a copy on another file system): what tests that build or release "on another
// machine" work in, without touching this checkout's sources or dist/.
const { execFileSync } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** Hard links where the file system allows, so a gigabyte of packages costs seconds. */
function copyTree(from, to) {
  try {
    execFileSync('cp', ['-al', from, to]);
  } catch {
    execFileSync('cp', ['-a', from, to]);
  }
}

function cloneCheckout() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-checkout-'));
  execFileSync('git', ['clone', '--quiet', repoRoot, dir]);
  const installed = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(repoRoot, entry.name, 'node_modules')))
    .map((entry) => `${entry.name}/node_modules`);
  for (const folder of ['node_modules', ...installed]) copyTree(path.join(repoRoot, folder), path.join(dir, folder));
  return dir;
}

module.exports = { cloneCheckout, copyTree, repoRoot };
