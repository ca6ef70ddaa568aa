/**
 * Staff area `users` (admins): staff accounts, invitations, roles and disabled accounts; and the
 * two public calls of the invitation page, which read and accept a mailed invitation.
 */
import {
  acceptInvitationInput,
  findAccountInput,
  invitationTokenInput,
  inviteStaffInput,
  revokeInvitationInput,
  setUserDisabledInput,
  setUserRoleInput,
  staffAccountsInput,
} from '@storefront/shared/contracts/staff-users';
import { acceptInvitation, findPendingInvitation, hasAccount, issueInvitation, revokeInvitation } from '../auth/invitations';
import { sendInvitationMail } from '../auth/invitations-mail';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { changeAccount, findAccountByEmail, listStaffAccounts, type AccountChange } from '../staff/users-admin';
import { areaProcedure, fail, publicProcedure, router, type Context } from '../trpc';

/** Invitations one admin may send an hour: each one mails a stranger's address. */
export const INVITE_LIMIT_PER_ADMIN = 20;
/** Reads and acceptances of invitation links per address in 15 minutes: each acceptance hashes a password. */
export const INVITATION_LIMIT_PER_IP = 20;

async function countHit(ctx: Context, key: string, limit: number, windowSeconds: number): Promise<void> {
  const result = await ctx.rateLimiter.hit(key, limit, windowSeconds);
  if (!result.allowed) throw fail(ctx, 'TOO_MANY_REQUESTS', 'errors.tooManyAttempts', { minutes: Math.ceil(result.retryAfterSeconds / 60) });
}

/** A link that no longer works: dead (`invalidCode`), or sent by someone who may no longer invite. */
function refused(ctx: Context, reason: 'invalid' | 'senderRevoked', invalidCode: 'NOT_FOUND' | 'BAD_REQUEST') {
  return reason === 'senderRevoked' ? fail(ctx, 'FORBIDDEN', 'errors.invitationSenderRevoked') : fail(ctx, invalidCode, 'errors.invitationInvalid');
}

async function change(ctx: Context & { session: NonNullable<Context['session']> }, userId: number, wanted: AccountChange) {
  const outcome = await changeAccount(ctx.db, ctx.session.user.id, userId, wanted);
  if (outcome.ok) return outcome.account;
  switch (outcome.reason) {
    case 'notFound':
      throw fail(ctx, 'NOT_FOUND', 'errors.userNotFound');
    case 'unverified':
      throw fail(ctx, 'CONFLICT', 'errors.promoteUnverified', { email: outcome.email });
    case 'lastAdmin':
      throw fail(ctx, 'CONFLICT', 'errors.lastAdmin');
  }
}

const usersArea = areaProcedure('users');

export const staffUsersRouter = router({
  /** A page of the staff, editor and admin accounts, with the invitations still pending. */
  list: usersArea.input(staffAccountsInput).query(({ ctx, input }) => listStaffAccounts(ctx.db, input?.page)),

  /** One account by its whole email, a customer's too, so that an admin can give it a role. */
  findAccount: usersArea.input(findAccountInput).query(async ({ ctx, input }) => {
    const account = await findAccountByEmail(ctx.db, input.email);
    if (!account) throw fail(ctx, 'NOT_FOUND', 'errors.userNotFound');
    return account;
  }),

  /**
   * Mails an invitation in the invitee's language. An email that has an account is refused (its
   * role is changed instead), so an invitation can never reach an existing account. The mail is
   * sent before answering: if it cannot be sent the invitation is revoked and the admin told.
   */
  invite: usersArea.input(inviteStaffInput).mutation(async ({ ctx, input }) => {
    await countHit(ctx, `staff-invite:${ctx.session.user.id}`, INVITE_LIMIT_PER_ADMIN, 3600);
    if (await hasAccount(ctx.db, input.email)) throw fail(ctx, 'CONFLICT', 'errors.invitationAccountExists', { email: input.email });
    const invitation = await issueInvitation(ctx.db, ctx.session.user.id, input);
    try {
      await sendInvitationMail(ctx.publicUrl, { to: input.email, role: input.role, locale: input.locale }, invitation.token);
    } catch (error) {
      console.error('[mail] staff invitation failed', error);
      await revokeInvitation(ctx.db, ctx.session.user.id, invitation.id);
      throw fail(ctx, 'SERVICE_UNAVAILABLE', 'errors.invitationMailFailed');
    }
    return { id: invitation.id, email: input.email, role: input.role, expiresAt: invitation.expiresAt.toISOString() };
  }),

  /** Stops a pending invitation's link from working. */
  revokeInvitation: usersArea.input(revokeInvitationInput).mutation(async ({ ctx, input }) => {
    if (!(await revokeInvitation(ctx.db, ctx.session.user.id, input.id))) throw fail(ctx, 'NOT_FOUND', 'errors.invitationNotFound');
    return { ok: true as const };
  }),

  /** Takes effect on the account's next request; never leaves the site without an active admin. */
  setRole: usersArea.input(setUserRoleInput).mutation(({ ctx, input }) => change(ctx, input.userId, { role: input.role })),

  /** Disabling revokes every session of the account and stops its sign-in; never leaves the site without an active admin. */
  setDisabled: usersArea.input(setUserDisabledInput).mutation(({ ctx, input }) => change(ctx, input.userId, { disabled: input.disabled })),

  /** The invitation page's first read: the email and role a pending link invites. */
  invitation: publicProcedure.input(invitationTokenInput).query(async ({ ctx, input }) => {
    await countHit(ctx, `invitation-ip:${ctx.ip}`, INVITATION_LIMIT_PER_IP, 900);
    const found = await findPendingInvitation(ctx.db, input.token);
    if (!found.ok) throw refused(ctx, found.reason, 'NOT_FOUND');
    return found.invitation;
  }),

  /** Creates the invited account with the chosen password and signs it in. */
  acceptInvitation: publicProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    await countHit(ctx, `invitation-ip:${ctx.ip}`, INVITATION_LIMIT_PER_IP, 900);
    // A dead link costs no password hash.
    const found = await findPendingInvitation(ctx.db, input.token);
    if (!found.ok) throw refused(ctx, found.reason, 'BAD_REQUEST');
    const passwordHash = await hashPassword(input.password);
    const outcome = await acceptInvitation(ctx.db, input.token, { firstName: input.firstName, passwordHash });
    if (!outcome.ok) throw outcome.reason === 'taken' ? fail(ctx, 'CONFLICT', 'errors.invitationTaken') : refused(ctx, outcome.reason, 'BAD_REQUEST');
    return { accessToken: await createSession(ctx.db, outcome.userId) };
  }),
});
