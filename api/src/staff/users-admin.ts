/**
 * The console's Users area: the staff accounts and pending invitations, and an admin's changes of
 * a role or of an account's disabled state. Each change locks every active admin first (always in
 * id order, so two changes never wait on each other in a circle): two admins who demote or
 * disable each other at once therefore run one after the other, and the second sees that it
 * would leave no active admin and is refused. Roles are read from the database on every request
 * (sessions.ts, findSession), so a change applies to the account's next request; disabling also
 * revokes the account's sessions.
 */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { mayUse, type Role } from '@storefront/shared/contracts/staff-roles';
import { STAFF_ACCOUNTS_PAGE_SIZE } from '@storefront/shared/contracts/staff-users';
import type { Db } from '../db/client';
import { sessions, staffInvitations, users } from '../db/schema';
import { revokeInvitationsSentBy } from '../auth/invitations';
import { recordStaffAction } from './action-log';

const accountColumns = { id: users.id, email: users.email, firstName: users.firstName, role: users.role, disabledAt: users.disabledAt, createdAt: users.createdAt };

function shownAccount(account: { id: number; email: string; firstName: string; role: Role; disabledAt: Date | null; createdAt: Date }) {
  return { ...account, disabledAt: account.disabledAt?.toISOString() ?? null, createdAt: account.createdAt.toISOString() };
}

/**
 * One page of the accounts that are not a customer's, in email order, with how many there are;
 * and the invitations not yet accepted or revoked (expired ones too, to be sent again).
 */
export async function listStaffAccounts(db: Db, page = 1, now = new Date()) {
  const isStaff = ne(users.role, 'customer');
  const [accounts, [counted], invitations] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .where(isStaff)
      .orderBy(asc(users.email))
      .limit(STAFF_ACCOUNTS_PAGE_SIZE)
      .offset((page - 1) * STAFF_ACCOUNTS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(isStaff),
    db
      .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, locale: staffInvitations.locale, expiresAt: staffInvitations.expiresAt, createdAt: staffInvitations.createdAt })
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .orderBy(asc(staffInvitations.email)),
  ]);
  return {
    accounts: accounts.map(shownAccount),
    total: counted?.total ?? 0,
    page,
    pageSize: STAFF_ACCOUNTS_PAGE_SIZE,
    invitations: invitations.map((invitation) => ({
      ...invitation,
      expired: invitation.expiresAt <= now,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
    })),
  };
}

/** The account with exactly this (lower-cased) email, whatever its role, or undefined. */
export async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db
    .select({ ...accountColumns, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!account) return undefined;
  const { emailVerifiedAt, ...shown } = account;
  return { ...shownAccount(shown), emailVerified: emailVerifiedAt !== null };
}

export type AccountChange = { role: Role } | { disabled: boolean };

export type ChangeOutcome =
  | { ok: true; account: { id: number; email: string; role: Role; disabled: boolean } }
  | { ok: false; reason: 'notFound' | 'lastAdmin' }
  | { ok: false; reason: 'unverified'; email: string };

/**
 * Applies one change to an account and logs it with the values before and after, in one
 * transaction. Changing nothing (the role it has, the state it is in) writes and logs nothing.
 */
export async function changeAccount(db: Db, actorId: number, userId: number, change: AccountChange, now = new Date()): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx
      .select({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) return { ok: false, reason: 'notFound' } as const;

    const wasDisabled = target.disabledAt !== null;
    const role = 'role' in change ? change.role : target.role;
    const disabled = 'disabled' in change ? change.disabled : wasDisabled;
    const account = { id: target.id, email: target.email, role, disabled };
    if (role === target.role && disabled === wasDisabled) return { ok: true, account } as const;

    // Anyone may register an address they do not own: a customer becomes staff only once the
    // mailbox is proven, as an accepted invitation proves it.
    if (target.role === 'customer' && role !== 'customer' && target.emailVerifiedAt === null) return { ok: false, reason: 'unverified', email: target.email } as const;

    const wasActiveAdmin = target.role === 'admin' && !wasDisabled;
    const staysActiveAdmin = role === 'admin' && !disabled;
    if (wasActiveAdmin && !staysActiveAdmin && activeAdmins.every((admin) => admin.id === target.id)) return { ok: false, reason: 'lastAdmin' } as const;

    // Whoever may no longer invite takes back the invitations they sent (auth/invitations.ts checks again on acceptance).
    if (mayUse(target.role, 'users') && !wasDisabled && (!mayUse(role, 'users') || disabled)) await revokeInvitationsSentBy(tx, actorId, target.id, now);

    if ('role' in change) {
      await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, target.id));
      await recordStaffAction(tx, { actorId, action: 'user.setRole', subjectKind: 'user', subjectId: target.id, before: { email: target.email, role: target.role }, after: { email: target.email, role } });
    } else {
      await tx.update(users).set({ disabledAt: disabled ? now : null, updatedAt: now }).where(eq(users.id, target.id));
      // A disabled account's tokens stay dead: enabling it again does not bring them back.
      if (disabled) await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
      await recordStaffAction(tx, {
        actorId,
        action: disabled ? 'user.disable' : 'user.enable',
        subjectKind: 'user',
        subjectId: target.id,
        before: { email: target.email, disabled: wasDisabled },
        after: { email: target.email, disabled },
      });
    }
    return { ok: true, account } as const;
  });
}
