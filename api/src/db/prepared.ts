/**
 * Statements of hot read paths, built once per database handle instead of once per request.
 *
 * Why: building a drizzle query (SQL text, parameter list, result mapping) cost more CPU than the
 * round trip of the query itself under load. On PostgreSQL the statement is also named,
 * so each pooled connection parses and plans it once; with PGlite the name is unused and only the
 * building is saved. Statements are tied to the handle they were built on (its pool or PGlite
 * instance), hence the WeakMap; use them on the database, never inside a transaction.
 *
 * A name must always stand for the same SQL text: node-postgres refuses a known name with new text.
 */
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

export function preparedStatement<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * Rows of a raw statement that PostgreSQL parses and plans once per pooled connection: for a hot
 * statement drizzle's query builder cannot express, such as a call of a database function. Its
 * parameters are `$1`…`$n` of `values`; pass arrays as text[] and cast them in the SQL, so both
 * drivers send them the same way. PGlite runs it unnamed.
 */
export async function namedStatement<Row>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  // drizzle() returns each handle with its driver's client as `$client`; `Db` names no driver.
  const client = (db as Db & { $client: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
  return (await (client as pg.Pool).query<Row & pg.QueryResultRow>({ name, text, values })).rows;
}
