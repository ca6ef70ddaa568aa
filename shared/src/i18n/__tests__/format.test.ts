import { formatDateTime, formatFullDate, formatLongDate, formatMediumDate, formatMonthYear, formatTime, formatWeekdayDate, weekdayNames } from '@storefront/shared/i18n/format-date';
import { formatCount, formatDecimal, formatPrice } from '@storefront/shared/i18n/format-number';

// What the hand-written formats must equal: Intl with the zone database, as the pages used before.
const intl = {
  long: {
    vi: new Intl.DateTimeFormat('vi-VN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
    en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
  },
  weekday: {
    vi: new Intl.DateTimeFormat('vi-VN', { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
    en: new Intl.DateTimeFormat('en-US', { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
  },
  full: {
    vi: new Intl.DateTimeFormat('vi-VN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
    en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }),
  },
  // The account pages' formats.
  medium: {
    vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }),
    en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }),
  },
  dateTime: {
    vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }),
    en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }),
  },
  time: {
    vi: new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' }),
    en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' }),
  },
};

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('decimals', () => {
  it("writes one decimal with the reader's decimal mark, as Intl does", () => {
    for (const value of [0, 1, 4.25, 4.5, 4.96, 5]) {
      expect(formatDecimal(value, 'vi')).toBe(new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value));
      expect(formatDecimal(value, 'en')).toBe(new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value));
    }
  });
});

describe('counts', () => {
  it("writes a whole count with the reader's thousands separator, as Intl does", () => {
    for (const value of [0, 8, 999, 1000, 12_345, 1_234_567, -4200]) {
      expect(formatCount(value, 'vi')).toBe(new Intl.NumberFormat('vi-VN').format(value));
      expect(formatCount(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });
});

describe('prices', () => {
  it('writes integer VND the way each language does', () => {
    expect(formatPrice(1250000, 'vi')).toBe('1.250.000 ₫');
    expect(formatPrice(1250000, 'en')).toBe('VND 1,250,000');
    expect(formatPrice(0, 'vi')).toBe('0 ₫');
    expect(formatPrice(-1499.5, 'en')).toBe('-VND 1,499');
  });

  it('writes exactly what Intl writes for VND, without its no-break spaces', () => {
    const currency = {
      vi: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
      en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND', currencyDisplay: 'code', maximumFractionDigits: 0 }),
    };
    for (const amount of [1, 7, 12, 999, 1000, 10_000, 99_999, 100_000, 350_000, 1_250_000, 123_456_789_012, 1499.5, -1, -1_250_000]) {
      for (const locale of ['vi', 'en'] as const) {
        expect(formatPrice(amount, locale)).toBe(plainSpaces(currency[locale].format(Math.round(amount))));
      }
    }
  });
});

describe('dates in the reader’s language', () => {
  it('writes the examples the pages show', () => {
    expect(formatLongDate('2026-01-05', 'vi')).toBe('5 tháng 1, 2026');
    expect(formatLongDate('2026-01-05', 'en')).toBe('5 January 2026');
    expect(formatWeekdayDate('2026-11-21', 'vi')).toBe('Thứ Bảy, 21/11/2026');
    expect(formatWeekdayDate('2026-11-21', 'en')).toBe('Saturday, 11/21/2026');
    expect(formatFullDate('2026-01-05', 'vi')).toBe('Thứ Hai, 5 tháng 1, 2026');
    expect(formatFullDate('2026-01-05', 'en')).toBe('Monday, 5 January 2026');
  });

  it('agrees with Intl on every day of a year, from a calendar date and from a timestamp', () => {
    const start = Date.parse('2026-01-01T12:00:00+07:00');
    for (let day = 0; day < 366; day++) {
      const noonInVietnam = new Date(start + day * 86_400_000);
      const date = new Date(noonInVietnam.getTime() + 7 * 3_600_000).toISOString().slice(0, 10); // its YYYY-MM-DD in Vietnam
      for (const locale of ['vi', 'en'] as const) {
        expect(formatLongDate(date, locale)).toBe(intl.long[locale].format(noonInVietnam));
        expect(formatWeekdayDate(date, locale)).toBe(intl.weekday[locale].format(noonInVietnam));
        expect(formatFullDate(date, locale)).toBe(intl.full[locale].format(noonInVietnam));
      }
    }
  });

  it('takes a timestamp’s day in Vietnam, on either side of its midnight', () => {
    for (const iso of ['2026-11-23T16:59:59Z', '2026-11-23T17:00:00Z', '2026-12-31T17:30:00.000Z']) {
      for (const locale of ['vi', 'en'] as const) {
        expect(formatLongDate(iso, locale)).toBe(intl.long[locale].format(new Date(iso)));
      }
    }
    expect(formatLongDate('2026-11-23T17:00:00Z', 'en')).toBe('24 November 2026');
  });

  it('shows an unreadable value as it came rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date', 'vi')).toBe('not a date');
    expect(formatWeekdayDate('2026-13-45', 'en')).toBe('2026-13-45');
    expect(formatMediumDate('2026-13-45', 'vi')).toBe('2026-13-45');
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatTime('', 'vi')).toBe('');
  });
});

describe('the account pages’ dates and times, in Vietnam’s time', () => {
  it('writes the examples the pages show', () => {
    expect(formatMediumDate('2025-07-14', 'vi')).toBe('14 thg 7, 2025');
    expect(formatMediumDate('2026-09-05', 'en')).toBe('5 Sept 2026');
    expect(formatDateTime('2026-01-05T07:04:09Z', 'vi')).toBe('14:04 5 thg 1, 2026');
    expect(formatDateTime('2026-01-05T07:04:09Z', 'en')).toBe('5 Jan 2026, 14:04');
    expect(formatTime('2025-07-14T02:05:09.000Z', 'vi')).toBe('09:05:09');
    expect(formatTime('2025-07-14T02:05:09.000Z', 'en')).toBe('09:05:09');
  });

  it('agrees with Intl on every day of a year, at hours on both sides of Vietnam’s midnight and noon', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let day = 0; day < 366; day++) {
      for (const offset of [0, 16 * 3_600_000 + 59 * 60_000 + 59_000, 17 * 3_600_000, 5 * 3_600_000 + 7 * 60_000 + 3_000]) {
        const moment = new Date(start + day * 86_400_000 + offset);
        const iso = moment.toISOString();
        for (const locale of ['vi', 'en'] as const) {
          expect(formatMediumDate(iso, locale)).toBe(plainSpaces(intl.medium[locale].format(moment)));
          expect(formatDateTime(iso, locale)).toBe(plainSpaces(intl.dateTime[locale].format(moment)));
          expect(formatTime(iso, locale)).toBe(plainSpaces(intl.time[locale].format(moment)));
        }
      }
    }
  });

  it('takes a calendar date as the day it names, as the account pages did with the UTC zone', () => {
    const utc = { vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeZone: 'UTC' }), en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }) };
    for (const date of ['2025-01-01', '2025-06-30', '2025-12-31', '2026-02-28']) {
      for (const locale of ['vi', 'en'] as const) {
        expect(formatMediumDate(date, locale)).toBe(plainSpaces(utc[locale].format(new Date(`${date}T00:00:00Z`))));
      }
    }
  });
});

describe('a calendar’s month and weekday names', () => {
  it('writes the examples the calendar shows, its weeks starting on Monday', () => {
    expect(formatMonthYear('2026-01-05', 'vi')).toBe('tháng 1 năm 2026');
    expect(formatMonthYear('2026-09-30', 'en')).toBe('September 2026');
    expect(weekdayNames('vi', 'short')).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(weekdayNames('en', 'long')[0]).toBe('Monday');
    expect(formatMonthYear('2026-13-01', 'en')).toBe('2026-13-01');
  });

  it('agrees with Intl on every month and weekday', () => {
    const monthYear = {
      vi: new Intl.DateTimeFormat('vi-VN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-15`;
      for (const locale of ['vi', 'en'] as const) expect(formatMonthYear(date, locale)).toBe(monthYear[locale].format(new Date(`${date}T00:00:00Z`)));
    }
    const weekday = (locale: string, width: 'long' | 'short' | 'narrow') => {
      const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
      return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 5 + i)))); // 5 January 2026 is a Monday
    };
    expect(weekdayNames('vi', 'long')).toEqual(weekday('vi-VN', 'long'));
    expect(weekdayNames('en', 'long')).toEqual(weekday('en-GB', 'long'));
    expect(weekdayNames('vi', 'short')).toEqual(weekday('vi-VN', 'narrow'));
    expect(weekdayNames('en', 'short')).toEqual(weekday('en-GB', 'short'));
  });
});
