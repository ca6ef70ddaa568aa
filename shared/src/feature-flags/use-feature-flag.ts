import { useEffect } from 'react';
import { useStore } from 'zustand';
import { featureFlagStore, isFeatureEnabled } from '@storefront/shared/feature-flags/feature-flags';

/**
 * Whether a flag is on, e.g. `useFeatureFlag('enable_add_to_cart', true)`. Shows the default
 * until the flag is known, then follows the cache.
 */
export function useFeatureFlag(key: string, defaultValue: boolean): boolean {
  const known = useStore(featureFlagStore, (state) => state.flags[key]);
  useEffect(() => {
    if (known === undefined) void isFeatureEnabled(key, defaultValue);
  }, [key, defaultValue, known]);
  return known ?? defaultValue;
}
