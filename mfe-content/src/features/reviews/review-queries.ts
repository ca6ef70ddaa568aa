/** The review queries the pages run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const reviewQueries = {
  /** The home page's three newest reviews. */
  latest: (trpc: Trpc) => trpc.review.list.queryOptions({ pageSize: 3 }),
  /** A page of approved reviews with the rating summary, optionally of one service type. */
  list: (trpc: Trpc, input: RouterInputs['review']['list']) => trpc.review.list.queryOptions(input),
};
