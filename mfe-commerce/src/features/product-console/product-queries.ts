/** The product console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const productQueries = {
  /** Every product with its options, the combos, categories and the images to choose from. */
  console: (trpc: Trpc) => trpc.product.adminList.queryOptions(),
  everyProduct: (trpc: Trpc) => trpc.product.adminList.queryKey(),
};
