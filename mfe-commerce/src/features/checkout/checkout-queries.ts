/** The checkout queries the pages run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const checkoutQueries = {
  paymentMethods: (trpc: Trpc) => trpc.checkout.paymentMethods.queryOptions(),
};
