/** Calendar dates (YYYY-MM-DD) of visits, always judged in Vietnam's time zone. */
import { todayInVietnam } from '@storefront/shared/contracts/calendar';

export { todayInVietnam };

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

// Made once per language: a formatter costs milliseconds on a phone, and the day list makes a dozen.
const visitDateFormats: Partial<Record<'vi' | 'en', Intl.DateTimeFormat>> = {};

/** A visit date in the reader's language, e.g. "thứ Bảy, 21/11/2026" or "Saturday, 11/21/2026". */
export function formatVisitDate(date: string, locale: 'vi' | 'en'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const format = (visitDateFormats[locale] ??= new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }));
  return format.format(parsed);
}
