/** The ticket queries the pages and fragments run, shared with the description's first-page queries (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import { monthEnd, monthOf } from '../../lib/dates';

export const ticketQueries = {
  list: (trpc: Trpc) => trpc.ticket.list.queryOptions(),
  bySlug: (trpc: Trpc, slug: string) => trpc.ticket.bySlug.queryOptions({ slug }),
  pricing: (trpc: Trpc) => trpc.ticket.pricing.queryOptions(),
  /** Per day of `month`'s month (YYYY-MM-DD), for the order calendar: places left, sold out, closed reason, adult price. */
  month: (trpc: Trpc, slug: string, month: string) => trpc.ticket.availability.queryOptions({ slug, from: monthOf(month), to: monthEnd(month) }),
};
