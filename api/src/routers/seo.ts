import { seoByPathInput } from '@storefront/shared/contracts/seo';
import { resolveSeo } from '../lib/seo';
import { publicProcedure, router } from '../trpc';

export const seoRouter = router({
  /** The SEO record of a page path; spec §3 defaults when none is stored. */
  getSeoByPath: publicProcedure.input(seoByPathInput).query(async ({ ctx, input }) => {
    const resolved = await resolveSeo(ctx.db, input.path, ctx.locale, ctx.publicUrl);
    return resolved.seo;
  }),
});
