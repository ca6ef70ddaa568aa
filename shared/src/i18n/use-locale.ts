import { useTranslation } from '@storefront/shared/i18n/react';
import { DEFAULT_LOCALE, isLocale, setLocale, type Locale } from '@storefront/shared/i18n/i18n';
import type { PageRole } from '@storefront/shared/federation/page-roles';
import { pathFor, pathServing } from '@storefront/shared/routes/route-table';

/** The page language and the switcher's setter; re-renders when the language changes. */
export function useLocale(): [Locale, (locale: Locale) => Promise<void>] {
  const { i18n } = useTranslation('common');
  return [isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE, setLocale];
}

/** Links in the reader's language: the Vietnamese alias for vi, the English one for en. */
export function useLocalePath(): (id: string, params?: Record<string, string>) => string {
  const [locale] = useLocale();
  return (id, params) => pathFor(id, locale, params);
}

/**
 * Links to the page serving a role (page-roles.ts), in the reader's language. Shared code links
 * through this rather than the route table itself: this module is the shell's copy in every
 * remote, so a remote's copy of a shared link reads the site the shell composed.
 */
export function useRolePath(): (role: PageRole, params?: Record<string, string>) => string {
  const [locale] = useLocale();
  return (role, params) => pathServing(role, locale, params);
}
