/**
 * Opaque access tokens: 256 random bits handed to the client once; only their sha256 is stored,
 * so a database leak reveals no usable token. Logout sets revoked_at.
 *
 * A session ends SESSION_DAYS after sign-in whatever its use, and earlier when unused for the
 * idle time of its user's role: a forgotten staff session on a shared gate computer should not
 * stay open for weeks. Disabled users have no live session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roleEnum, sessions, users } from '../db/schema';

export const SESSION_DAYS = 30;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const CUSTOMER_IDLE_MS = 14 * DAY_MS;
export const STAFF_IDLE_MS = 12 * HOUR_MS;
/** last_used_at is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

type Role = (typeof roleEnum.enumValues)[number];

/** Every role but customer can change what others see or do, so its sessions idle out sooner. */
export function idleLimitMs(role: Role): number {
  return role === 'customer' ? CUSTOMER_IDLE_MS : STAFF_IDLE_MS;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  return token;
}

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
}

export interface Session {
  tokenHash: string;
  user: SessionUser;
}

/** The live session of a bearer token, or null (unknown, expired, idle, revoked or disabled user). */
export async function findSession(db: Db, token: string, now = new Date()): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  const idleMs = now.getTime() - row.lastUsedAt.getTime();
  if (idleMs > idleLimitMs(row.role)) return null;
  if (idleMs > TOUCH_INTERVAL_MS) {
    // The condition keeps the write idempotent when parallel requests of one session race here.
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS))));
  }
  return { tokenHash, user: { id: row.id, email: row.email, role: row.role } };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
