/** The refund queue's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const refundQueries = {
  queue: (trpc: Trpc, input: RouterInputs['refund']['queue']) => trpc.refund.queue.queryOptions(input),
  /** Every page of the queue: what a refund changes. */
  everyQueuePage: (trpc: Trpc) => trpc.refund.queue.queryKey(),
};
