import { desc } from 'drizzle-orm';
import { quoteCreateInput } from '@storefront/shared/contracts/quote';
import { quotes } from '../db/schema';
import { publicProcedure, router, staffProcedure } from '../trpc';

export const quoteRouter = router({
  create: publicProcedure.input(quoteCreateInput).mutation(async ({ ctx, input }) => {
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
});
