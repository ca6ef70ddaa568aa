import { formatLongDate, formatWeekdayDate } from '@storefront/shared/i18n/format-date';

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
};

describe('dates in the reader’s language', () => {
  it('writes the examples the pages show', () => {
    expect(formatLongDate('2026-01-05', 'vi')).toBe('5 tháng 1, 2026');
    expect(formatLongDate('2026-01-05', 'en')).toBe('5 January 2026');
    expect(formatWeekdayDate('2026-11-21', 'vi')).toBe('Thứ Bảy, 21/11/2026');
    expect(formatWeekdayDate('2026-11-21', 'en')).toBe('Saturday, 11/21/2026');
  });

  it('agrees with Intl on every day of a year, from a calendar date and from a timestamp', () => {
    const start = Date.parse('2026-01-01T12:00:00+07:00');
    for (let day = 0; day < 366; day++) {
      const noonInVietnam = new Date(start + day * 86_400_000);
      const date = new Date(noonInVietnam.getTime() + 7 * 3_600_000).toISOString().slice(0, 10); // its YYYY-MM-DD in Vietnam
      for (const locale of ['vi', 'en'] as const) {
        expect(formatLongDate(date, locale)).toBe(intl.long[locale].format(noonInVietnam));
        expect(formatWeekdayDate(date, locale)).toBe(intl.weekday[locale].format(noonInVietnam));
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
  });
});
