/**
 * @jest-environment node
 */
/**
 * A release is reproducible: the same commit, built in two checkouts in two folders (as on two
 * machines), publishes byte-identical remote folders under the same version, and releasing it
 * again is a no-op that says so. It builds the committed state (a clone), in about a minute.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const { cloneCheckout: checkout } = require('../../../scripts/clone-checkout.cjs') as { cloneCheckout: () => string };
const REMOTE = 'account';

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
    // Each folder as published, compared file by file first, so a difference names its file.
    const published = [first!, second!].map(({ version }, index) => files(path.join(checkouts[index]!, 'dist/remotes', REMOTE, version)));
    expect([...published[1]!.keys()]).toEqual([...published[0]!.keys()]);
    for (const [name, bytes] of published[0]!) expect({ name, same: bytes.equals(published[1]!.get(name)!) }).toEqual({ name, same: true });
    expect(second!.version).toBe(first!.version);

    const again = release(checkouts[0]!);
    expect(again.version).toBe(first!.version);
    expect(again.output).toContain(`${REMOTE} is unchanged at ${first!.version}.`);
  }, 600_000);
});
