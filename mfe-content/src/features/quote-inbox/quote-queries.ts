/** The quote inbox's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const quoteQueries = {
  inbox: (trpc: Trpc, input: RouterInputs['quote']['inbox']) => trpc.quote.inbox.queryOptions(input),
  /** Every page of the inbox: what marking a quote handled changes. */
  everyInboxPage: (trpc: Trpc) => trpc.quote.inbox.queryKey(),
};
