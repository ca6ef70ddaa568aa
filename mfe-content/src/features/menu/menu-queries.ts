/** The menu queries the pages run (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const menuQueries = {
  list: (trpc: Trpc) => trpc.menu.list.queryOptions(),
};
