/**
 * Opens the database: PGlite persisted on disk when there is no DATABASE_URL (embedded default),
 * else a node-postgres pool. Both expose the same drizzle API, so the rest of the code uses `Db`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite, types, type ParserOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The type parsers drizzle-orm's PGlite driver sends with every query: dates, timestamps and
 * intervals (and arrays of them) stay text, drizzle maps them itself.
 */
const keepAsText = (value: string) => value;
const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, keepAsText]),
);

/** The query options without `parsers` when they are drizzle's, which the instance already has. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type of Object.keys(parsers)) if (!(type in DRIZZLE_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite as drizzle uses it. Given per-query `parsers`, PGlite copies its whole parser table
 * (~370 entries) to merge them, on every query: that cost more CPU than a small query itself
 * (issue 8). drizzle's parsers are installed on the instance once instead (openPglite), which gives
 * the same values, and the per-query copies are dropped here, in transactions too.
 */
class DrizzlePglite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutDrizzleParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The rest of the transaction object (its `closed` getter included) stays as PGlite made it.
      const lean: Transaction = Object.create(tx);
      lean.query = (query, params, options) => tx.query(query, params, withoutDrizzleParsers(options));
      return callback(lean);
    });
  }
}

/** `dataDir` undefined → in-memory PGlite (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? new DrizzlePglite(dataDir) : new DrizzlePglite();
  await client.waitReady;
  // After start-up, which installs the array parsers: drizzle's replace them, as they did per query.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const db = drizzlePglite(client, { schema });
  return {
    // Same query builder API; the PGlite and node-postgres session types differ only in their driver.
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'pg',
    async migrate(migrationsFolder) {
      // Several API instances may start together: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7262001)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(7262001)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
