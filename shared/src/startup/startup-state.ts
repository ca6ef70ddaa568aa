/**
 * What the served document already knows at start-up (api/src/http/startup-state.ts): the active
 * theme, its component styles and the feature flags, so the loading overlay need not wait for
 * the API, and the answers to the first page's queries. Any part may be missing (the dev server's
 * page, a failure on the server); the shell then asks the API for it, as before.
 */
import type { FeatureFlag } from '@storefront/shared/feature-flags/feature-flags';
import type { FirstPageQuery, Locale } from '@storefront/shared/federation/remote-description';
import type { ComponentStyleConfig } from '@storefront/shared/theme/component-styles';
import type { Theme } from '@storefront/shared/theme/theme';

export interface StartupState {
  /** The language the server answered the queries in (its cookie), which may not be the page's. */
  locale?: Locale;
  theme?: Theme;
  componentStyles?: ComponentStyleConfig[];
  featureFlags?: FeatureFlag[];
  queries?: Array<FirstPageQuery & { data: unknown }>;
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

/**
 * The first page's answers, when the server gave them in the page's language. A reader whose
 * choice is kept in storage but whose cookie is gone (expired, cleared) gets a document in the
 * default language: its answers would put Vietnamese names and prices under an English page.
 */
export function firstPageAnswers(locale: Locale, state: StartupState = readStartupState()): NonNullable<StartupState['queries']> {
  return state.locale === locale ? (state.queries ?? []) : [];
}
