/**
 * A transaction that PostgreSQL aborted only because of its timing with another one (a
 * serialization failure, 40001, or a deadlock, 40P01) did nothing, and the same work a moment
 * later normally succeeds: it is run again, a few times, after a random pause so that the two do
 * not collide again in step. Any other error, or the last attempt's, reaches the caller.
 */
import type { Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 5;
const BASE_PAUSE_MS = 20;

/** The SQLSTATE of a driver error, also when drizzle wrapped it (as `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  return RETRYABLE_SQLSTATES.has(sqlState(error) ?? '');
}

/** Up to BASE_PAUSE_MS × 2^(attempt-1), uniformly at random ("full jitter"). */
function pauseBefore(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * BASE_PAUSE_MS * 2 ** (attempt - 1)));
}

export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await pauseBefore(attempt);
    }
  }
}
