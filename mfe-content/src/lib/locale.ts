import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { useLocale } from '@storefront/shared/i18n/use-locale';

/** A date (ISO string or YYYY-MM-DD) written the way the reader's language writes dates. */
export function useFormatDate(): (value: string) => string {
  const [locale] = useLocale();
  return (value) => formatLongDate(value, locale);
}
