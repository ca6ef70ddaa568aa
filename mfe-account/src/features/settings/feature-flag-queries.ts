/** The feature flag console's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const featureFlagQueries = {
  list: (trpc: Trpc) => trpc.featureFlags.list.queryOptions(),
  /** The list's key: a switch writes its new state there before the API answers, and puts the old one back if it refuses. */
  listKey: (trpc: Trpc) => trpc.featureFlags.list.queryKey(),
};
