/** Calendar dates (YYYY-MM-DD) of visits, always judged in Vietnam's time zone. */
import { todayInVietnam } from '@storefront/shared/contracts/calendar';

export { todayInVietnam };

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** A visit date in the reader's language, e.g. "Thứ Bảy, 21/11/2026" or "Saturday, 11/21/2026". */
export { formatWeekdayDate as formatVisitDate } from '@storefront/shared/i18n/format-date';
