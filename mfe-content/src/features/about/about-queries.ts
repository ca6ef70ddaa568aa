/** The about page's query (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const aboutQueries = {
  page: (trpc: Trpc) => trpc.page.about.queryOptions(),
};
