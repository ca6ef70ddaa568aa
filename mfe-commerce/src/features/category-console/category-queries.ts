/** The category console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const categoryQueries = {
  /** Every category with its place, parent and product count, and the images to choose from. */
  console: (trpc: Trpc) => trpc.category.adminList.queryOptions(),
  consoleKey: (trpc: Trpc) => trpc.category.adminList.queryKey(),
};
