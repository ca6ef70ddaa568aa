/** The ticket console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const catalogQueries = {
  ticketTypes: (trpc: Trpc) => trpc.ticket.adminList.queryOptions(),
  details: (trpc: Trpc, slug: string) => trpc.ticket.adminDetails.queryOptions({ slug }),
  /** Every type's details: what a details change changes. */
  everyDetails: (trpc: Trpc) => trpc.ticket.adminDetails.queryKey(),
  inventory: (trpc: Trpc, input: RouterInputs['ticket']['adminInventory']) => trpc.ticket.adminInventory.queryOptions(input),
  /** Every month of every type: what a capacity, close or reopen changes. */
  everyInventory: (trpc: Trpc) => trpc.ticket.adminInventory.queryKey(),
  /** The types' prices: what a price change changes. */
  everyTicketType: (trpc: Trpc) => trpc.ticket.adminList.queryKey(),
};
