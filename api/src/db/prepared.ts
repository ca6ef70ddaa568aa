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
