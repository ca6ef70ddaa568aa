/**
 * `npm run release -- <remote>`: builds one remote, publishes it as a new version beside the old
 * ones and switches /remotes.json to it. The shell is not rebuilt; open tabs keep their version
 * until their next navigation needs a chunk, then reload once (spec §4).
 *
 * `npm run release -- <remote> --canary <percent> [--minutes <n>] [--manual]`: publishes it as a
 * canary instead, served to that share of visitors beside the stable version for n minutes (30 by
 * default); the API rolls it back when its visitors fare clearly worse, and promotes it when its
 * time is up, unless --manual says a person does (README "Release a remote to a canary").
 * `npm run release -- <remote> --promote`: makes the running canary the stable version now.
 * `--version <published version>`: releases (or canaries) a version published before, without a build.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertRemote, currentVersion, promoteCanary, readCanaries, repoRoot, startCanary, switchRemote } from './lib.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { canary: { type: 'string' }, version: { type: 'string' }, minutes: { type: 'string', default: '30' }, manual: { type: 'boolean', default: false }, promote: { type: 'boolean', default: false } },
});
const remote = positionals[0];
assertRemote(remote);

function wholeNumber(text, name, min, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} takes a whole number from ${min} to ${max} (was "${text}").`);
    process.exit(2);
  }
  return value;
}

if (options.promote) {
  const version = promoteCanary(remote);
  if (!version) {
    console.error(`${remote} has no canary to promote.`);
    process.exit(1);
  }
  console.log(`${remote}: promoted ${version} to every visitor.`);
  process.exit(0);
}

const canary =
  options.canary === undefined
    ? undefined
    : { percent: wholeNumber(options.canary, 'canary', 1, 100), minutes: wholeNumber(options.minutes, 'minutes', 1, 7 * 24 * 60), promote: options.manual ? 'manual' : 'auto' };
const running = readCanaries()[remote];
if (running) {
  console.error(`${remote} already has a canary (${running.version}): promote it (--promote) or end it (npm run rollback -- ${remote}) first.`);
  process.exit(1);
}
const before = currentVersion(remote);
if (options.version !== undefined) {
  if (options.version === before) {
    console.error(`${remote} is already at ${before}.`);
    process.exit(1);
  }
  try {
    if (canary) startCanary(remote, options.version, canary);
    else switchRemote(remote, options.version);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(canary ? `${remote}: ${options.version} as a canary for ${canary.percent} % of visitors` : `${remote}: released ${options.version} (was ${before ?? 'none'}).`);
  process.exit(0);
}
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), remote], {
  stdio: 'inherit',
  cwd: repoRoot,
  env: canary ? { ...process.env, RELEASE_CANARY: JSON.stringify(canary) } : process.env,
});
if (!canary) {
  const after = currentVersion(remote);
  console.log(before === after ? `${remote} is unchanged at ${after}.` : `${remote}: released ${after} (was ${before ?? 'none'}).`);
}
