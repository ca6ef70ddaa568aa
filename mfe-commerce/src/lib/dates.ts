/** Calendar dates (YYYY-MM-DD) of visits, always judged in Vietnam's time zone. */
import { todayInVietnam } from '@storefront/shared/contracts/calendar';

export { todayInVietnam };

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

