/** The route-rule console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const routeRuleQueries = {
  rules: (trpc: Trpc) => trpc.routeRule.list.queryOptions(),
  /** What a created, changed or deleted rule changes. */
  rulesKey: (trpc: Trpc) => trpc.routeRule.list.queryKey(),
};
