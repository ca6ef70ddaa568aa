/** The comment queries the pages run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const commentQueries = {
  /** The first page is asked for without `page`, as the document's first-page state answers it. */
  list: (trpc: Trpc, postSlug: string, page = 1) => trpc.comment.list.queryOptions(page === 1 ? { postSlug } : { postSlug, page }),
};
