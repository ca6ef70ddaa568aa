/**
 * Fixed buckets of each vital's values, the same for the database's per-minute rows and the
 * metrics' histograms, so a percentile can be read from counts summed over any rows: the upper
 * bound of the bucket where the running count reaches the share asked for.
 */
import type { VitalName } from '@storefront/shared/federation/field-signals';

/** Upper bounds (LCP and INP in ms, CLS unitless); one more bucket holds everything above the last. */
export const VITAL_BOUNDS: Record<VitalName, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7000, 10_000, 20_000],
  INP: [50, 100, 150, 200, 300, 400, 500, 750, 1000, 2000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2, 5, 10],
};

/** The index of the bucket holding `value`. */
export function bucketOf(name: VitalName, value: number): number {
  const bounds = VITAL_BOUNDS[name];
  const index = bounds.findIndex((bound) => value <= bound);
  return index < 0 ? bounds.length : index;
}

/** Bucket counts with one value in the bucket of `value`. */
export function oneValue(name: VitalName, value: number): number[] {
  const counts = new Array<number>(VITAL_BOUNDS[name].length + 1).fill(0);
  counts[bucketOf(name, value)] = 1;
  return counts;
}

/** The `share` percentile (0.75 for p75) of these counts, as its bucket's upper bound; the largest value seen for the last bucket. */
export function percentile(name: VitalName, counts: readonly number[], share: number, max: number): number | undefined {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= share * total) return VITAL_BOUNDS[name][index] ?? max;
  }
  return max;
}
