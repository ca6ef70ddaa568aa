/** The server's view of a gate day, for the check-in desk (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const gateQueries = {
  report: (trpc: Trpc, date: string) => trpc.checkin.gateReport.queryOptions({ date }),
  conflicts: (trpc: Trpc, input: RouterInputs['checkin']['conflicts']) => trpc.checkin.conflicts.queryOptions(input),
};
