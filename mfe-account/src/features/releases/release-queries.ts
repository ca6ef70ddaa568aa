/** The releases screen's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

/** Figures move as visitors browse: the screen follows them while it is open. */
const REFRESH_MS = 15_000;

export const releaseQueries = {
  overview: (trpc: Trpc) => ({ ...trpc.releases.overview.queryOptions(), refetchInterval: REFRESH_MS }),
  overviewKey: (trpc: Trpc) => trpc.releases.overview.queryKey(),
};
