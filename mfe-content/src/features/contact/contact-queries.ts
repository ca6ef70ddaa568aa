/** The contact details' query: hotline, email, address, opening hours (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const contactQueries = {
  details: (trpc: Trpc) => trpc.page.contact.queryOptions(),
};
