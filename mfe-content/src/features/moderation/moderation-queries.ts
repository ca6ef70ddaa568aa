/** The moderation queue's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const moderationQueries = {
  queue: (trpc: Trpc, input: RouterInputs['moderation']['queue']) => trpc.moderation.queue.queryOptions(input),
  /** Every page of the queue, and the menu's count: what a decision changes. */
  everyPage: (trpc: Trpc) => trpc.moderation.queue.queryKey(),
};
