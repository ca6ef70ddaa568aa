/**
 * Feature flags (spec §7/§8), cached by key for the life of the page. Failures never break a
 * page: the list becomes empty, a single flag null, a check its supplied default.
 */
import { createStore } from 'zustand/vanilla';
import { TRPCClientError } from '@trpc/client';
import { getApiClient } from '@storefront/shared/api/trpc-client';

export interface FeatureFlag {
  key: string;
  enabled: boolean;
}

export const FLAGS_LOAD_FAILED = 'Đã xảy ra lỗi khi tải feature flags';
export const flagLoadFailed = (key: string) => `Đã xảy ra lỗi khi tải feature flag với key ${key}`;

/** Known flags by key; a missing key has not been asked for (or could not be loaded) yet. */
export const featureFlagStore = createStore<{ flags: Record<string, boolean> }>(() => ({ flags: {} }));

function remember(flags: ReadonlyArray<FeatureFlag>): void {
  featureFlagStore.setState((state) => ({
    flags: { ...state.flags, ...Object.fromEntries(flags.map((flag) => [flag.key, flag.enabled])) },
  }));
}

function requireClient() {
  const client = getApiClient();
  if (!client) throw new Error('tRPC client not initialized');
  return client;
}

/** Every flag, cached: `known` (the served document's) or asked of the API; an empty list when that fails (spec §8). */
export async function loadFeatureFlags(known?: FeatureFlag[]): Promise<FeatureFlag[]> {
  try {
    const flags: FeatureFlag[] = known ?? (await requireClient().featureFlags.getAllFeatureFlags.query());
    remember(flags);
    return flags;
  } catch (error) {
    console.error(error instanceof TRPCClientError && error.message ? error.message : FLAGS_LOAD_FAILED, error);
    return [];
  }
}

/** One flag, cached; null when it cannot be loaded (spec §8). */
export async function getFeatureFlag(key: string): Promise<FeatureFlag | null> {
  try {
    const flag: FeatureFlag = await requireClient().featureFlags.getFeatureFlagByKey.query({ key });
    remember([flag]);
    return flag;
  } catch (error) {
    console.error(flagLoadFailed(key), error);
    return null;
  }
}

const pending = new Map<string, Promise<boolean>>();

/** Whether a flag is on: from the cache, else asked once; the supplied default when that fails. */
export function isFeatureEnabled(key: string, defaultValue: boolean): Promise<boolean> {
  const cached = featureFlagStore.getState().flags[key];
  if (cached !== undefined) return Promise.resolve(cached);
  let request = pending.get(key);
  if (!request) {
    request = Promise.resolve()
      .then(requireClient)
      .then((client) => client.featureFlags.isFeatureEnabled.query({ key, defaultValue }))
      .then(({ enabled }) => {
        remember([{ key, enabled }]);
        return enabled;
      })
      .catch((error: unknown) => {
        console.error(flagLoadFailed(key), error);
        return defaultValue;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/** Forgets every cached flag (after sign-in/out, flags may differ per person). */
export function clearFeatureFlags(): void {
  featureFlagStore.setState({ flags: {} });
}
