/** Links in the reader's language: the Vietnamese alias for vi, the English one for en. */
import { useTranslation } from 'react-i18next';
import { pathFor, type Locale, type RouteId } from '@storefront/shared/routes/route-table';

export function useLocalePath(): (id: RouteId, params?: Record<string, string>) => string {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'vi';
  return (id, params) => pathFor(id, locale, params);
}
