/**
 * The rule a running canary is judged by, every CHECK_SECONDS on whichever API instance takes the
 * turn: its visitors' field error rate against the stable version's over the same minutes.
 *
 * - Rolled back when it is clearly worse: at least MIN_PAGE_VIEWS page views, and an error rate
 *   at least MARGIN above the stable one's and at least twice it.
 * - When its minutes have run within that margin: promoted, or left for a person to promote when
 *   the release said so (`--manual`).
 * - Otherwise it keeps running.
 */
import type { Canary } from './release-state';

export const MIN_PAGE_VIEWS = 20;
/** Error rates are errors per page view: 0.05 is five errors in a hundred page views. */
export const MARGIN = 0.05;

export interface VersionFigures {
  pageViews: number;
  errors: number;
}

export type Verdict =
  | { action: 'rollBack'; reason: string }
  | { action: 'promote'; reason: string }
  | { action: 'wait'; reason: string };

const rate = ({ pageViews, errors }: VersionFigures) => (pageViews === 0 ? 0 : errors / pageViews);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const told = (figures: VersionFigures) => `${figures.errors} errors in ${figures.pageViews} page views (${percent(rate(figures))})`;

export function judgeCanary(canary: Pick<Canary, 'startedAt' | 'minutes' | 'promote'>, figures: { canary: VersionFigures; stable: VersionFigures }, now: Date): Verdict {
  const canaryRate = rate(figures.canary);
  const stableRate = rate(figures.stable);
  const comparison = `canary ${told(figures.canary)}, stable ${told(figures.stable)}`;
  if (figures.canary.pageViews >= MIN_PAGE_VIEWS && canaryRate >= stableRate + MARGIN && canaryRate >= 2 * stableRate) {
    return { action: 'rollBack', reason: `worse than stable: ${comparison}` };
  }
  const ends = new Date(canary.startedAt).getTime() + canary.minutes * 60_000;
  if (now.getTime() < ends) return { action: 'wait', reason: `running: ${comparison}` };
  if (canary.promote === 'manual') return { action: 'wait', reason: `ran its ${canary.minutes} minutes within the margin, waiting for a person: ${comparison}` };
  return { action: 'promote', reason: `ran its ${canary.minutes} minutes within the margin: ${comparison}` };
}
