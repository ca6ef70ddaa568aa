/**
 * Production build: `node scripts/build.mjs [shell] [content] [commerce] [account] [api]`
 * (all when none named). The shell goes to dist/shell/; each remote to
 * dist/remotes/<name>/<version>/ with its description (remote-description.json), where the
 * version is derived from the build's content, so an unchanged remote keeps its version and older
 * versions stay published for open tabs.
 * dist/remotes.json is switched to the new versions atomically, and dist/builds/latest.json
 * gets a new id so open tabs learn that a newer build exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { currentVersion, distDir, readJson, remotes, repoRoot, shortHash, startCanary, switchRemote, writeBuildId } from './lib.mjs';
import { DESCRIPTION_FILE, describeRemoteSources, liveDescriptions } from './remote-description.mjs';
import semver from 'semver';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

const wanted = process.argv.slice(2);
/** Set by `npm run release -- <remote> --canary <percent>`: the remote is published beside its stable version, not in its place. */
const canary = process.env.RELEASE_CANARY ? JSON.parse(process.env.RELEASE_CANARY) : undefined;
const targets = wanted.length > 0 ? wanted : ['shell', ...remotes, 'api'];
for (const target of targets) {
  if (target !== 'shell' && target !== 'api' && !remotes.includes(target)) {
    console.error(`Unknown build target "${target}". Use shell, ${remotes.join(', ')} or api.`);
    process.exit(2);
  }
}

function webpackConfig(appFolder, outputDir) {
  if (outputDir) process.env.REMOTE_OUTPUT_DIR = outputDir;
  const factories = [require(path.join(repoRoot, appFolder, 'webpack.config.js'))].flat(); // a browser build, and a server build beside it
  delete process.env.REMOTE_OUTPUT_DIR;
  return factories.map((factory) => factory({}, { mode: 'production' }));
}

function run(configs) {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })));
      resolve(stats);
    });
  });
}

/**
 * Published remotes bring no copy of the shared modules (shared/build/webpack-app.cjs): the shell
 * provides them all, and a remote asking for one it does not provide would fail at run time. The
 * shell provides a module only if its own code imports it, so check the built files.
 */
function checkShellProvidesSharedModules() {
  const { SHARED_MODULES } = require(path.join(repoRoot, 'shared/build/shared-modules.cjs'));
  const { SINGLETONS } = require(path.join(repoRoot, 'shared/build/webpack-app.cjs'));
  const packages = SINGLETONS.filter((name) => !name.endsWith('/')); // 'react/' names a prefix, not a module
  const wanted = [...packages, ...[...SHARED_MODULES.stateful, ...SHARED_MODULES.loadedByTheShell].map((m) => `@storefront/shared/${m}`)];
  const code = readdirSync(shellDir).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(shellDir, file), 'utf8')).join('\n');
  const missing = wanted.filter((name) => !code.includes(`("${name}","`));
  if (missing.length > 0) throw new Error(`The shell does not provide these shared modules, which published remotes expect from it: ${missing.join(', ')}`);
}

/**
 * Every CSS-module class a remote's server build renders must be in its browser build's
 * stylesheet of the same version, or a server-rendered page shows unstyled elements until it
 * hydrates. Both builds name classes alike (shared/build/webpack-app.cjs); this keeps them so.
 */
function checkServerClassNames(remote, folder = staging(remote)) {
  const { SERVER_FOLDER } = require(path.join(repoRoot, 'shared/build/webpack-app.cjs'));
  const { CSS_CLASSES_FILE } = require(path.join(repoRoot, 'shared/build/css-class-names-plugin.cjs'));
  // A remote's one stylesheet, or the shell's (its name hashed).
  const stylesheet = readdirSync(folder)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n');
  // A module's local names are its classes and its keyframes (`spin` of the spinner).
  const inStylesheet = new Set([...stylesheet.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name));
  const missing = readJson(path.join(folder, SERVER_FOLDER, CSS_CLASSES_FILE)).filter((name) => !inStylesheet.has(name));
  if (missing.length > 0) {
    console.error(`Not released: ${remote}'s server build renders CSS names its styles.css does not have: ${missing.join(', ')}`);
    process.exit(1);
  }
}

/** Every file of a folder, names and contents, in a stable order: what its hash must cover. */
function folderContent(folder) {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
  return Buffer.concat(files.flatMap((file) => [Buffer.from(`\0${file}\0`), readFileSync(path.join(folder, file))]));
}

const shellDir = path.join(distDir, 'shell');
/** The version of each shared module the published shell provides, written with the shell. */
const shellProvisionsFile = path.join(distDir, 'shell', 'shared-versions.json');

/**
 * Where the shell that will serve these remotes (built now, or the live one) provides a shared
 * module in a version outside the range a remote needs: at run time that remote could not load.
 */
function incompatibilities(built, shellBuiltNow) {
  const { sharedProvisions, sharedRequirements } = require(path.join(repoRoot, 'shared/build/webpack-app.cjs'));
  const provided = shellBuiltNow ? sharedProvisions() : readJson(shellProvisionsFile, undefined);
  if (!provided) return []; // a shell published before shells listed their versions
  return built.flatMap((remote) =>
    Object.entries(sharedRequirements(path.join(repoRoot, `mfe-${remote}`)))
      .filter(([name, range]) => !provided[name] || !semver.satisfies(provided[name], range))
      .map(([name, range]) => `${remote}: needs ${name} ${range}, and the shell provides ${provided[name] ?? 'no version of it'}`),
  );
}

/**
 * Each remote, checked before anything is built: its description on its own (shape, labels in
 * both languages) and against the other remotes' pages, live or built now (no page id, address or
 * role may belong to two; no role its live description serves may be left served by no page), and
 * the shared modules it needs against what the shell provides. A problem refuses the release and
 * leaves the live site as it is.
 */
async function checkRemotes(built, shellBuiltNow) {
  const described = {};
  for (const remote of built) described[remote] = await describeRemoteSources(remote);
  const live = liveDescriptions();
  const others = { ...live, ...Object.fromEntries(built.map((remote) => [remote, described[remote].description])) };
  const problems = [
    ...built.flatMap((remote) =>
      [
        ...described[remote].problems,
        ...described[remote].clashes(Object.values(others)),
        ...described[remote].lostRoles(live[remote], Object.values(others)),
      ].map((problem) => `${remote}: ${problem}`),
    ),
    ...incompatibilities(built, shellBuiltNow),
  ];
  if (problems.length > 0) {
    console.error(`Not released: ${built.join(', ')} cannot go live:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return Object.fromEntries(built.map((remote) => [remote, described[remote].description]));
}

const frontEnd = targets.filter((target) => target !== 'api');
const staging = (remote) => path.join(distDir, 'remotes', remote, '.staging');
const descriptions = await checkRemotes(
  frontEnd.filter((target) => target !== 'shell'),
  frontEnd.includes('shell'),
);
if (frontEnd.length > 0) {
  const configs = frontEnd.flatMap((target) =>
    target === 'shell' ? webpackConfig('shell') : webpackConfig(`mfe-${target}`, staging(target)),
  );
  const started = Date.now();
  await run(configs);
  console.log(`webpack: built ${frontEnd.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  if (frontEnd.includes('shell')) {
    checkShellProvidesSharedModules();
    checkServerClassNames('shell', shellDir);
    const { sharedProvisions } = require(path.join(repoRoot, 'shared/build/webpack-app.cjs'));
    writeFileSync(shellProvisionsFile, `${JSON.stringify(sharedProvisions(), null, 2)}\n`);
  }

  for (const remote of frontEnd.filter((target) => target !== 'shell')) {
    // The federation plugin's build statistics are not published: nothing loads them, and they
    // list exposes in whichever order the build finished them, so the same build would differ.
    for (const file of readdirSync(staging(remote)).filter((name) => name.startsWith('mf-manifest-stats.json'))) {
      rmSync(path.join(staging(remote), file));
    }
    checkServerClassNames(remote);
    writeFileSync(path.join(staging(remote), DESCRIPTION_FILE), `${JSON.stringify(descriptions[remote], null, 2)}\n`);
    const pkg = readJson(path.join(repoRoot, `mfe-${remote}`, 'package.json'));
    // The folder's name is the hash of every file in it, so a published folder never changes
    // and everything in it can be cached for good (its chunk names carry no hash of their own).
    const version = `${pkg.version}-${shortHash(folderContent(staging(remote)))}`;
    const published = path.join(distDir, 'remotes', remote, version);
    if (existsSync(published)) rmSync(staging(remote), { recursive: true, force: true });
    else renameSync(staging(remote), published);
    if (canary) {
      if (version === currentVersion(remote)) throw new Error(`${remote} is unchanged at ${version}: there is nothing to release as a canary`);
      startCanary(remote, version, canary);
      console.log(`${remote}: ${version} as a canary for ${canary.percent} % of visitors`);
    } else {
      switchRemote(remote, version);
      console.log(`${remote}: ${version}`);
    }
  }
  writeBuildId();
}

if (targets.includes('api')) {
  execFileSync('npm', ['run', 'build', '-w', '@storefront/api'], { stdio: 'inherit', cwd: repoRoot });
}
