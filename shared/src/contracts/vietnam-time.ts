/**
 * Vietnam keeps UTC+7 all year (no daylight saving since 1975): plain arithmetic instead of an
 * Intl formatter with a time zone, whose first use loads the zone's data on the way to a page's
 * first paint. Alone in its module, so what only writes dates (i18n/format-date.ts) does not carry the
 * calendar's rules.
 */
export const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * An instant as the `datetime-local` value (minutes) of Vietnam's clock, for a console form. Here,
 * not beside the contracts that read such values, so a form shows one without downloading zod.
 */
export function dateToVietnamLocal(iso: string): string {
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}
