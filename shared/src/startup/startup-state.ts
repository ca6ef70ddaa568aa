/**
 * What the served document already knows at start-up (api/src/http/startup-state.ts): the active
 * theme, its component styles and the feature flags, so the loading overlay need not wait for
 * the API. Any part may be missing (the dev server's page, a failure on the server); the shell then
 * asks the API for it, as before. (The page's own answers come after it: ./page-answers.ts.)
 */
import type { FeatureFlag } from '@storefront/shared/feature-flags/feature-flags';
import type { ComponentStyleConfig } from '@storefront/shared/theme/component-styles';
import type { Theme } from '@storefront/shared/theme/theme';

export interface StartupState {
  theme?: Theme;
  componentStyles?: ComponentStyleConfig[];
  featureFlags?: FeatureFlag[];
}

export function readStartupState(): StartupState {
  try {
    const text = document.getElementById('startup-state')?.textContent;
    const state: unknown = text ? JSON.parse(text) : null;
    return state && typeof state === 'object' ? (state as StartupState) : {};
  } catch {
    return {}; // a damaged script element: the API answers instead
  }
}

