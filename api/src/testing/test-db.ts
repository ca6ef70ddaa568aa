/**
 * A freshly migrated database per test file: in-memory PGlite by default, or — when DATABASE_URL
 * is set (CI) — a brand-new PostgreSQL database created for the file and dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

const databaseUrl = (serverUrl: string, name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** The migrations' contents, hashed: a template database is good for exactly these migrations. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 12);
}

/**
 * A database migrated once for every test file of the run (and later runs, while the migrations
 * are the same), which each file's database is copied from: running the migrations took longer
 * than the copy, for each of the suite's hundred databases. The first worker builds it under an
 * advisory lock, under another name until it is whole, so a crash mid-migration leaves no half
 * template; the others wait on the lock.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `sf_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['sf_test_template']);
    const existing = await admin.query<{ datname: string; built: string | null }>(
      "SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE 'sf\\_template\\_%'",
    );
    if (existing.rows.some((row) => row.datname === name)) return name;
    // Templates of other migrations a day old (a checkout of another branch may run beside this
    // one with its own), and any a crashed build left.
    for (const { datname, built } of existing.rows) {
      if (datname.endsWith('_build') || Date.now() - Number(built ?? 0) > 86_400_000) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    const building = `${name}_build`;
    await admin.query(`CREATE DATABASE ${building}`);
    const database = await openPostgres(databaseUrl(serverUrl, building), 1, PATIENT_TIMEOUTS);
    await database.migrate(MIGRATIONS_DIR);
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['sf_test_template']).catch(() => {});
    await admin.end();
  }
}

const templates = new Map<string, Promise<string>>();

/** A brand-new database on the PostgreSQL server at `serverUrl`, migrated, dropped by destroy(). */
async function freshPostgresDatabase(serverUrl: string, poolSize: number): Promise<TestDatabase> {
  let template = templates.get(serverUrl);
  if (!template) templates.set(serverUrl, (template = migratedTemplate(serverUrl)));
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await template}`);
  await admin.end();
  const open = () => openPostgres(databaseUrl(serverUrl, name), poolSize, PATIENT_TIMEOUTS);
  const database = await open();
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
