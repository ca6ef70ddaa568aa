/** The gallery queries the pages run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export type GalleryKind = 'photo' | 'video';

export const galleryQueries = {
  /** Every item without a kind: the unfiltered grid asks without an input at all. */
  list: (trpc: Trpc, kind?: GalleryKind) => trpc.gallery.list.queryOptions(kind ? { kind } : undefined),
};
