/** The reports console's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

type Range = RouterInputs['report']['sales'];

export const reportQueries = {
  sales: (trpc: Trpc, range: Range) => trpc.report.sales.queryOptions(range),
  visitors: (trpc: Trpc, range: Range) => trpc.report.visitors.queryOptions(range),
  refunds: (trpc: Trpc, range: Range) => trpc.report.refunds.queryOptions(range),
};
