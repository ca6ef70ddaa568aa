/** The map queries the pages run (types only, for Node). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const mapQueries = {
  points: (trpc: Trpc) => trpc.map.points.queryOptions(),
};
