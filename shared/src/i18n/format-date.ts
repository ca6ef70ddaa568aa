/**
 * Dates and times as the reader's language writes them, always in Vietnam's time, where every
 * visit, post, order and check-in happens. One module, so every page and remote writes the same
 * day and time the same way.
 *
 * Each writes exactly what Intl writes (the tests compare them), but by hand: the first Intl
 * formatter with a time zone loads the locale's and the zone's data in the middle of a page's first
 * render. That is affordable to avoid because the rules here are small: Vietnam keeps UTC+7 all
 * year (no daylight saving), and two languages' month and day names are short lists. Text uses
 * plain spaces where Intl puts no-break ones, so it stays predictable for tests and copy-paste.
 */
import { VIETNAM_OFFSET_MS } from '@storefront/shared/contracts/vietnam-time';
import type { Locale } from '@storefront/shared/federation/remote-description';

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-GB's abbreviations, September's included ('Sept', not 'Sep').
const ENGLISH_SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS: Record<Locale, readonly string[]> = {
  vi: ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/**
 * The wall clock in Vietnam, as a Date whose UTC fields hold it: of a YYYY-MM-DD calendar date
 * (as it is, at midnight) or of an ISO timestamp; null if unreadable.
 */
function vietnamClock(value: string): Date | null {
  const time = value.length === 10 ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value) + VIETNAM_OFFSET_MS;
  return Number.isNaN(time) ? null : new Date(time);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '5 tháng 1, 2026' / '5 January 2026'; an unreadable value is shown as it came. */
export function formatLongDate(value: string, locale: Locale): string {
  const day = vietnamClock(value);
  if (!day) return value;
  const [d, m, y] = [day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear()];
  return locale === 'vi' ? `${d} tháng ${m + 1}, ${y}` : `${d} ${ENGLISH_MONTHS[m]} ${y}`;
}

/** 'Thứ Hai, 5 tháng 1, 2026' / 'Monday, 5 January 2026' (Intl's weekday and long date in vi-VN and en-GB), e.g. a chosen visit day; an unreadable value is shown as it came. */
export function formatFullDate(value: string, locale: Locale): string {
  const day = vietnamClock(value);
  return day ? `${WEEKDAYS[locale][day.getUTCDay()]}, ${formatLongDate(value, locale)}` : value;
}

/** 'Thứ Bảy, 21/11/2026' / 'Saturday, 11/21/2026' (Intl's vi-VN and en-US); an unreadable value is shown as it came. */
export function formatWeekdayDate(value: string, locale: Locale): string {
  const day = vietnamClock(value);
  if (!day) return value;
  const [d, m, y] = [twoDigits(day.getUTCDate()), twoDigits(day.getUTCMonth() + 1), day.getUTCFullYear()];
  const weekday = WEEKDAYS[locale][day.getUTCDay()];
  return locale === 'vi' ? `${weekday}, ${d}/${m}/${y}` : `${weekday}, ${m}/${d}/${y}`;
}

function mediumDate(day: Date, locale: Locale): string {
  const [d, m, y] = [day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear()];
  return locale === 'vi' ? `${d} thg ${m + 1}, ${y}` : `${d} ${ENGLISH_SHORT_MONTHS[m]} ${y}`;
}

/** '5 thg 1, 2026' / '5 Jan 2026' (Intl's dateStyle medium in vi-VN and en-GB), e.g. a visit date; an unreadable value is shown as it came. */
export function formatMediumDate(value: string, locale: Locale): string {
  const day = vietnamClock(value);
  return day ? mediumDate(day, locale) : value;
}

/** '14:04 5 thg 1, 2026' / '5 Jan 2026, 14:04' (Intl's medium date and short time), e.g. when an order was placed; an unreadable value is shown as it came. */
export function formatDateTime(value: string, locale: Locale): string {
  const clock = vietnamClock(value);
  if (!clock) return value;
  const time = `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
  return locale === 'vi' ? `${time} ${mediumDate(clock, locale)}` : `${mediumDate(clock, locale)}, ${time}`;
}

/** '14:04:09' in either language, for the gate where the day is today; an unreadable value is shown as it came. */
export function formatTime(value: string, _locale?: Locale): string {
  const clock = vietnamClock(value);
  if (!clock) return value;
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}:${twoDigits(clock.getUTCSeconds())}`;
}

/** A calendar's heading: 'tháng 1 năm 2026' / 'January 2026' (Intl's month and year in vi-VN and en-GB); an unreadable value is shown as it came. */
export function formatMonthYear(value: string, locale: Locale): string {
  const day = vietnamClock(value);
  if (!day) return value;
  const [m, y] = [day.getUTCMonth(), day.getUTCFullYear()];
  return locale === 'vi' ? `tháng ${m + 1} năm ${y}` : `${ENGLISH_MONTHS[m]} ${y}`;
}

const SHORT_WEEKDAYS: Record<Locale, readonly string[]> = {
  vi: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/**
 * The names of the days of a week that starts on Monday, as a calendar's column headers: `long`
 * 'Thứ Hai' / 'Monday'; `short` the shortest each language keeps apart, 'T2' / 'Mon' (Intl's
 * narrow vi-VN and short en-GB names).
 */
export function weekdayNames(locale: Locale, width: 'long' | 'short'): string[] {
  const names = (width === 'long' ? WEEKDAYS : SHORT_WEEKDAYS)[locale];
  return [...names.slice(1), names[0]!];
}
