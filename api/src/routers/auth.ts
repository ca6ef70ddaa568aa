import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { loginInput, registerInput, type LoginInput, type RegisterInput } from '@storefront/shared/contracts/auth';
import { isEmailVerified, issueVerificationToken } from '../auth/email-verification';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import { sendAlreadyRegisteredMail, sendVerificationMail } from '../auth/verification-mail';
import { users } from '../db/schema';
import type { RateLimitResult } from '../lib/rate-limit';
import { fail, protectedProcedure, publicProcedure, router, type Context } from '../trpc';
import { mailInBackground } from '../lib/mail-in-background';

/** Password checks allowed per account (from any address) and per address in a 15-minute window. */
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_LIMIT_PER_IP = 30;
const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Registrations per address and per email an hour: each one sends a mail to that email. */
export const REGISTER_LIMIT_PER_IP = 10;
export const REGISTER_LIMIT_PER_EMAIL = 3;
/** Verification mails per account and per address an hour. */
export const RESEND_LIMIT = 3;
const HOUR_SECONDS = 3600;

function tooManyAttempts(ctx: Context, limit: RateLimitResult): TRPCError {
  return fail(ctx, 'TOO_MANY_REQUESTS', 'errors.tooManyAttempts', { minutes: Math.ceil(limit.retryAfterSeconds / 60) });
}

/**
 * Counts one attempt under each key in turn, before any work is done, and refuses once a key is
 * over its limit. Counting first (one atomic statement per key) is what keeps parallel and
 * batched calls from all passing a check that would only count them afterwards.
 */
async function countAttempt(ctx: Context, keys: { key: string; limit: number; windowSeconds: number }[]): Promise<void> {
  for (const { key, limit, windowSeconds } of keys) {
    const result = await ctx.rateLimiter.hit(key, limit, windowSeconds);
    if (!result.allowed) throw tooManyAttempts(ctx, result);
  }
}

/**
 * Every attempt is counted before its password is checked, successful ones included, and a
 * success resets no counter: a reset (or a credit for the success) would let a guesser who holds
 * any one working account, or who waits for the owner to sign in, earn fresh guesses. The
 * account key is the email alone, so guesses from many addresses share one budget.
 *
 * A guesser must not be able to lock the owner out, so the owner's last successful address may
 * still check a password past the account limit; that address's own limit still applies.
 */
async function login(ctx: Context, input: LoginInput): Promise<{ accessToken: string }> {
  await countAttempt(ctx, [{ key: `login-ip:${ctx.ip}`, limit: LOGIN_LIMIT_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS }]);
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, lastLoginIp: users.lastLoginIp, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const account = await ctx.rateLimiter.hit(`login-account:${input.email}`, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_SECONDS);
  const fromOwnersAddress = user?.lastLoginIp != null && user.lastLoginIp === ctx.ip;
  if (!account.allowed && !fromOwnersAddress) throw tooManyAttempts(ctx, account);

  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok) throw fail(ctx, 'UNAUTHORIZED', 'errors.invalidCredentials');
  // Said only to someone who knows the password.
  if (user.disabledAt) throw fail(ctx, 'UNAUTHORIZED', 'errors.accountDisabled');

  const changes: Partial<typeof users.$inferInsert> = { lastLoginIp: ctx.ip };
  // The password is known only now, so this is when an old, cheaper hash can be replaced.
  if (needsRehash(user.passwordHash)) changes.passwordHash = await hashPassword(input.password);
  await ctx.db.update(users).set(changes).where(eq(users.id, user.id));
  return { accessToken: await createSession(ctx.db, user.id) };
}

/**
 * The answer is the same whether or not the email has an account, so registration does not tell
 * who is a customer; only the mailbox learns which case applied. The password is hashed in both
 * cases, so the time taken does not tell either.
 */
async function register(ctx: Context, input: RegisterInput): Promise<{ ok: true }> {
  await countAttempt(ctx, [
    { key: `register-ip:${ctx.ip}`, limit: REGISTER_LIMIT_PER_IP, windowSeconds: HOUR_SECONDS },
    { key: `register-email:${input.email}`, limit: REGISTER_LIMIT_PER_EMAIL, windowSeconds: HOUR_SECONDS },
  ]);
  const passwordHash = await hashPassword(input.password);
  const [created] = await ctx.db
    .insert(users)
    .values({ email: input.email, passwordHash, firstName: input.firstName, role: 'customer' })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  if (created) {
    const token = await issueVerificationToken(ctx.db, created);
    mailInBackground('verification', sendVerificationMail(ctx.publicUrl, { to: created.email, firstName: input.firstName, locale: ctx.locale }, token));
  } else {
    const [existing] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.email, input.email)).limit(1);
    const firstName = existing?.firstName ?? input.firstName;
    mailInBackground('already registered', sendAlreadyRegisteredMail(ctx.publicUrl, { to: input.email, firstName, locale: ctx.locale }));
  }
  return { ok: true };
}

export const authRouter = router({
  /** Wrong email and wrong password fail alike; attempts are rate limited before the check. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    try {
      return await login(ctx, input);
    } catch (error) {
      if (error instanceof TRPCError) throw error;
      // Spec §8: an unexpected login failure reads 'Đã xảy ra lỗi khi đăng nhập'.
      throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.login');
    }
  }),

  /** `{ ok: true }` for a new and an existing email alike; the mail says which it was. */
  register: publicProcedure.input(registerInput).mutation(({ ctx, input }) => register(ctx, input)),

  /** Mails a new verification link to the signed-in account's email, unless it is verified already. */
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    const { id, email } = ctx.session.user;
    await countAttempt(ctx, [
      { key: `verify-resend-account:${id}`, limit: RESEND_LIMIT, windowSeconds: HOUR_SECONDS },
      { key: `verify-resend-ip:${ctx.ip}`, limit: RESEND_LIMIT, windowSeconds: HOUR_SECONDS },
    ]);
    if (await isEmailVerified(ctx.db, id)) return { ok: true as const, alreadyVerified: true };
    const [user] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id)).limit(1);
    const token = await issueVerificationToken(ctx.db, { id, email });
    mailInBackground('verification', sendVerificationMail(ctx.publicUrl, { to: email, firstName: user?.firstName ?? '', locale: ctx.locale }, token));
    return { ok: true as const, alreadyVerified: false };
  }),

  /** Spec §8 wording on failure: 'An error occurred during logout'. */
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.session.tokenHash).catch(() => {
      throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.logout');
    });
    return { ok: true as const };
  }),
});
