/**
 * Files of the published build that every document request reads (the shell's index.html,
 * remotes.json, remote manifests): kept in memory and read again only when a release replaces one
 * (its modification time changes), so a release needs no restart.
 */
import { readFile, stat } from 'node:fs/promises';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** `file` as `parse` reads it; undefined when it does not exist (no build yet) or does not parse. */
export async function readBuildFile<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}
