/** The service console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const serviceQueries = {
  /** Every service, hidden ones too, and the images to choose from. */
  console: (trpc: Trpc) => trpc.service.adminList.queryOptions(),
  consoleKey: (trpc: Trpc) => trpc.service.adminList.queryKey(),
};
