/**
 * Calendar rules of the contracts, without zod: pages that only show or pick a date use these
 * without downloading the validator. Every visit happens in Vietnam's time zone.
 */
import { VIETNAM_OFFSET_MS } from './vietnam-time';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000 && y <= 2100;
}


/** Today's calendar date in Vietnam, where every visit happens. */
export function todayInVietnam(now: Date = new Date()): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}
