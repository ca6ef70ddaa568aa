/**
 * "Forgot password": a single-use link, mailed to the account's address, that sets a new password.
 * The token is handled as email-verification.ts and invitations.ts handle theirs: 256 random bits
 * given out once, only the sha256 stored, spent by a conditional update so that a second use, also
 * a parallel one, finds nothing. A new password, by a reset or a change, ends every other session
 * of the account and every reset link still open: whoever knew the old password or held a link
 * loses the account with it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES } from '@storefront/shared/contracts/auth';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema';
import { hashToken } from './sessions';

/** The account a reset may be mailed to: none for an unknown email or a disabled account. */
export async function resettableAccount(db: Db, email: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)))
    .limit(1);
  return account;
}

/** A new link for the account; earlier ones stay valid until they expire or one is used. */
export async function issuePasswordReset(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) });
  return token;
}

export type ResetCheck = 'ok' | 'invalid' | 'expired';

/** Whether a link would still set a password: checked before its new password is hashed (that takes a while). */
export async function checkPasswordReset(db: Db, token: string, now = new Date()): Promise<ResetCheck> {
  if (!token || token.length > 200) return 'invalid';
  const [row] = await db
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.usedAt) return 'invalid';
  return row.expiresAt > now ? 'ok' : 'expired';
}

/**
 * Ends the account's sessions (but `keepTokenHash`'s) and its open reset links, in the caller's
 * transaction: what follows every new password.
 */
async function endAccess(tx: Pick<Db, 'update'>, userId: number, now: Date, keepTokenHash?: string): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await tx.update(sessions).set({ revokedAt: now }).where(keepTokenHash ? and(live, ne(sessions.tokenHash, keepTokenHash)) : live);
  await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Spends the link and sets the password `passwordHash` (hashed by the caller), ending every
 * session of the account. The same checks as checkPasswordReset, again, in the change itself.
 */
export async function resetPassword(db: Db, token: string, passwordHash: string, now = new Date()): Promise<ResetCheck> {
  if (!token || token.length > 200) return 'invalid';
  const outcome = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!link) return null;
    // A disabled account keeps its old password: it cannot sign in either way.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, link.userId), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return null;
    await endAccess(tx, link.userId, now);
    return 'ok' as const;
  });
  if (outcome) return outcome;
  return (await checkPasswordReset(db, token, now)) === 'expired' ? 'expired' : 'invalid';
}

/** Sets a signed-in account's new password and ends its other sessions and its reset links. */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepTokenHash: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await endAccess(tx, userId, now, keepTokenHash);
  });
}
