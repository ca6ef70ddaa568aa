// Paths and the publishing steps shared by the build, release and rollback scripts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
export const remotes = createRequire(import.meta.url)('../remotes.config.cjs').map((remote) => remote.name);
export const remoteMapFile = path.join(distDir, 'remotes.json');
/** Every version each remote has been switched to, oldest first: what rollback walks back through. */
const historyFile = path.join(distDir, 'remotes', 'history.json');

export function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Writes beside the target and renames over it, so readers never see half a file. */
export function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

export function shortHash(content) {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export function assertRemote(name) {
  if (!remotes.includes(name)) {
    console.error(`Unknown remote "${name ?? ''}". Use one of: ${remotes.join(', ')}.`);
    process.exit(2);
  }
}

export function currentVersion(remote) {
  const url = readJson(remoteMapFile, {})[remote];
  return url ? url.split('/').at(-2) : undefined;
}

export function releasedVersions(remote) {
  return readJson(historyFile, {})[remote] ?? [];
}

/**
 * Points /remotes.json at a published version of a remote (atomically) and gives the site a new
 * build id, so open tabs learn that a newer build exists (spec §4).
 */
export function switchRemote(remote, version, { record = true } = {}) {
  if (!existsSync(path.join(distDir, 'remotes', remote, version, 'mf-manifest.json'))) {
    throw new Error(`dist/remotes/${remote}/${version} is not a published build`);
  }
  const map = readJson(remoteMapFile, {});
  map[remote] = `/remotes/${remote}/${version}/mf-manifest.json`;
  writeJsonAtomic(remoteMapFile, map);
  if (record) {
    const history = readJson(historyFile, {});
    const versions = history[remote] ?? [];
    if (versions.at(-1) !== version) history[remote] = [...versions.filter((v) => v !== version), version];
    writeJsonAtomic(historyFile, history);
  }
  writeBuildId();
}

/** dist/canaries.json: remote → the version a share of visitors get beside the stable one (api/src/http/release-cohorts.ts). */
const canariesFile = path.join(distDir, 'canaries.json');

export function readCanaries() {
  return readJson(canariesFile, {});
}

/**
 * Serves a published version of a remote to `percent` % of visitors beside the stable one, for
 * `minutes`, after which it is promoted (`promote: 'auto'`) or waits for a person ('manual').
 */
export function startCanary(remote, version, { percent, minutes, promote }) {
  if (!existsSync(path.join(distDir, 'remotes', remote, version, 'mf-manifest.json'))) {
    throw new Error(`dist/remotes/${remote}/${version} is not a published build`);
  }
  writeJsonAtomic(canariesFile, { ...readCanaries(), [remote]: { version, percent, startedAt: new Date().toISOString(), minutes, promote } });
}

/** Ends a remote's canary: every visitor gets the stable version again. Returns the canary ended. */
export function endCanary(remote) {
  const { [remote]: ended, ...others } = readCanaries();
  if (ended) writeJsonAtomic(canariesFile, others);
  return ended;
}

/** Makes a remote's canary its stable version, for every visitor. Returns the version, or undefined without a canary. */
export function promoteCanary(remote) {
  const canary = readCanaries()[remote];
  if (!canary) return undefined;
  switchRemote(remote, canary.version);
  endCanary(remote);
  return canary.version;
}

export function writeBuildId() {
  const shellHtml = path.join(distDir, 'shell', 'index.html');
  const shell = existsSync(shellHtml) ? readFileSync(shellHtml, 'utf8') : '';
  const map = existsSync(remoteMapFile) ? readFileSync(remoteMapFile, 'utf8') : '';
  writeJsonAtomic(path.join(distDir, 'builds', 'latest.json'), { id: shortHash(map + shell) });
}

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

/**
 * The build targets (shell, remotes, api) that are missing or older than their sources. None with
 * SKIP_BUILD=1: the build already there (made by the test run, say, while sources kept changing
 * around it) is served and measured as it is.
 */
export function buildStale() {
  if (process.env.SKIP_BUILD === '1') return [];
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
  return stale;
}

/**
 * Child processes run as one topology (serve:prod): when one dies unexpectedly the others are
 * stopped and this process exits 1 naming it, so no half topology keeps running (nginx without an
 * API, or instances nobody routes to). An instance started `replaceable` that exits 0 was stopped
 * on purpose (SIGTERM from an operator or a deploy): the others keep serving while one of its kind
 * is left. A signal to this process stops everything and exits 0; children get `stopTimeoutMs` to
 * finish before they are killed.
 */
export function createTopology({ cwd = repoRoot, stopTimeoutMs = 15_000 } = {}) {
  const children = new Map();
  const running = (child) => child.exitCode === null && child.signalCode === null;
  let stopping = false;

  function stop(exitCode) {
    if (stopping) return;
    stopping = true;
    const alive = [...children.keys()].filter(running);
    for (const child of alive) child.kill('SIGTERM');
    const force = setTimeout(() => alive.filter(running).forEach((child) => child.kill('SIGKILL')), stopTimeoutMs);
    const exits = alive.map((child) => new Promise((resolve) => (running(child) ? child.once('exit', resolve) : resolve())));
    Promise.all(exits).then(() => {
      clearTimeout(force);
      process.exit(exitCode);
    });
  }

  /** Stops everything with exit code 1 after saying what went wrong. */
  function failed(problem) {
    if (stopping) return;
    console.error(`serve:prod: ${problem}; stopping the rest of the topology`);
    stop(1);
  }

  function start(label, command, args, { env = {}, replaceable = false } = {}) {
    if (stopping) throw new Error(`not starting ${label}: the topology is stopping`);
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    children.set(child, { label, replaceable });
    child.on('error', (error) => failed(`${label} could not run (${error.message})`));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const othersOfItsKind = [...children].some(([other, info]) => other !== child && info.replaceable && running(other));
      if (replaceable && code === 0 && othersOfItsKind) {
        console.log(`[${label}] stopped (exit 0); the other instances keep serving`);
        return;
      }
      failed(`${label} exited unexpectedly (${signal ?? `code ${code}`})`);
    });
    return child;
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { start, stop, fail: failed };
}
