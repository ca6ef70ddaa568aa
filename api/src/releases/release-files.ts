/**
 * The published build's release files as the API changes them when a canary ends: dist/canaries.json,
 * and for a promotion remotes.json, remotes/history.json and builds/latest.json, each written as
 * scripts/lib.mjs writes them (renamed into place, so no reader sees half a file) and read back
 * from the disk, never from a cache, so a decision acts on what is there now.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canariesFile, type Canaries } from './release-state';

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

function writeJsonAtomic(file: string, value: unknown): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return text;
}

/** Ends `remote`'s canary if it is still `version`; whether it was. */
export function endCanary(distDir: string, remote: string, version: string): boolean {
  const { [remote]: canary, ...others } = readJson<Canaries>(canariesFile(distDir), {});
  if (canary?.version !== version) return false;
  writeJsonAtomic(canariesFile(distDir), others);
  return true;
}

/**
 * Makes `remote`'s canary, if it is still `version`, the stable version for every visitor: the
 * remote map names it, the history records it (what rollback walks back through), and the build
 * id changes so open tabs learn of it. Whether it was.
 */
export function promoteCanary(distDir: string, remote: string, version: string): boolean {
  const canary = readJson<Canaries>(canariesFile(distDir), {})[remote];
  if (canary?.version !== version || !existsSync(path.join(distDir, 'remotes', remote, version, 'mf-manifest.json'))) return false;
  const mapFile = path.join(distDir, 'remotes.json');
  const map = writeJsonAtomic(mapFile, { ...readJson<Record<string, string>>(mapFile, {}), [remote]: `/remotes/${remote}/${version}/mf-manifest.json` });
  const historyFile = path.join(distDir, 'remotes', 'history.json');
  const history = readJson<Record<string, string[]>>(historyFile, {});
  history[remote] = [...(history[remote] ?? []).filter((released) => released !== version), version];
  writeJsonAtomic(historyFile, history);
  const shellHtml = path.join(distDir, 'shell', 'index.html');
  const shell = existsSync(shellHtml) ? readFileSync(shellHtml, 'utf8') : '';
  writeJsonAtomic(path.join(distDir, 'builds', 'latest.json'), { id: createHash('sha256').update(map + shell).digest('hex').slice(0, 10) });
  return endCanary(distDir, remote, version);
}
