/** The calendar date (YYYY-MM-DD) `days` after `date` (before it when negative), as visit dates are written. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

