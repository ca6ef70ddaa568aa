import { newsletterSubscribeInput } from '@storefront/shared/contracts/newsletter';
import { newsletterSubscribers } from '../db/schema';
import { limitSubmissions } from '../lib/submission-limit';
import { publicProcedure, router } from '../trpc';

export const newsletterRouter = router({
  /** Subscribing twice is fine and says nothing about who is subscribed. */
  subscribe: publicProcedure.input(newsletterSubscribeInput).mutation(async ({ ctx, input }) => {
    await limitSubmissions(ctx, 'newsletter');
    await ctx.db.insert(newsletterSubscribers).values({ email: input.email, locale: ctx.locale }).onConflictDoNothing();
    return { ok: true as const };
  }),
});
