/**
 * Files of the published build that every document request reads (the shell's index.html,
 * remotes.json, remote manifests): kept in memory and read again only when a release replaces one
 * (its modification time, inode or size changes), so a release needs no restart.
 */
import { readFile, stat } from 'node:fs/promises';

const cache = new Map<string, { version: string; value: unknown }>();

/** `file` as `parse` reads it; undefined when it does not exist (no build yet) or does not parse. */
export async function readBuildFile<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
  try {
    const { mtimeMs, size, ino } = await stat(file);
    // File times tick only every few milliseconds: a file renamed into place within the same tick
    // still has a new inode, and one rewritten in place most likely a new size.
    const version = `${mtimeMs}:${size}:${ino}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.value as T;
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { version, value });
    return value;
  } catch {
    return undefined;
  }
}
