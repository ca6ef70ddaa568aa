/**
 * What visitors' browsers report of each remote version (api/src/observability/), counted per
 * minute in the database so that every API instance, and the rule that compares a canary version
 * with the stable one, read the same figures. Rows older than two weeks are deleted as reports come.
 */
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const fieldSignalMinutes = pgTable(
  'field_signal_minutes',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    pageId: text('page_id').notNull(),
    /** pageView, boundaryError, unhandledError or vital. */
    kind: text('kind').notNull(),
    /** The vital's name (LCP, INP, CLS); empty for the other kinds. */
    name: text('name').notNull().default(''),
    count: integer('count').notNull(),
    /** Vitals: the sum and the largest of their values (LCP and INP in ms, CLS unitless). */
    valueSum: doublePrecision('value_sum').notNull().default(0),
    valueMax: doublePrecision('value_max').notNull().default(0),
    /** Vitals: how many values fell in each of the name's fixed buckets (observability/vital-buckets.ts), for percentiles. */
    buckets: integer('buckets').array(),
  },
  (t) => [primaryKey({ columns: [t.minute, t.remote, t.version, t.pageId, t.kind, t.name] }), index('field_signal_minutes_version').on(t.remote, t.version, t.minute)],
);
