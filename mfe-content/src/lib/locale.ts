import { useMemo } from 'react';
import { useLocale } from '@storefront/shared/i18n/use-locale';

/** A date (ISO string or YYYY-MM-DD) written the way the reader's language writes dates. */
export function useFormatDate(): (value: string) => string {
  const [locale] = useLocale();
  // Making a formatter costs milliseconds on a phone: once per language, not on every render.
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
    [locale],
  );
  return (value) => format.format(new Date(value.length === 10 ? `${value}T12:00:00+07:00` : value));
}
