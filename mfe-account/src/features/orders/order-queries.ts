/** The signed-in person's order queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const orderQueries = {
  mine: (trpc: Trpc) => trpc.order.mine.queryOptions(),
};
