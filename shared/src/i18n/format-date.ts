/**
 * Dates as the reader's language writes them, always in Vietnam's time (where every visit, post
 * and review happens): '5 tháng 1, 2026' / '5 January 2026', and with the weekday
 * 'Thứ Bảy, 21/11/2026' / 'Saturday, 11/21/2026'. The same text as Intl.DateTimeFormat gives in
 * vi-VN, en-GB and en-US (the tests compare every day of a year).
 *
 * Written out rather than through Intl: the first formatter with a time zone loads the locale's
 * and the zone's data, 70 ms on a 4× slower phone in the middle of a post page's
 * first render. Vietnam keeps UTC+7 all year, and two languages' month and day names are short lists.
 */
import { VIETNAM_OFFSET_MS } from '@storefront/shared/contracts/calendar';
import type { Locale } from '@storefront/shared/federation/remote-description';

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS: Record<Locale, readonly string[]> = {
  vi: ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** The calendar day in Vietnam of a YYYY-MM-DD date (as it is) or an ISO timestamp; null if unreadable. */
function vietnamDay(value: string): Date | null {
  const time = value.length === 10 ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value) + VIETNAM_OFFSET_MS;
  return Number.isNaN(time) ? null : new Date(time);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '5 tháng 1, 2026' / '5 January 2026'; an unreadable value is shown as it came. */
export function formatLongDate(value: string, locale: Locale): string {
  const day = vietnamDay(value);
  if (!day) return value;
  const [d, m, y] = [day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear()];
  return locale === 'vi' ? `${d} tháng ${m + 1}, ${y}` : `${d} ${ENGLISH_MONTHS[m]} ${y}`;
}

/** 'Thứ Bảy, 21/11/2026' / 'Saturday, 11/21/2026'; an unreadable value is shown as it came. */
export function formatWeekdayDate(value: string, locale: Locale): string {
  const day = vietnamDay(value);
  if (!day) return value;
  const [d, m, y] = [twoDigits(day.getUTCDate()), twoDigits(day.getUTCMonth() + 1), day.getUTCFullYear()];
  const weekday = WEEKDAYS[locale][day.getUTCDay()];
  return locale === 'vi' ? `${weekday}, ${d}/${m}/${y}` : `${weekday}, ${m}/${d}/${y}`;
}
