import { and, desc, eq } from 'drizzle-orm';
import { quoteCreateInput, quoteMarkHandledInput } from '@storefront/shared/contracts/quote';
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

  inbox: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(200);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
