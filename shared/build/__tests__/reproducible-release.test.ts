/**
 * @jest-environment node
 */
/**
 * A release is reproducible: the same commit, built in two checkouts in two folders (as on two
 * machines), publishes byte-identical remote folders under the same version, and releasing it
 * again is a no-op that says so. It builds the committed state (a clone), in about a minute.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const REMOTE = 'account';

/** A clone of the commit with the installed packages, hard-linked into a folder of its own. */
function checkout(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-checkout-'));
  execFileSync('git', ['clone', '--quiet', repoRoot, dir]);
  const installed = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(repoRoot, entry.name, 'node_modules')))
    .map((entry) => `${entry.name}/node_modules`);
  for (const folder of ['node_modules', ...installed]) {
    try {
      execFileSync('cp', ['-al', path.join(repoRoot, folder), path.join(dir, folder)]);
    } catch {
      execFileSync('cp', ['-a', path.join(repoRoot, folder), path.join(dir, folder)]); // another file system
    }
  }
  return dir;
}

function release(dir: string): { version: string; output: string } {
  const output = execFileSync(process.execPath, ['scripts/release.mjs', REMOTE], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const remoteMap = JSON.parse(readFileSync(path.join(dir, 'dist/remotes.json'), 'utf8')) as Record<string, string>;
  return { version: remoteMap[REMOTE]!.split('/')[3]!, output };
}

/** Every file of a published folder, by name. */
function files(folder: string): Map<string, Buffer> {
  const names = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  return new Map(names.sort().map((name) => [name, readFileSync(path.join(folder, name))]));
}

describe('releasing a remote', () => {
  const checkouts: string[] = [];
  afterAll(() => checkouts.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('publishes the same bytes under the same version from two checkouts, and an unchanged release says so', () => {
    checkouts.push(checkout(), checkout());
    const [first, second] = checkouts.map(release);
    expect(second!.version).toBe(first!.version);
    const published = checkouts.map((dir) => files(path.join(dir, 'dist/remotes', REMOTE, first!.version)));
    expect([...published[1]!.keys()]).toEqual([...published[0]!.keys()]);
    for (const [name, bytes] of published[0]!) expect({ name, same: bytes.equals(published[1]!.get(name)!) }).toEqual({ name, same: true });

    const again = release(checkouts[0]!);
    expect(again.version).toBe(first!.version);
    expect(again.output).toContain(`${REMOTE} is unchanged at ${first!.version}.`);
  }, 600_000);
});
