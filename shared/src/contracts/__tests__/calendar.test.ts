import { isCalendarDate, todayInVietnam } from '@storefront/shared/contracts/calendar';

describe('todayInVietnam', () => {
  const byTimeZone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });

  it('is the date in Vietnam on either side of its midnight', () => {
    expect(todayInVietnam(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(todayInVietnam(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
    expect(todayInVietnam(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the time zone database through a whole year, hour by hour', () => {
    const start = Date.parse('2026-01-01T00:30:00Z');
    for (let hour = 0; hour < 366 * 24; hour++) {
      const now = new Date(start + hour * 3_600_000);
      expect(todayInVietnam(now)).toBe(byTimeZone.format(now));
    }
  });

  it('writes a date that the contracts accept', () => {
    expect(isCalendarDate(todayInVietnam())).toBe(true);
  });
});
