/**
 * The embedded database (PGlite) allows one process at a time: a second one opening the same files
 * corrupts them. Whoever opens it first holds DATA_DIR/server.lock (created exclusively, holding its
 * pid and what it is); anyone else stops before opening the database. A lock whose process is gone
 * (a crash, a kill -9) is stale and cleared.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  role: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const line = /^(\d+)\s*(.*)$/.exec(readFileSync(file, 'utf8').trim());
    return line && Number(line[1]) > 0 ? { pid: Number(line[1]), role: line[2] || 'a process' } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it only belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR for this process (`role` says what it is: "server", "user:create"), or throws DataDirLockedError. */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (;;) {
    try {
      writeFileSync(file, `${process.pid} ${role}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder.pid)) {
      throw new DataDirLockedError(
        `${dataDir} is in use by ${holder.role} (pid ${holder.pid}). The embedded database allows one process at a time: ` +
          `stop that process first (or point DATA_DIR elsewhere). If no such process runs, delete ${file}.`,
      );
    }
    // Stale (its process is gone) or unreadable (its writer died mid-write): clear it and try again.
    rmSync(file, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  // process.exit() skips finally blocks and shutdown code; the lock goes with the process anyway.
  process.once('exit', release);
  return { release };
}
