/** The review queries the pages run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const reviewQueries = {
  /** The home page's three newest reviews. */
  latest: (trpc: Trpc) => trpc.review.list.queryOptions({ pageSize: 3 }),
};
