/** The category queries the pages run (types only, like the other factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const categoryQueries = {
  list: (trpc: Trpc) => trpc.category.list.queryOptions(),
  bySlug: (trpc: Trpc, slug: string) => trpc.category.bySlug.queryOptions({ slug }),
};
