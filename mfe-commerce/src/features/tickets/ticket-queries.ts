/** The ticket queries the pages and fragments run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const ticketQueries = {
  list: (trpc: Trpc) => trpc.ticket.list.queryOptions(),
  bySlug: (trpc: Trpc, slug: string) => trpc.ticket.bySlug.queryOptions({ slug }),
  pricing: (trpc: Trpc) => trpc.ticket.pricing.queryOptions(),
  /** Places left per day of `slug` from `from` to `to` (YYYY-MM-DD). */
  availability: (trpc: Trpc, input: { slug: string; from: string; to: string }) => trpc.ticket.availability.queryOptions(input),
};
