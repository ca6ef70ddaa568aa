/**
 * A freshly migrated database per test file: in-memory PGlite by default, or — when DATABASE_URL
 * is set (CI) — a brand-new PostgreSQL database created for the file and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

export interface TestDatabase extends Database {
  /** Opens the same database again, as a restarted process would. */
  reopen(): Promise<Database>;
  destroy(): Promise<void>;
}

export async function createTestDatabase(options: { pgliteDir?: string } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const open = () => openPglite(options.pgliteDir);
    const database = await open();
    await database.migrate(MIGRATIONS_DIR);
    return { ...database, reopen: open, destroy: () => database.close().catch(() => {}) };
  }
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const open = () => openPostgres(target.toString(), 4);
  const database = await open();
  await database.migrate(MIGRATIONS_DIR);
  return {
    ...database,
    reopen: open,
    async destroy() {
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
