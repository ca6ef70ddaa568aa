/**
 * The console's reports (staff area `reports`, read-only): sales, admissions and refunds over a
 * range of Vietnam calendar days. The API, the CSV download and the console's form check the same
 * schema, so a range the form lets through is one the server answers.
 */
import * as z from 'zod/mini';
import { calendarDate } from './common';
import { messageKey } from './message-key';

/** The longest range one report covers: a year, leap day included. Bounds the rows a report reads and sends. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_KINDS = ['sales', 'visitors', 'refunds'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

type Range = { from: string; to: string };

const range = { from: calendarDate, to: calendarDate };
function rangeChecks() {
  return [
    z.refine<Range>((value) => value.from <= value.to, { error: messageKey('validation.invalid'), path: ['to'] }),
    z.refine<Range>((value) => value.from > value.to || daysBetween(value.from, value.to) <= REPORT_MAX_DAYS, {
      error: messageKey('validation.maxDays', { max: REPORT_MAX_DAYS }),
      path: ['to'],
    }),
  ];
}

/** `from` to `to`, both included, in order and at most `REPORT_MAX_DAYS` days. */
export const reportRangeInput = z.object(range).check(...rangeChecks());
export type ReportRange = z.infer<typeof reportRangeInput>;

/** The CSV download's query: a report and its range (the language only picks the column titles). */
export const reportCsvInput = z.object({ ...range, report: z.enum(REPORT_KINDS) }).check(...rangeChecks());

/** The file's name: the report and the days it covers, so downloads of several ranges do not overwrite each other. */
export function reportFileName(report: ReportKind, range: ReportRange): string {
  return `${report}_${range.from}_${range.to}.csv`;
}
