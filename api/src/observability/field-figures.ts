/**
 * How one remote version did in visitors' browsers since a moment: its page views (every page
 * shown while it was in the visitor's map), the errors of its boundaries and scripts, and its
 * pages' vitals (count, mean, largest, and p75 as the upper bound of the bucket it falls in, see
 * ./vital-buckets.ts). For the rule that compares a canary version with the stable one, and the
 * console.
 */
import { and, eq, gte } from 'drizzle-orm';
import { VITAL_NAMES, type VitalName } from '@storefront/shared/federation/field-signals';
import type { Db } from '../db/client';
import { fieldSignalMinutes } from '../db/schema';
import { percentile, VITAL_BOUNDS } from './vital-buckets';

export interface VitalFigures {
  count: number;
  mean: number;
  max: number;
  p75: number;
}

export interface FieldFigures {
  pageViews: number;
  errors: number;
  vitals: Partial<Record<VitalName, VitalFigures>>;
}

export async function fieldFigures(db: Db, query: { remote: string; version: string; since: Date }): Promise<FieldFigures> {
  const t = fieldSignalMinutes;
  const rows = await db
    .select({ kind: t.kind, name: t.name, count: t.count, valueSum: t.valueSum, valueMax: t.valueMax, buckets: t.buckets })
    .from(t)
    .where(and(eq(t.remote, query.remote), eq(t.version, query.version), gte(t.minute, query.since)));
  const figures: FieldFigures = { pageViews: 0, errors: 0, vitals: {} };
  const vitals = new Map<VitalName, { count: number; sum: number; max: number; buckets: number[] }>();
  for (const row of rows) {
    if (row.kind === 'pageView') figures.pageViews += row.count;
    else if (row.kind === 'boundaryError' || row.kind === 'unhandledError') figures.errors += row.count;
    else if (row.kind === 'vital' && (VITAL_NAMES as readonly string[]).includes(row.name)) {
      const name = row.name as VitalName;
      const sums = vitals.get(name) ?? { count: 0, sum: 0, max: 0, buckets: new Array<number>(VITAL_BOUNDS[name].length + 1).fill(0) };
      sums.count += row.count;
      sums.sum += row.valueSum;
      sums.max = Math.max(sums.max, row.valueMax);
      (row.buckets ?? []).forEach((count, index) => (sums.buckets[index] = (sums.buckets[index] ?? 0) + count));
      vitals.set(name, sums);
    }
  }
  for (const [name, sums] of vitals) {
    figures.vitals[name] = { count: sums.count, mean: sums.sum / sums.count, max: sums.max, p75: percentile(name, sums.buckets, 0.75, sums.max) ?? sums.max };
  }
  return figures;
}
