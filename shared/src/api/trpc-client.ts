/**
 * The typed client for /api/trpc (spec §7). The shell creates it once and registers it with
 * `setApiClient`; the session store, feature flags, theme and SEO read it from there, and React
 * code reaches it through `TRPCProvider` / `useTRPC` (api/trpc-react).
 */
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@storefront/api/router';
import { getLocale } from '@storefront/shared/i18n/i18n';
import { getAccessToken } from '@storefront/shared/api/access-token';
import { MAX_BATCH_CALLS } from '@storefront/shared/contracts/request-limits';
import { createFetchWithRetry, type FetchWithRetryOptions } from '@storefront/shared/api/fetch-with-retry';
import { MAX_REQUEST_IDS } from '@storefront/shared/federation/field-signal-hooks';

export type { AppRouter };
export type ApiClient = TRPCClient<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const API_URL = '/api/trpc';

/** Headers of every request: the bearer token when signed in, and the page language. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-locale': getLocale() };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export interface ApiClientOptions extends FetchWithRetryOptions {
  /** Absolute URL when not served from the page's origin (standalone remote dev servers proxy instead). */
  url?: string;
}

const recentIds: string[] = [];

/**
 * The X-Request-Id of the API's last few answers, oldest first: a field report of a failure names
 * them, so the API's log lines of what the page got just before can be found.
 */
export function recentRequestIds(): string[] {
  return [...recentIds];
}

function rememberingRequestIds(doFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, init);
    const id = response.headers.get('x-request-id');
    // Checked by the reporter, which alone needs them.
    if (id && recentIds.push(id) > MAX_REQUEST_IDS) recentIds.shift();
    return response;
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { url = API_URL, ...transport } = options;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        // Keeps batched GET URLs within what proxies accept; longer batches are split.
        maxURLLength: 2000,
        // The server refuses a larger batch with 400.
        maxItems: MAX_BATCH_CALLS,
        headers: requestHeaders,
        fetch: rememberingRequestIds(createFetchWithRetry(transport)),
      }),
    ],
  });
}

let current: ApiClient | null = null;

/** Makes `client` the page's client for code outside React (stores, startup). */
export function setApiClient(client: ApiClient | null): void {
  current = client;
}

/** The page's client, or null before the shell (or a standalone remote) has set one. */
export function getApiClient(): ApiClient | null {
  return current;
}
