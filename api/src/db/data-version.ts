/**
 * Where the database's write-ahead log stands. Every write that commits moves it, whoever makes it
 * (any API instance, a migration, an operator's psql), and reading moves nothing: two equal
 * readings mean no data changed between them. Other databases of the same PostgreSQL cluster share
 * the log, so their writes move it too; that only makes the readings differ more often than needed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function dataVersion(db: Db): Promise<string> {
  const { rows } = await db.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
  const lsn = rows[0]?.lsn;
  if (!lsn) throw new Error('the database did not tell its write position');
  return lsn;
}
