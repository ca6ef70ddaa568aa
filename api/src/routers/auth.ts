import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { loginInput, registerInput, type LoginInput } from '@storefront/shared/contracts/auth';
import { getDummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import { users } from '../db/schema';
import { fail, protectedProcedure, publicProcedure, router, type Context } from '../trpc';

/** Failed logins allowed per email+address and per address in a 15-minute window. */
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_LIMIT_PER_IP = 30;
const LOGIN_WINDOW_SECONDS = 15 * 60;

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function login(ctx: Context, input: LoginInput): Promise<{ accessToken: string }> {
    const accountKey = `login:${ctx.ip}:${input.email}`;
    const ipKey = `login-ip:${ctx.ip}`;
    const [accountHits, ipHits] = await Promise.all([ctx.rateLimiter.peek(accountKey), ctx.rateLimiter.peek(ipKey)]);
    if (accountHits >= LOGIN_LIMIT_PER_ACCOUNT || ipHits >= LOGIN_LIMIT_PER_IP) {
      throw fail(ctx, 'TOO_MANY_REQUESTS', 'errors.tooManyAttempts', { minutes: LOGIN_WINDOW_SECONDS / 60 });
    }
    const [user] = await ctx.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !ok) {
      await Promise.all([
        ctx.rateLimiter.hit(accountKey, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_SECONDS),
        ctx.rateLimiter.hit(ipKey, LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_SECONDS),
      ]);
      throw fail(ctx, 'UNAUTHORIZED', 'errors.invalidCredentials');
    }
    await ctx.rateLimiter.reset(accountKey);
    return { accessToken: await createSession(ctx.db, user.id) };
  }

export const authRouter = router({
  /** Wrong email and wrong password fail alike; repeated failures are rate limited. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    try {
      return await login(ctx, input);
    } catch (error) {
      if (error instanceof TRPCError) throw error;
      // Spec §8: an unexpected login failure reads 'Đã xảy ra lỗi khi đăng nhập'.
      throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.login');
    }
  }),
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    try {
      const [user] = await ctx.db
        .insert(users)
        .values({ email: input.email, passwordHash, firstName: input.firstName, role: 'customer' })
        .returning({ id: users.id });
      return { accessToken: await createSession(ctx.db, user!.id) };
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(ctx, 'CONFLICT', 'errors.emailTaken');
      throw error;
    }
  }),

  /** Spec §8 wording on failure: 'An error occurred during logout'. */
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.session.tokenHash).catch(() => {
      throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.logout');
    });
    return { ok: true as const };
  }),
});
