/**
 * A browser's report of how the remotes did on its pages (POST /api/field-signals, README "Field
 * signals and metrics"). Only identifiers the site itself publishes (remote names, versions, page
 * ids), error class names and numbers: no address, query, message, user or free text, so a report
 * can carry nothing personal.
 */
import * as z from 'zod/mini';
import {
  BOUNDARY_PHASES,
  ERROR_CLASS,
  MAX_REQUEST_IDS,
  MAX_SIGNALS_PER_REPORT,
  PAGE_ID,
  REMOTE_NAME,
  REMOTE_VERSION,
  REQUEST_ID,
  VITAL_NAMES,
} from '@storefront/shared/federation/field-signals';

const remote = z.string().check(z.regex(REMOTE_NAME));
const version = z.string().check(z.regex(REMOTE_VERSION));
const pageId = z.string().check(z.regex(PAGE_ID));
const errorClass = z.string().check(z.regex(ERROR_CLASS));

/** A page shown, with the version of every remote in the visitor's map: each version's denominator. */
const pageView = z.strictObject({
  kind: z.literal('pageView'),
  pageId,
  versions: z.record(remote, version).check(z.refine((versions) => Object.keys(versions).length <= 20)),
});

const boundaryError = z.strictObject({
  kind: z.literal('boundaryError'),
  remote,
  version,
  pageId,
  phase: z.enum(BOUNDARY_PHASES),
  errorClass,
});

/** An uncaught error or rejection thrown from one of the remote's scripts. */
const unhandledError = z.strictObject({ kind: z.literal('unhandledError'), remote, version, pageId, errorClass });

/** LCP and INP in milliseconds, CLS unitless; each bounded well above anything a browser reports. */
const vital = z.strictObject({
  kind: z.literal('vital'),
  pageId,
  remote,
  version,
  name: z.enum(VITAL_NAMES),
  value: z.number().check(z.minimum(0), z.maximum(600_000)),
});

export const fieldSignal = z.discriminatedUnion('kind', [pageView, boundaryError, unhandledError, vital]);

export const fieldReport = z.strictObject({
  signals: z.array(fieldSignal).check(z.minLength(1), z.maxLength(MAX_SIGNALS_PER_REPORT)),
  requestIds: z.optional(z.array(z.string().check(z.regex(REQUEST_ID))).check(z.maxLength(MAX_REQUEST_IDS))),
});

export type FieldReportInput = z.infer<typeof fieldReport>;
