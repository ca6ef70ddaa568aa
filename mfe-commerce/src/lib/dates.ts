/** The calendar date (YYYY-MM-DD) `days` after `date` (before it when negative), as visit dates are written. */
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

/** The first and last day of `day`'s month, as a calendar asks for them. */
export function monthDays(day: string): { from: string; to: string } {
  return { from: monthOf(day), to: monthEnd(day) };
}
