/** The order desk's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const orderDeskQueries = {
  search: (trpc: Trpc, input: RouterInputs['orderDesk']['search']) => trpc.orderDesk.search.queryOptions(input),
  order: (trpc: Trpc, orderCode: string) => trpc.orderDesk.byCode.queryOptions({ orderCode }),
  /** Every search and every order page: what an action on an order changes. */
  everySearch: (trpc: Trpc) => trpc.orderDesk.search.queryKey(),
  everyOrder: (trpc: Trpc) => trpc.orderDesk.byCode.queryKey(),
};
