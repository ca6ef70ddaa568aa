import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, setLocale, type Locale } from '@storefront/shared/i18n/i18n';

/** The page language and the switcher's setter; re-renders when the language changes. */
export function useLocale(): [Locale, (locale: Locale) => Promise<void>] {
  const { i18n } = useTranslation('common');
  return [isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE, setLocale];
}
