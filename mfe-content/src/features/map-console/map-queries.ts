/** The map console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const mapQueries = {
  /** Every point in both languages as stored, the illustrated map they sit on and the images to choose from. */
  console: (trpc: Trpc) => trpc.map.adminList.queryOptions(),
  consoleKey: (trpc: Trpc) => trpc.map.adminList.queryKey(),
};
