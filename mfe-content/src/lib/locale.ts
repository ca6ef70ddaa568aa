/** The reader's language and links in it, so Vietnamese readers stay on Vietnamese paths. */
import { useTranslation } from 'react-i18next';
import { pathFor, type Locale, type RouteId } from '@storefront/shared/routes/route-table';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}

export function useLocalePath(): (id: RouteId, params?: Record<string, string>) => string {
  const locale = useLocale();
  return (id, params) => pathFor(id, locale, params);
}

/** A date (ISO string or YYYY-MM-DD) written the way the reader's language writes dates. */
export function useFormatDate(): (value: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });
  return (value) => format.format(new Date(value.length === 10 ? `${value}T12:00:00+07:00` : value));
}
