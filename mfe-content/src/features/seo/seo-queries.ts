/** The SEO console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const seoQueries = {
  pages: (trpc: Trpc) => trpc.seo.adminList.queryOptions(),
  /** What a saved record changes. */
  pagesKey: (trpc: Trpc) => trpc.seo.adminList.queryKey(),
};
