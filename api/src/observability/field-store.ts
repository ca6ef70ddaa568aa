/**
 * Field signals counted per minute in `field_signal_minutes` (db/schema/field-signals.ts): every
 * API instance adds to the same rows, in one statement per report, so the figures
 * (./field-figures.ts) are the site's, not one instance's. Rows older than two weeks are deleted
 * now and then as reports come, which costs nothing when there are none.
 */
import { lt, sql } from 'drizzle-orm';
import type { VitalName } from '@storefront/shared/federation/field-signals';
import type { Db } from '../db/client';
import { fieldSignalMinutes } from '../db/schema';
import { oneValue } from './vital-buckets';

export const KEEP_DAYS = 14;
/** How often one instance deletes old rows at most. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** One counted signal: a page view or error (`value` unused) or a vital. */
export interface FieldCount {
  remote: string;
  version: string;
  pageId: string;
  kind: 'pageView' | 'boundaryError' | 'unhandledError' | 'vital';
  name?: VitalName;
  value?: number;
}

type Row = typeof fieldSignalMinutes.$inferInsert;

/** The counts as rows of this minute, one per key. */
function rowsOf(counts: readonly FieldCount[], minute: Date): Row[] {
  const rows = new Map<string, Row>();
  for (const count of counts) {
    const name = count.name ?? '';
    const key = JSON.stringify([count.remote, count.version, count.pageId, count.kind, name]);
    const row = rows.get(key) ?? { minute, remote: count.remote, version: count.version, pageId: count.pageId, kind: count.kind, name, count: 0, valueSum: 0, valueMax: 0, buckets: null };
    row.count += 1;
    if (count.name && count.value !== undefined) {
      row.valueSum = (row.valueSum ?? 0) + count.value;
      row.valueMax = Math.max(row.valueMax ?? 0, count.value);
      const added = oneValue(count.name, count.value);
      row.buckets = row.buckets ? row.buckets.map((value, index) => value + added[index]!) : added;
    }
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** Adds `counts` to the current minute's rows, in one statement. */
export async function recordFieldCounts(db: Db, counts: readonly FieldCount[], now = new Date()): Promise<void> {
  if (counts.length === 0) return;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const t = fieldSignalMinutes;
  await db
    .insert(t)
    .values(rowsOf(counts, minute))
    .onConflictDoUpdate({
      target: [t.minute, t.remote, t.version, t.pageId, t.kind, t.name],
      set: {
        count: sql`${t.count} + excluded.count`,
        valueSum: sql`${t.valueSum} + excluded.value_sum`,
        valueMax: sql`greatest(${t.valueMax}, excluded.value_max)`,
        // Bucket by bucket; the rows of one vital always have the same number of buckets.
        buckets: sql`CASE WHEN ${t.buckets} IS NULL THEN excluded.buckets WHEN excluded.buckets IS NULL THEN ${t.buckets}
          ELSE ARRAY(SELECT coalesce(kept, 0) + coalesce(added, 0) FROM unnest(${t.buckets}, excluded.buckets) AS sums(kept, added)) END`,
      },
    });
}

let lastSweep = 0;

/** Deletes rows older than KEEP_DAYS, at most once an hour per instance; never fails the caller. */
export async function sweepOldFieldCounts(db: Db, now = new Date()): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  await db.delete(fieldSignalMinutes).where(lt(fieldSignalMinutes.minute, new Date(now.getTime() - KEEP_DAYS * 86_400_000))).catch(() => undefined);
}
