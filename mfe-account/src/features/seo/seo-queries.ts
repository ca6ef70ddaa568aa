/** The SEO and route-rule consoles' queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const seoQueries = {
  pages: (trpc: Trpc) => trpc.seo.adminList.queryOptions(),
  /** What a saved record changes. */
  pagesKey: (trpc: Trpc) => trpc.seo.adminList.queryKey(),
  rules: (trpc: Trpc) => trpc.routeRule.list.queryOptions(),
  /** What a created or deleted rule changes. */
  rulesKey: (trpc: Trpc) => trpc.routeRule.list.queryKey(),
};
