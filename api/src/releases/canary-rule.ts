/**
 * The rule a running canary is judged by, every CANARY_CHECK_SECONDS on whichever API instance
 * takes the turn: its visitors' field error rate against the stable version's over the same minutes.
 *
 * - Rolled back when it is clearly worse: at least `minPageViews` page views, and an error rate
 *   at least `margin` above the stable one's and at least twice it.
 * - When its minutes have run within that margin: promoted, or left for a person to promote when
 *   the release said so (`--manual`).
 * - Otherwise it keeps running.
 */
import type { Canary } from './release-state';

export interface CanaryRule {
  /** Page views a canary needs before its error rate counts. */
  minPageViews: number;
  /** Error rates are errors per page view: 0.05 is five errors in a hundred page views. */
  margin: number;
}

/** CANARY_MIN_PAGE_VIEWS may lower the first for a site with few visitors (or a test). */
export const DEFAULT_RULE: CanaryRule = { minPageViews: 20, margin: 0.05 };

export interface VersionFigures {
  pageViews: number;
  errors: number;
}

/** Why the rule acts or waits; the console words it in the reader's language. */
export type VerdictReason = 'worseThanStable' | 'running' | 'ranItsTime' | 'waitingForPerson';

export interface Verdict {
  action: 'rollBack' | 'promote' | 'wait';
  reason: VerdictReason;
}

const rate = ({ pageViews, errors }: VersionFigures) => (pageViews === 0 ? 0 : errors / pageViews);

export function judgeCanary(
  canary: Pick<Canary, 'startedAt' | 'minutes' | 'promote'>,
  figures: { canary: VersionFigures; stable: VersionFigures },
  now: Date,
  rule: CanaryRule = DEFAULT_RULE,
): Verdict {
  const canaryRate = rate(figures.canary);
  const stableRate = rate(figures.stable);
  if (figures.canary.pageViews >= rule.minPageViews && canaryRate >= stableRate + rule.margin && canaryRate >= 2 * stableRate) {
    return { action: 'rollBack', reason: 'worseThanStable' };
  }
  const ends = new Date(canary.startedAt).getTime() + canary.minutes * 60_000;
  if (now.getTime() < ends) return { action: 'wait', reason: 'running' };
  if (canary.promote === 'manual') return { action: 'wait', reason: 'waitingForPerson' };
  return { action: 'promote', reason: 'ranItsTime' };
}

/** The figures as an operator's log line reads them. */
export function describeFigures(figures: { canary: VersionFigures; stable: VersionFigures }): string {
  const told = (version: VersionFigures) => `${version.errors} errors in ${version.pageViews} page views (${(rate(version) * 100).toFixed(1)} %)`;
  return `canary ${told(figures.canary)}, stable ${told(figures.stable)}`;
}
