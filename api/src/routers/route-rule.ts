import { deleteRouteRuleInput, routeRuleInput, updateRouteRuleInput } from '@storefront/shared/contracts/route-rules';
import { createRouteRule, deleteRouteRule, listRouteRules, updateRouteRule } from '../routing/route-rules';
import { areaProcedure, router, type Context } from '../trpc';

const contentProcedure = areaProcedure('content');

/** What the rules' changes need: the live pages (a page's two addresses) and this site's hosts. */
async function adminContext(ctx: Context & { session: NonNullable<Context['session']> }) {
  return { db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id, site: await ctx.site(), siteHosts: ctx.siteHosts };
}

/** Route rules (spec §7), managed by editors and admins (staff area `content`). */
export const routeRuleRouter = router({
  list: contentProcedure.query(({ ctx }) => listRouteRules(ctx.db)),
  create: contentProcedure.input(routeRuleInput).mutation(async ({ ctx, input }) => createRouteRule(await adminContext(ctx), input)),
  update: contentProcedure.input(updateRouteRuleInput).mutation(async ({ ctx, input }) => updateRouteRule(await adminContext(ctx), input)),
  delete: contentProcedure.input(deleteRouteRuleInput).mutation(async ({ ctx, input }) => deleteRouteRule(await adminContext(ctx), input)),
});
