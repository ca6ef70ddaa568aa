/**
 * Staff invitations: an admin names an email and a role, the invitee opens the mailed link and
 * sets a password, which creates their account with that role and signs them in. The token is
 * handled as email-verification.ts and sessions.ts handle theirs: 256 random bits given out once,
 * only the sha256 stored, spent by a conditional update so that a second use, also a parallel
 * one, finds nothing. An invitation only ever creates an account: it never touches an existing
 * one, so a link cannot take over the account of someone who registered that email meanwhile.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { mayUse } from '@storefront/shared/contracts/staff-roles';
import { INVITATION_HOURS, type InvitableRole } from '@storefront/shared/contracts/staff-users';
import type { Db } from '../db/client';
import { staffInvitations, users } from '../db/schema';
import type { Locale } from '../lib/i18n';
import { recordStaffAction } from '../staff/action-log';
import { hashToken } from './sessions';

export interface NewInvitation {
  email: string;
  role: InvitableRole;
  locale: Locale;
}

/** Neither spent nor revoked: listed in the console, expired or not, until accepted or revoked. */
const open = () => and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));
/** A link that still works: open and not expired. */
const pending = (now: Date) => and(open(), gt(staffInvitations.expiresAt, now));

/** Whether `email` already has an account, which an invitation must never touch. */
export async function hasAccount(db: Pick<Db, 'select'>, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/**
 * Stores a new invitation and its log entry in one change, and revokes the email's earlier
 * open ones (expired ones too): only the newest mailed link works, and the console lists it alone. Gives the token to mail and the stored id.
 */
export async function issueInvitation(db: Db, actorId: number, invitation: NewInvitation, now = new Date()): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  const id = await db.transaction(async (tx) => {
    const replaced = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.email, invitation.email), open()))
      .returning({ id: staffInvitations.id, role: staffInvitations.role, locale: staffInvitations.locale });
    const [row] = await tx
      .insert(staffInvitations)
      .values({ ...invitation, tokenHash: hashToken(token), invitedBy: actorId, expiresAt, createdAt: now })
      .returning({ id: staffInvitations.id });
    await recordStaffAction(tx, {
      actorId,
      action: 'user.invite',
      subjectKind: 'invitation',
      subjectId: row!.id,
      // The pending invitation this one replaced, if any: its link stopped working.
      before: replaced[0] ? { email: invitation.email, role: replaced[0].role, locale: replaced[0].locale, invitationId: replaced[0].id } : null,
      after: { email: invitation.email, role: invitation.role, locale: invitation.locale },
    });
    return row!.id;
  });
  return { id, token, expiresAt };
}

/** Revokes an invitation not yet accepted (an expired one too, which then leaves the console's list), logged as `actorId`'s; false when there is none such. */
export async function revokeInvitation(db: Db, actorId: number, invitationId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, invitationId), open()))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!row) return false;
    await recordStaffAction(tx, {
      actorId,
      action: 'user.revokeInvitation',
      subjectKind: 'invitation',
      subjectId: invitationId,
      before: { email: row.email, role: row.role, pending: true },
      after: { email: row.email, role: row.role, pending: false },
    });
    return true;
  });
}

/**
 * Whether the account that sent an invitation may still grant it: active and still allowed the
 * console's Users area. Disabling or demoting an admin revokes their open invitations
 * (staff/users-admin.ts); this is checked again on acceptance, so a sender who lost the right any
 * other way (a change made in the database, a deleted account) grants nothing either.
 */
function senderMayGrant(sender: { role: string; disabledAt: Date | null } | undefined): boolean {
  return sender !== undefined && sender.disabledAt === null && mayUse(sender.role, 'users');
}

async function senderOf(db: Pick<Db, 'select'>, invitedBy: number | null, lock = false) {
  if (invitedBy === null) return undefined;
  const query = db.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, invitedBy));
  // Shared lock: a concurrent disabling or demotion of the sender waits for this acceptance, or it for them.
  const [sender] = lock ? await query.for('share') : await query;
  return sender;
}

export type PendingInvitation = { ok: true; invitation: NewInvitation } | { ok: false; reason: 'invalid' | 'senderRevoked' };

/** What a pending link invites to, for the page that accepts it; null for anything else. */
export async function findPendingInvitation(db: Db, token: string, now = new Date()): Promise<PendingInvitation> {
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  const [row] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role, locale: staffInvitations.locale, invitedBy: staffInvitations.invitedBy })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending(now)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  if (!senderMayGrant(await senderOf(db, row.invitedBy))) return { ok: false, reason: 'senderRevoked' };
  return { ok: true, invitation: { email: row.email, role: row.role as InvitableRole, locale: row.locale } };
}

/**
 * Revokes the open invitations `senderId` sent, in the caller's transaction, each logged as
 * `actorId`'s: called when the sender is disabled or demoted, since they may no longer grant them.
 */
export async function revokeInvitationsSentBy(tx: Pick<Db, 'update' | 'insert'>, actorId: number, senderId: number, now: Date): Promise<void> {
  const revoked = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.invitedBy, senderId), open()))
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  for (const row of revoked) {
    await recordStaffAction(tx, {
      actorId,
      action: 'user.revokeInvitation',
      subjectKind: 'invitation',
      subjectId: row.id,
      before: { email: row.email, role: row.role, pending: true },
      after: { email: row.email, role: row.role, pending: false, senderId },
    });
  }
}

export type AcceptOutcome = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'taken' | 'senderRevoked' };

/**
 * Spends the token and creates the account in one change. The conditional update lets exactly
 * one of two parallel acceptances through; the insert creates nothing when the email has an
 * account, and then the whole change is undone, the invitation staying unspent.
 * `passwordHash` is computed by the caller before, outside the transaction (it takes a while).
 */
export async function acceptInvitation(db: Db, token: string, account: { firstName: string; passwordHash: string }, now = new Date()): Promise<AcceptOutcome> {
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  const taken = new Error('taken');
  const senderRevoked = new Error('senderRevoked');
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending(now)))
        .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, invitedBy: staffInvitations.invitedBy });
      if (!invitation) return { ok: false, reason: 'invalid' } as const;
      // Thrown, so that the token stays unspent.
      if (!senderMayGrant(await senderOf(tx, invitation.invitedBy, true))) throw senderRevoked;
      const [created] = await tx
        .insert(users)
        // Opening the mailed link proves the mailbox, as a verification link would.
        .values({ email: invitation.email, passwordHash: account.passwordHash, firstName: account.firstName, role: invitation.role, emailVerifiedAt: now })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) throw taken;
      await tx.update(staffInvitations).set({ userId: created.id }).where(eq(staffInvitations.id, invitation.id));
      await recordStaffAction(tx, {
        actorId: created.id,
        action: 'user.acceptInvitation',
        subjectKind: 'user',
        subjectId: created.id,
        before: null,
        after: { email: invitation.email, role: invitation.role, invitationId: invitation.id },
      });
      return { ok: true, userId: created.id } as const;
    });
  } catch (error) {
    if (error === taken) return { ok: false, reason: 'taken' };
    if (error === senderRevoked) return { ok: false, reason: 'senderRevoked' };
    throw error;
  }
}
