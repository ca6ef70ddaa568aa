/** The service queries the pages run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const serviceQueries = {
  list: (trpc: Trpc) => trpc.service.list.queryOptions(),
  bySlug: (trpc: Trpc, slug: string) => trpc.service.bySlug.queryOptions({ slug }),
};
