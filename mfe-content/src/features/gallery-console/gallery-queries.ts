/** The gallery console's query, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const galleryQueries = {
  /** Every item in the public order, with both languages, and the site's images to choose from. */
  console: (trpc: Trpc) => trpc.gallery.adminList.queryOptions(),
  /** What every change (a new item, a save, a move, a delete) changes. */
  consoleKey: (trpc: Trpc) => trpc.gallery.adminList.queryKey(),
};
