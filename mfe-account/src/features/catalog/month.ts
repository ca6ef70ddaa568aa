/** Calendar arithmetic of the console's month view, on YYYY-MM-DD dates (visit days in Vietnam). */

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-01) of `date`'s month. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` after `month`'s (before it when negative). */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The last day of `month`. */
export const monthEnd = (month: string) => addDays(shiftMonth(month, 1), -1);

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The month's days in weeks of seven (Monday first), with null before the 1st and after the last day. */
export function weeksOf(month: string): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(month) }, () => null);
  for (let date = month; date <= monthEnd(month); date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
