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
  /** What the connection has done since it opened, for the operators' metrics. */
  usage(): DatabaseUsage;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Statements sent, and how long callers waited for a pooled connection (PGlite has one, never waited
 * for): with the count of orders, these say how many round trips an order costs and whether the
 * pool is the bottleneck.
 */
export interface DatabaseUsage {
  statements: number;
  checkouts: number;
  checkoutWaitSeconds: number;
  connections: number;
  waiting: number;
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
 * (an entry per type it knows) to merge them, on every query: that cost more CPU than a small query
 * itself. drizzle's parsers are installed on the instance once instead (openPglite), which gives
 * the same values, and the per-query copies are dropped here, in transactions too.
 */
class DrizzlePglite extends PGlite {
  statements = 0;

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    this.statements++;
    return super.query<T>(query, params, withoutDrizzleParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The rest of the transaction object (its `closed` getter included) stays as PGlite made it.
      const lean: Transaction = Object.create(tx);
      lean.query = (query, params, options) => {
        this.statements++;
        return tx.query(query, params, withoutDrizzleParsers(options));
      };
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
    usage: () => ({ statements: client.statements, checkouts: 0, checkoutWaitSeconds: 0, connections: 1, waiting: 0 }),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** How long PostgreSQL gets before a call fails instead of waiting on a database that does not answer. */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: cancelled by the server, and given up on the wire when no answer comes at all. */
  statementMs: number;
}

/** A statement that got no answer fails after 4 s, which leaves the request around it time to answer 503 within 6 s. */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 3000, statementMs: 4000 };

/** pg's error for a statement that got no answer within `query_timeout`. */
const NO_ANSWER = 'Query read timeout';

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A pool client that drops its connection when a statement gets no answer. pg only stops waiting:
 * the connection keeps the unanswered statement in flight, so every later statement on it (a
 * transaction's ROLLBACK, the next request's query) would wait behind it as long again.
 */
class BoundedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg-pool listens for errors only while a client is idle; a connection that breaks (or that
    // dropWhenUnanswered ends) during a query would otherwise be an unhandled 'error' that stops the
    // process. The query itself fails with its own error, which the request answers.
    this.on('error', (error) => console.warn(`PostgreSQL connection lost during a query: ${error.message}`));
  }

  // pg's query() has many overloads; each form is passed through unchanged.
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as QueryCallback;
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        this.dropWhenUnanswered(error);
        callback(error, result);
      };
    }
    const result = (super.query as (...forwarded: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.dropWhenUnanswered(error));
    return result as never;
  }

  /** Ends the connection, so the pool discards it rather than queue the next statement behind the lost one. */
  private dropWhenUnanswered(error: Error | null) {
    if (error?.message !== NO_ANSWER) return;
    this.end().catch(() => {});
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool that counts its statements and the time callers wait for a connection (pool.query checks
 * out through connect too), and keeps a connection whose statement the server refused.
 */
class MeasuredPool extends pg.Pool {
  readonly counts = { statements: 0, checkouts: 0, checkoutWaitSeconds: 0 };

  /**
   * pg-pool's own query() gives its connection back with the statement's error, which closes it:
   * each refused statement (a taken key, a unique email, a refused order's order_refused()) then
   * cost a new connection. A refusal of the statement itself, sent by the server, leaves the
   * connection ready for the next one, so it goes back to the pool; an error of the connection (a
   * broken socket, no answer, the server ending the session) drops it as before.
   */
  override query(...args: unknown[]): never {
    if (typeof args.at(-1) === 'function') return (super.query as (...forwarded: unknown[]) => never)(...args);
    return this.connect().then(async (client) => {
      try {
        const result: unknown = await (client.query as (...forwarded: unknown[]) => Promise<unknown>)(...args);
        client.release();
        return result;
      } catch (error) {
        client.release(error instanceof pg.DatabaseError && !isDatabaseUnavailable(error) ? undefined : (error as Error));
        throw error;
      }
    }) as never;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const started = performance.now();
    const checkedOut = () => {
      this.counts.checkouts++;
      this.counts.checkoutWaitSeconds += (performance.now() - started) / 1000;
    };
    if (!callback) return super.connect().then((client) => (checkedOut(), client));
    super.connect((error, client, done) => {
      if (!error) checkedOut();
      callback(error, client, done);
    });
  }
}

export async function openPostgres(connectionString: string, max = 10, timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS): Promise<Database> {
  let pool: MeasuredPool;
  // Counted per statement here: drizzle sends a transaction's statements on the checked-out client.
  class CountedClient extends BoundedClient {
    override query(...args: unknown[]): never {
      pool.counts.statements++;
      return (super.query as (...forwarded: unknown[]) => never)(...args);
    }
  }
  pool = new MeasuredPool({
    connectionString,
    max,
    Client: CountedClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs,
    keepAlive: true,
  });
  // A dropped idle connection must not crash the process; the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'pg',
    usage: () => ({ ...pool.counts, connections: pool.totalCount, waiting: pool.waitingCount }),
    async migrate(migrationsFolder) {
      // Several API instances may start together: one migrates, the others wait on the lock, as long
      // as that takes, so on a connection of its own without the statement timeouts.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7262001)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(7262001)').catch(() => {});
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; timeouts?: PostgresTimeouts }): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, options.timeouts)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** Whether the database answers `SELECT 1` within `timeoutMs` (a health check must not wait longer). */
export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/** SQLSTATE classes and codes of a database that is gone or refusing work, rather than a bad query. */
const UNAVAILABLE_SQLSTATES = [/^08/, /^57P0[1-3]$/, /^53300$/, /^57014$/];
/** Messages pg and pg-pool give when the connection, not the statement, failed. */
const UNAVAILABLE_MESSAGES = [NO_ANSWER, 'timeout exceeded when trying to connect', 'Connection terminated', 'Client has encountered a connection error'];
const UNAVAILABLE_ERRNOS = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'];

/**
 * Whether an error (or one of its causes: drizzle and tRPC wrap them) says the database could not
 * be reached or answered too late, which the caller should see as "try again", not as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed, not instanceof: socket errors come from Node's own realm, which jest's is not.
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; current = current.cause as typeof current, depth++) {
    const { code, message } = current;
    if (typeof code === 'string' && (UNAVAILABLE_ERRNOS.includes(code) || UNAVAILABLE_SQLSTATES.some((pattern) => pattern.test(code)))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((start) => message.startsWith(start))) return true;
  }
  return false;
}
