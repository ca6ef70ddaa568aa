/** The order queries the pages run (types only, like the other factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const orderQueries = {
  byCode: (trpc: Trpc, orderCode: string) => trpc.order.byCode.queryOptions({ orderCode }),
};
