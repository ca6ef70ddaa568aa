/** The menu console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const menuQueries = {
  /** Every section with its dishes, both languages as stored, and the images to choose from. */
  console: (trpc: Trpc) => trpc.menu.adminList.queryOptions(),
  consoleKey: (trpc: Trpc) => trpc.menu.adminList.queryKey(),
};
