/** The reader's language and links in it: the Vietnamese alias for vi, the English one for en. */
import { useTranslation } from 'react-i18next';
import { pathFor, type Locale, type RouteId } from '@storefront/shared/routes/route-table';

export function useLocale(): { locale: Locale; linkTo: (id: RouteId, params?: Record<string, string>) => string } {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'vi';
  return { locale, linkTo: (id, params) => pathFor(id, locale, params) };
}
