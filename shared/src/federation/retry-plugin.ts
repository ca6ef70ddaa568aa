/**
 * Federation runtime plugin of the shell: a remote's entry script that fails to load is asked for
 * once more before the failure reaches the error boundary, so one dropped request on a mobile
 * network does not blank a page. (The shell registers remotes by their entries, so the runtime
 * fetches no manifest that would need retrying: shell/src/app/remotes.ts.)
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry',
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
