import { and, desc, eq, sql } from 'drizzle-orm';
import { quoteCreateInput, quoteInboxInput, quoteMarkHandledInput } from '@storefront/shared/contracts/quote';
import { quotes } from '../db/schema';
import { limitSubmissions } from '../lib/submission-limit';
import { recordStaffAction } from '../staff/action-log';
import { fail, publicProcedure, router, staffProcedure } from '../trpc';

export const quoteRouter = router({
  create: publicProcedure.input(quoteCreateInput).mutation(async ({ ctx, input }) => {
    await limitSubmissions(ctx, 'quote');
    const [row] = await ctx.db
      .insert(quotes)
      .values({ fullName: input.fullName, email: input.email, phone: input.phone, message: input.message ?? null, country: input.country })
      .returning({ id: quotes.id });
    return { id: row!.id };
  }),

  /** Newest first, a page at a time, with how many requests there are in all. */
  inbox: staffProcedure.input(quoteInboxInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const pageSize = input?.pageSize ?? 20;
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select()
        .from(quotes)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(quotes),
    ]);
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: Number(count?.total ?? 0) };
  }),

  /** Idempotent: marking an already handled request changes (and records) nothing. */
  markHandled: staffProcedure.input(quoteMarkHandledInput).mutation(async ({ ctx, input }) => {
    const changed = await ctx.db.transaction(async (tx) => {
      const updated = await tx.update(quotes).set({ status: 'handled' }).where(and(eq(quotes.id, input.id), eq(quotes.status, 'new'))).returning({ id: quotes.id });
      if (updated.length > 0) await recordStaffAction(tx, { actorId: ctx.session.user.id, action: 'quote.handled', subjectKind: 'quote', subjectId: input.id });
      return updated.length > 0;
    });
    if (!changed) {
      const [existing] = await ctx.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, input.id)).limit(1);
      if (!existing) throw fail(ctx, 'NOT_FOUND', 'errors.quoteNotFound');
    }
    return { id: input.id, status: 'handled' as const };
  }),
});
