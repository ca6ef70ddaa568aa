/**
 * Federation runtime plugin of the shell: a remote's manifest that fails to load is fetched again
 * a few times, and its entry script once, before the failure reaches the error boundary, so one
 * dropped request on a mobile network does not blank a page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const ATTEMPTS = 3;
const delay = (attempt: number) => Math.min(attempt * 500, 3000);

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delay(attempt)));
        try {
          // The first attempt may be answered by the document's preload of the manifest (a
          // published manifest never changes: its folder is its version); a retry asks the server.
          const response = await fetch(url, attempt === 0 ? init : { ...init, cache: 'no-cache' });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // A remoteEntry.js whose preload (api/src/http/remote-hints.ts) failed is answered from that
    // failed preload the first time it is asked for; one more attempt goes to the network.
    // (The runtime's type for this hook wraps the answer in two promises, which TypeScript cannot
    // express; the runtime awaits whatever is returned.)
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0]) => {
      delete globalLoading[uniqueKey];
      return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
    }) as unknown as LoadEntryError,
  };
}
