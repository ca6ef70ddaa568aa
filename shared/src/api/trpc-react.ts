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
  for (const { path, input, data } of answers) {
    let procedure: unknown = trpc;
    for (const key of path.split('.')) procedure = (procedure as Record<string, unknown>)[key];
    queryClient.setQueryData((procedure as { queryKey: (input: unknown) => readonly unknown[] }).queryKey(input), data);
  }
}
