/** The order queries the pages run (types only, like the other factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const orderQueries = {
  /** The order with the buyer's proof: the access token of their links, or the booking's email or phone. */
  byCode: (trpc: Trpc, input: RouterInputs['order']['byCode']) => trpc.order.byCode.queryOptions(input),
};
