/**
 * Two transactions that lock the same two rows in opposite orders deadlock on PostgreSQL, which
 * aborts one with 40P01. transactionWithRetry runs the aborted one again, so both callers succeed;
 * any other error reaches the caller at once.
 */
import { sql } from 'drizzle-orm';
import { createPostgresTestDatabase, type TestDatabase } from '../../testing/test-db';
import { isRetryableConflict, transactionWithRetry } from '../transaction-retry';

let database: TestDatabase | null;

beforeAll(async () => {
  database = await createPostgresTestDatabase(4);
  await database?.db.execute(sql`CREATE TABLE retry_probe (id integer PRIMARY KEY, n integer NOT NULL)`);
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

/** Resolves once `count` parties have arrived. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

it('retries the transaction PostgreSQL aborts as a deadlock, so both callers succeed', async () => {
  if (!database) return console.warn('PostgreSQL is not reachable here; the deadlock test needs it and is skipped outside CI');
  const { db } = database;
  await db.execute(sql`INSERT INTO retry_probe VALUES (1, 0), (2, 0)`);
  const bothHoldOneRow = barrier(2);
  const attempts = { a: 0, b: 0 };
  const crosswise = (name: 'a' | 'b', first: number, second: number) =>
    transactionWithRetry(db, async (tx) => {
      attempts[name] += 1;
      await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${first}`);
      // Only the first attempts meet: each then waits for the row the other holds.
      if (attempts[name] === 1) await bothHoldOneRow();
      await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${second}`);
    });

  const results = await Promise.allSettled([crosswise('a', 1, 2), crosswise('b', 2, 1)]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  // One of them was aborted and ran again. On a busy server it can meet the other once more: the
  // survivor may still be waking from the first wait when the retry takes the first row again,
  // which is a second deadlock and a second retry. Both still commit exactly once (the rows below).
  expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
  const rows = await db.execute(sql`SELECT id, n FROM retry_probe ORDER BY id`);
  expect(rows.rows).toEqual([
    { id: 1, n: 2 },
    { id: 2, n: 2 },
  ]);
}, 60_000);

it('passes any other error to the caller after one attempt', async () => {
  if (!database) return;
  let attempts = 0;
  await expect(
    transactionWithRetry(database.db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`INSERT INTO retry_probe VALUES (1, 0)`); // primary key taken: 23505
    }),
  ).rejects.toThrow();
  expect(attempts).toBe(1);
});

it('recognises the two SQLSTATEs also inside a wrapped error', () => {
  expect(isRetryableConflict({ code: '40P01' })).toBe(true);
  expect(isRetryableConflict(new Error('query failed', { cause: { code: '40001' } }))).toBe(true);
  expect(isRetryableConflict({ code: '23505' })).toBe(false);
  expect(isRetryableConflict(new Error('CONFLICT'))).toBe(false);
});
