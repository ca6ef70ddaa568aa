/**
 * A freshly migrated database per test file: in-memory PGlite by default, or — when DATABASE_URL
 * is set (CI) — a brand-new PostgreSQL database created for the file and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { mailSent } from '../lib/mail-in-background';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/**
 * The concurrency tests race hundreds of calls on one small pool of a machine the whole suite
 * shares: a call may wait its turn far longer than a server's pool lets it (a server sheds that
 * load with a 503). Tests of the bounds themselves open their pool with the server's timeouts.
 */
const PATIENT_TIMEOUTS = { connectMs: 60_000, statementMs: 60_000 };

export interface TestDatabase extends Database {
  /** Opens the same database again, as a restarted process would. */
  reopen(): Promise<Database>;
  destroy(): Promise<void>;
}

/** A brand-new database on the PostgreSQL server at `serverUrl`, migrated, dropped by destroy(). */
async function freshPostgresDatabase(serverUrl: string, poolSize: number): Promise<TestDatabase> {
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const open = () => openPostgres(target.toString(), poolSize, PATIENT_TIMEOUTS);
  const database = await open();
  await database.migrate(MIGRATIONS_DIR);
  return {
    ...database,
    reopen: open,
    async destroy() {
      // Mail a test's last call started still notes itself in the order's history (order_mails).
      await mailSent();
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestDatabase(options: { pgliteDir?: string } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return freshPostgresDatabase(url, 4);
  const open = () => openPglite(options.pgliteDir);
  const database = await open();
  await database.migrate(MIGRATIONS_DIR);
  return {
    ...database,
    reopen: open,
    destroy: async () => {
      // As above: mail in flight writes its note before the database closes.
      await mailSent();
      await database.close().catch(() => {});
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * For tests of real concurrency, which PGlite (one connection) cannot show: a fresh database on
 * the server of DATABASE_URL, else the local server. null when none answers, an error in CI.
 */
export async function createPostgresTestDatabase(poolSize = 20): Promise<TestDatabase | null> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await answers(url)) return freshPostgresDatabase(url, poolSize);
  if (process.env.CI) throw new Error(`PostgreSQL is required for this test and ${url} does not answer`);
  return null;
}
