/** A server secret kept in the data directory, made on first use. */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Reads the key, or creates it so that instances starting together end up with the same one. */
export function keyFromFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32), { mode: 0o600 });
    try {
      // link() never replaces a file: the first instance's key wins, the others read it.
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    return readFileSync(file);
  }
}

