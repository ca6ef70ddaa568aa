/**
 * A statement the server refuses leaves its pooled connection ready for the next one: a rush's
 * refused orders come by the hundred, and each used to cost a new connection. One the server ended
 * is still dropped. On PostgreSQL only: PGlite has no pool.
 */
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../client';

const url = process.env.DATABASE_URL;
let database: Database | undefined;

beforeAll(async () => {
  // One connection, so every statement shows which one it ran on.
  if (url) database = await openPostgres(url, 1);
});

afterAll(async () => {
  await database?.close();
});

const backend = async () => (await database!.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0]!.pid;

it('keeps the connection of a refused statement and drops one the server ended', async () => {
  if (!database) return console.warn('DATABASE_URL is not set; the pool test needs PostgreSQL and is skipped');
  const first = await backend();
  await expect(database.db.execute(sql`SELECT 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
  await expect(database.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toMatchObject({ cause: { code: '42P01' } });
  expect(await backend()).toBe(first);

  await expect(database.db.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`)).rejects.toMatchObject({ cause: { code: '57P01' } });
  const second = await backend();
  expect(second).not.toBe(first);
  expect(database.usage().connections).toBe(1);
});
