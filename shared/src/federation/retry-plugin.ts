/**
 * Federation runtime plugin of the shell: a remote's manifest or entry that fails to load is
 * fetched again a few times before the failure reaches the error boundary, so one dropped
 * request on a mobile network does not blank a page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
