/** The ticket queries the pages and fragments run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const ticketQueries = {
  list: (trpc: Trpc) => trpc.ticket.list.queryOptions(),
};
