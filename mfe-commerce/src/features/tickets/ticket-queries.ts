/** The ticket queries the pages and fragments run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const ticketQueries = {
  list: (trpc: Trpc) => trpc.ticket.list.queryOptions(),
  bySlug: (trpc: Trpc, slug: string) => trpc.ticket.bySlug.queryOptions({ slug }),
  pricing: (trpc: Trpc) => trpc.ticket.pricing.queryOptions(),
  /** Per day from `from` to `to` (a calendar's month): places left, sold out, closed reason, adult price. */
  days: (trpc: Trpc, slug: string, { from, to }: { from: string; to: string }) => trpc.ticket.availability.queryOptions({ slug, from, to }),
};
