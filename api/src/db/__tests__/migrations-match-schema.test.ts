/**
 * The migrations build the database db/schema/ describes: every table, column, nullability and
 * index name, and nothing else. A column added to db/schema/ without its migration, or a migration
 * hand-written differently (several teams add migrations at once), fails here instead of in a
 * query on a real database.
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.destroy();
});

const declared = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableConfig(table));

it('has every table and column db/schema/ declares, with the same nullability, and no other', async () => {
  const { rows } = await database.db.execute<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>(sql`
    SELECT table_name, column_name, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_%' ESCAPE '\\'
    ORDER BY table_name, column_name`);
  const built = rows.map((row) => `${row.table_name}.${row.column_name}${row.is_nullable === 'NO' ? ' not null' : ''}`);
  const described = declared
    .flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}${column.notNull ? ' not null' : ''}`))
    .sort();
  expect(built.sort()).toEqual(described);
});

it('has every index db/schema/ declares', async () => {
  const { rows } = await database.db.execute<{ indexname: string }>(sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
  const built = new Set(rows.map((row) => row.indexname));
  const missing = declared.flatMap((table) => table.indexes.map((index) => index.config.name)).filter((name) => !built.has(name!));
  expect(missing).toEqual([]);
});
