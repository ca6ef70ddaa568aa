/**
 * Deletes rows that can never be used again: sessions past their absolute end, revoked or idle
 * longer than any role allows; spent or expired verification links; finished rate-limit windows.
 * Deleting them keeps the tables that every request reads small.
 */
import { isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerifications, rateLimits, sessions } from '../db/schema';
import { CUSTOMER_IDLE_MS, STAFF_IDLE_MS } from './sessions';

const LONGEST_IDLE_MS = Math.max(CUSTOMER_IDLE_MS, STAFF_IDLE_MS);

export interface SweepResult {
  sessions: number;
  verifications: number;
  rateLimits: number;
}

export async function sweepExpired(db: Db, now = new Date()): Promise<SweepResult> {
  const deadSessions = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt), lt(sessions.lastUsedAt, new Date(now.getTime() - LONGEST_IDLE_MS))))
    .returning({ id: sessions.id });
  const deadLinks = await db
    .delete(emailVerifications)
    .where(or(lte(emailVerifications.expiresAt, now), isNotNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  const deadWindows = await db.delete(rateLimits).where(lte(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  return { sessions: deadSessions.length, verifications: deadLinks.length, rateLimits: deadWindows.length };
}

/** Sweeps now and then on an interval that never keeps the process alive; failures are only logged. */
export function startExpirySweep(db: Db, log: (error: unknown) => void, intervalMs = 15 * 60_000): NodeJS.Timeout {
  const timer = setInterval(() => void sweepExpired(db).catch(log), intervalMs);
  timer.unref();
  return timer;
}
