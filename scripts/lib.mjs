// Paths and small file helpers shared by the repository scripts.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
export const remotes = ['content', 'commerce', 'account'];
export const remoteMapFile = path.join(distDir, 'remotes.json');

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

export function manifestUrl(remote, version) {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}
