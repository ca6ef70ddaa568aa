/**
 * Proof that an account's owner reads its mailbox: a single-use link that expires. Only the
 * token's sha256 is stored, like session tokens. Guest orders join an account only once its
 * email is proven (order.mine), so registering someone else's email shows nothing of theirs.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { hashToken } from './sessions';

export const VERIFICATION_HOURS = 24;

/** A new link for the account's current email; earlier links stay valid until they expire. */
export async function issueVerificationToken(db: Db, user: { id: number; email: string }, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailVerifications).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_HOURS * 3_600_000),
  });
  return token;
}

/**
 * Spends a token: true when it was unused, unexpired and mailed to the account's current address.
 * The conditional update makes a second use (also a parallel one) find nothing.
 */
export async function consumeVerificationToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) return false;
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning({ id: users.id });
    return verified.length > 0;
  });
}

export async function isEmailVerified(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.verifiedAt);
}
