/** The job queries the pages run (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const jobQueries = {
  list: (trpc: Trpc) => trpc.job.list.queryOptions(),
};
