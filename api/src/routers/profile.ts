import { eq } from 'drizzle-orm';
import { updateProfileInput } from '@storefront/shared/contracts/profile';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { fail, publicProcedure, router } from '../trpc';
import { TRPCError } from '@trpc/server';

async function loadUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      avatarUrl: users.avatarUrl,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, phone, avatarUrl, emailVerifiedAt, ...rest } = row;
  return {
    ...rest,
    /** Whether guest orders placed with this email show in the account (order.mine). */
    emailVerified: emailVerifiedAt !== null,
    profile: { firstName, lastName: lastName ?? undefined, phone: phone ?? undefined, avatarUrl: avatarUrl ?? undefined },
  };
}

export const profileRouter = router({
  /** Spec §8: a failed user fetch reads 'Không thể tải thông tin người dùng'. */
  getMyProfile: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.session) throw fail(ctx, 'UNAUTHORIZED', 'errors.profileLoad');
    const user = await loadUser(ctx.db, ctx.session.user.id);
    if (!user) throw fail(ctx, 'UNAUTHORIZED', 'errors.profileLoad');
    return user;
  }),

  /** Spec §8: a failed update reads 'Không thể cập nhật thông tin người dùng'. */
  updateProfile: publicProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    if (!ctx.session) throw fail(ctx, 'UNAUTHORIZED', 'errors.profileUpdate');
    try {
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if ('lastName' in input) changes.lastName = input.lastName ?? null;
      if ('phone' in input) changes.phone = input.phone ?? null;
      await ctx.db.update(users).set(changes).where(eq(users.id, ctx.session.user.id));
      const user = await loadUser(ctx.db, ctx.session.user.id);
      if (!user) throw fail(ctx, 'UNAUTHORIZED', 'errors.profileUpdate');
      return user;
    } catch (error) {
      if (error instanceof TRPCError) throw error;
      throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.profileUpdate');
    }
  }),
});
