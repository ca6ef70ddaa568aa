import { addDays, addMonths, monthDays, monthEnd, monthOf, weekdayIndex, weeksOf } from '@storefront/shared/contracts/calendar-month';

describe('calendar months', () => {
  it('steps days across months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('keeps the day of the month, or the last day when the month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
    expect(addMonths('2026-11-01', -12)).toBe('2025-11-01');
  });

  it('names the first and last day of a month', () => {
    expect(monthOf('2026-11-26')).toBe('2026-11-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthDays('2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('lays a month out in whole weeks, Monday first, with every day once and in order', () => {
    for (let month = '2026-01-01'; month < '2028-01-01'; month = addMonths(month, 1)) {
      const weeks = weeksOf(month);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      const days = weeks.flat().filter((day): day is string => day !== null);
      expect(days[0]).toBe(month);
      expect(days.at(-1)).toBe(monthEnd(month));
      expect(days).toHaveLength(Number(monthEnd(month).slice(8)));
      expect(weeks[0]!.indexOf(month)).toBe(weekdayIndex(month));
    }
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(weeksOf('2027-02-01')).toHaveLength(4);
  });
});
