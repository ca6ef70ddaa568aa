/** Dates as the reader writes them; times in Vietnam's zone, where every visit happens. */
import type { Locale } from '@storefront/shared/routes/route-table';

const tag = (locale: Locale) => (locale === 'vi' ? 'vi-VN' : 'en-GB');

/** A calendar day (YYYY-MM-DD) such as a visit date. */
export function formatDay(day: string, locale: Locale): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A moment (ISO timestamp) with date and time. */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
}

/** Only the time of a moment, for the gate where the day is today. */
export function formatTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
}
