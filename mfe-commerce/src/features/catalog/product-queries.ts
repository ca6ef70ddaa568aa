/**
 * The product queries the pages run, made in one place so the description's first-page queries
 * (src/app/description.ts) have the very keys the pages ask for. Imports types only: the
 * description is read in Node at build time.
 */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { ProductListInput } from '@storefront/shared/contracts/product';

export const productQueries = {
  bySlug: (trpc: Trpc, slug: string) => trpc.product.bySlug.queryOptions({ slug }),
  list: (trpc: Trpc, input: ProductListInput) => trpc.product.list.queryOptions(input),
};
