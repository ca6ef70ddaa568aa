/**
 * Running canaries, judged and ended. A canary ends in one transaction that holds the releases
 * lock: its decision is stored with a line in the staff action log, and the release files are
 * changed, or nothing is, so two API instances (or a person and the rule) never both end it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { releaseDecisions } from '../db/schema';
import { readCanaries, readRemoteMap, versionOf, type Canary } from './release-state';
import { recordStaffAction } from '../staff/action-log';
import { DEFAULT_RULE, judgeCanary, type CanaryRule, type VerdictReason, type VersionFigures } from './canary-rule';

/** The rule's reason, or a person's decision. */
export type DecisionReason = Exclude<VerdictReason, 'running' | 'waitingForPerson'> | 'byPerson';
import { endCanary, promoteCanary } from './release-files';

/** A version's figures since a moment, as the field signals counted them. */
export type FiguresSince = (remote: string, version: string, since: Date) => Promise<VersionFigures>;

export interface CanaryDecision {
  remote: string;
  version: string;
  outcome: 'rolledBack' | 'promoted';
  /** undefined: the rule decided. */
  actorId?: number;
  reason: DecisionReason;
  figures?: unknown;
}

/** Any fixed number: every instance takes the same lock. */
const RELEASES_LOCK = 4_406_501;

/** Ends the canary as `decision` says, if it is still the one running; whether it was. */
export async function decideCanary(db: Db, distDir: string, decision: CanaryDecision): Promise<boolean> {
  const change = decision.outcome === 'promoted' ? promoteCanary : endCanary;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${RELEASES_LOCK})`);
      const [stored] = await tx
        .insert(releaseDecisions)
        .values({ ...decision, actorId: decision.actorId ?? null, figures: decision.figures ?? null })
        .returning({ id: releaseDecisions.id });
      await recordStaffAction(tx, {
        actorId: decision.actorId ?? null,
        action: decision.outcome === 'promoted' ? 'release.promote' : 'release.rollBack',
        subjectKind: 'releaseDecision',
        subjectId: stored!.id,
        after: { remote: decision.remote, version: decision.version, reason: decision.reason },
      });
      // Last, so a refused change takes the rows above back with it.
      if (!change(distDir, decision.remote, decision.version)) throw new CanaryGone();
      return true;
    });
  } catch (error) {
    if (error instanceof CanaryGone) return false;
    throw error;
  }
}

class CanaryGone extends Error {}

/** Each running canary's figures beside its stable version's, over the minutes it has run. */
export async function canaryFigures(distDir: string, figuresSince: FiguresSince) {
  const [canaries, stable] = await Promise.all([readCanaries(distDir), readRemoteMap(distDir)]);
  return Promise.all(
    Object.entries(canaries).map(async ([remote, canary]: [string, Canary]) => {
      const since = new Date(canary.startedAt);
      const manifest = stable?.[remote];
      const stableVersion = manifest && versionOf(manifest);
      const [canaryFigures, stableFigures] = await Promise.all([
        figuresSince(remote, canary.version, since),
        stableVersion ? figuresSince(remote, stableVersion, since) : { pageViews: 0, errors: 0 },
      ]);
      return { remote, canary, stableVersion, figures: { canary: canaryFigures, stable: stableFigures } };
    }),
  );
}

/** Judges every running canary now, rolling back or promoting those the rule says; the decisions taken. */
export async function checkCanaries(db: Db, distDir: string, figuresSince: FiguresSince, now = new Date(), rule: CanaryRule = DEFAULT_RULE): Promise<CanaryDecision[]> {
  const decisions: CanaryDecision[] = [];
  for (const { remote, canary, figures } of await canaryFigures(distDir, figuresSince)) {
    const verdict = judgeCanary(canary, figures, now, rule);
    if (verdict.action === 'wait') continue;
    const decision: CanaryDecision = {
      remote,
      version: canary.version,
      outcome: verdict.action === 'promote' ? 'promoted' : 'rolledBack',
      reason: verdict.reason as DecisionReason,
      figures,
    };
    if (await decideCanary(db, distDir, decision)) decisions.push(decision);
  }
  return decisions;
}
