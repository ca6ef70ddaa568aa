import { seoByPathInput } from '@storefront/shared/contracts/seo';
import { renderHead } from '../http/page-head';
import { resolveSeo } from '../lib/seo';
import { publicProcedure, router } from '../trpc';

export const seoRouter = router({
  /** The SEO record of a page path; spec §3 defaults when none is stored. */
  getSeoByPath: publicProcedure.input(seoByPathInput).query(async ({ ctx, input }) => {
    const resolved = await resolveSeo(ctx.db, await ctx.site(), input.path, ctx.locale, ctx.publicUrl);
    return resolved.seo;
  }),

  /**
   * The page tags the document of a path carries (title, description, robots, canonical, hreflang,
   * Open Graph, JSON-LD), rendered as the document renders them, so that the shell can put them in
   * place after a client-side navigation and the head says what a fresh load of the URL would.
   */
  head: publicProcedure.input(seoByPathInput).query(async ({ ctx, input }) => {
    const resolved = await resolveSeo(ctx.db, await ctx.site(), input.path, ctx.locale, ctx.publicUrl);
    return { status: resolved.status, tags: renderHead(resolved, ctx.locale, ctx.publicUrl) };
  }),
});
