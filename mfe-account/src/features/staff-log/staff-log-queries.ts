/** The action history's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const staffLogQueries = {
  list: (trpc: Trpc, input: RouterInputs['staffLog']['list']) => trpc.staffLog.list.queryOptions(input),
};
