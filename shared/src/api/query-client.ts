/**
 * The QueryClient every page uses. The transport already retries (api/fetch-with-retry), so
 * TanStack Query does not retry on top of it. Failed mutations and failed background refreshes
 * become a toast here, once, instead of in every component; a first load that fails is shown by
 * the component's own ErrorState.
 */
import { MutationCache, QueryCache, QueryClient } from '@storefront/shared/api/react-query';
import { toast } from '@storefront/shared/toast/toast-store';
import { errorMessage } from '@storefront/shared/api/api-errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { silentError: true }` when the component shows the error itself (a form's field errors). */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined && !query.meta?.silentError) toast({ type: 'error', message: errorMessage(error) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) toast({ type: 'error', message: errorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
