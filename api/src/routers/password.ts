/**
 * Passwords: the sign-in page's "forgot password" mail and the page its link opens, and a
 * signed-in account's change of its password (auth/password-reset.ts).
 */
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { changePasswordInput, PASSWORD_RESET_MINUTES, requestPasswordResetInput, resetPasswordInput } from '@storefront/shared/contracts/auth';
import { changePassword, checkPasswordReset, issuePasswordReset, resetPassword, resettableAccount, type ResetCheck } from '../auth/password-reset';
import { sendPasswordResetMail } from '../auth/password-reset-mail';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { mailInBackground } from '../lib/mail-in-background';
import { fail, fieldFailure, protectedProcedure, publicProcedure, router, type Context } from '../trpc';

const HOUR_SECONDS = 3600;
/** Reset mails asked for per address and per email an hour: each one mails that email. */
export const RESET_REQUEST_LIMIT_PER_IP = 10;
export const RESET_REQUEST_LIMIT_PER_EMAIL = 3;
/** New passwords set through links per address in 15 minutes: each one hashes a password. */
export const RESET_LIMIT_PER_IP = 20;
/** Password changes per account in 15 minutes: each one checks the current password, as a sign-in does. */
export const CHANGE_LIMIT_PER_ACCOUNT = 5;

async function countHit(ctx: Context, key: string, limit: number, windowSeconds: number): Promise<void> {
  const result = await ctx.rateLimiter.hit(key, limit, windowSeconds);
  if (!result.allowed) throw fail(ctx, 'TOO_MANY_REQUESTS', 'errors.tooManyAttempts', { minutes: Math.ceil(result.retryAfterSeconds / 60) });
}

function refused(ctx: Context, check: Exclude<ResetCheck, 'ok'>): TRPCError {
  return check === 'expired' ? fail(ctx, 'BAD_REQUEST', 'errors.passwordResetExpired', { minutes: PASSWORD_RESET_MINUTES }) : fail(ctx, 'BAD_REQUEST', 'errors.passwordResetInvalid');
}

export const passwordRouter = router({
  /**
   * `{ ok: true }` whether or not the email has an account, so the answer tells no one who is a
   * customer; only a live account's mailbox gets a link, in the language of the page that asked.
   */
  requestReset: publicProcedure.input(requestPasswordResetInput).mutation(async ({ ctx, input }) => {
    await countHit(ctx, `reset-request-ip:${ctx.ip}`, RESET_REQUEST_LIMIT_PER_IP, HOUR_SECONDS);
    await countHit(ctx, `reset-request-email:${input.email}`, RESET_REQUEST_LIMIT_PER_EMAIL, HOUR_SECONDS);
    const account = await resettableAccount(ctx.db, input.email);
    if (account) {
      const token = await issuePasswordReset(ctx.db, account.id);
      // In the background: waiting for the mail would make a known email answer later than an unknown one.
      mailInBackground('password reset', sendPasswordResetMail(ctx.publicUrl, { to: account.email, firstName: account.firstName, locale: ctx.locale }, token));
    }
    return { ok: true as const };
  }),

  /** Sets the new password of a link's account and ends all its sessions; the link works once. */
  reset: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await countHit(ctx, `reset-ip:${ctx.ip}`, RESET_LIMIT_PER_IP, 900);
    // A dead link costs no password hash.
    const check = await checkPasswordReset(ctx.db, input.token);
    if (check !== 'ok') throw refused(ctx, check);
    const outcome = await resetPassword(ctx.db, input.token, await hashPassword(input.password));
    if (outcome !== 'ok') throw refused(ctx, outcome);
    return { ok: true as const };
  }),

  /** Needs the current password; ends every other session of the account, this one stays. */
  change: protectedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const { id } = ctx.session.user;
    await countHit(ctx, `password-change:${id}`, CHANGE_LIMIT_PER_ACCOUNT, 900);
    const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
    if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) throw fieldFailure(ctx, ['currentPassword'], 'validation.currentPasswordWrong');
    await changePassword(ctx.db, id, await hashPassword(input.password), ctx.session.tokenHash);
    return { ok: true as const };
  }),
});
