/** Server secrets kept in the data directory, made on first use. */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `content` (readable by this user alone) to `file` unless it exists: link() never
 * replaces, so instances starting together agree. Folders it makes keep the default mode: the data
 * directory also holds nginx's temporary folders, which its workers must reach.
 */
export function createOnce(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** Reads the key, or creates it; the first instance's key wins, the others read it. */
export function keyFromFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    createOnce(file, randomBytes(32));
    return readFileSync(file);
  }
}
