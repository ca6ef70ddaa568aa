/**
 * React access to the API through TanStack Query option factories:
 * `const trpc = useTRPC(); useQuery(trpc.product.bySlug.queryOptions({ slug }))`.
 * One context for the whole page, because `@storefront/shared` is a federation singleton.
 */
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@storefront/api/router';
import type { QueryClient } from '@storefront/shared/api/react-query';
import type { ApiClient } from '@storefront/shared/api/trpc-client';
import type { FirstPageQuery } from '@storefront/shared/federation/remote-description';
import type { Trpc } from '@storefront/shared/api/trpc-options';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The same factories outside React, for code that makes query keys or caches answers. */
export function createOptionsProxy(client: ApiClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/**
 * Caches answers the server already gave (the served document's first-page queries) under the
 * keys the pages' `queryOptions` use, so those pages render with them instead of asking again.
 */
export function cacheAnswers(queryClient: QueryClient, client: ApiClient, answers: ReadonlyArray<FirstPageQuery & { data: unknown }>): void {
  const trpc = createOptionsProxy(client, queryClient);
  for (const { path, input, data } of answers) queryClient.setQueryData(procedureAt(trpc, path).queryKey(input), data);
}

/**
 * Asks the API for a page's first-page queries in the background, with the options the page's own
 * factories make (same key, same request), so the page renders with them when it is opened.
 */
export function prefetchFirstPageQueries(queryClient: QueryClient, trpc: Trpc, queries: readonly FirstPageQuery[]): void {
  for (const { path, input } of queries) void queryClient.prefetchQuery(procedureAt(trpc, path).queryOptions(input));
}

interface QueryProcedure {
  queryKey(input: unknown): readonly unknown[];
  queryOptions(input: unknown): Parameters<QueryClient['prefetchQuery']>[0];
}

/** The procedure a published query names ('ticket.list'). */
function procedureAt(trpc: Trpc, path: string): QueryProcedure {
  let procedure: unknown = trpc;
  for (const key of path.split('.')) procedure = (procedure as Record<string, unknown>)[key];
  return procedure as QueryProcedure;
}
