/**
 * Month arithmetic of the calendars (the visit-day picker, the console's capacity calendar), on
 * YYYY-MM-DD visit dates. Apart from ./calendar so that a page that only checks or shows a date
 * does not carry the month grid.
 */

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-01) of `date`'s month. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The same day `months` months after `date` (before it when negative), the last of the month when that month is shorter. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The last day of `date`'s month. */
export const monthEnd = (date: string) => addDays(addMonths(monthOf(date), 1), -1);

/** The first and last day of `date`'s month, as a calendar asks for them. */
export function monthDays(date: string): { from: string; to: string } {
  return { from: monthOf(date), to: monthEnd(date) };
}

/** 0 for Monday … 6 for Sunday: the calendars' weeks start on Monday. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** `month`'s days in weeks of seven, Monday first, with null before the 1st and after the last day. */
export function weeksOf(month: string): (string | null)[][] {
  const first = monthOf(month);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let date = first, last = monthEnd(first); date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
