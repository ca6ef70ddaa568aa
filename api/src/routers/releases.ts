/**
 * The releases screen's procedures (admins only): each remote's stable version and running canary
 * with their field figures over the same minutes, the last decisions, and a person's promote or
 * roll back, taken under the same lock as the rule's (releases/canaries.ts).
 */
import { desc, inArray } from 'drizzle-orm';
import { canaryInput } from '@storefront/shared/contracts/releases';
import { releaseDecisions } from '../db/schema';
import { fieldFigures } from '../observability/field-figures';
import { judgeCanary } from '../releases/canary-rule';
import { decideCanary } from '../releases/canaries';
import { readCanaries, readRemoteMap, versionOf } from '../releases/release-state';
import { areaProcedure, fail, router, type Context } from '../trpc';

/** How far back a remote without a canary is shown. */
const STABLE_WINDOW_MS = 60 * 60_000;

const releasesProcedure = areaProcedure('releases');

function releasesOf(ctx: Context): NonNullable<Context['releases']> {
  if (!ctx.releases) throw fail(ctx, 'NOT_FOUND', 'errors.noPublishedBuild');
  return ctx.releases;
}

export const releasesRouter = router({
  overview: releasesProcedure.query(async ({ ctx }) => {
    const { distDir, rule } = releasesOf(ctx);
    const [stable, canaries] = await Promise.all([readRemoteMap(distDir), readCanaries(distDir)]);
    const remotes = Object.keys(stable ?? {});
    const now = new Date();
    const decisions = remotes.length === 0
      ? []
      : await ctx.db.select().from(releaseDecisions).where(inArray(releaseDecisions.remote, remotes)).orderBy(desc(releaseDecisions.createdAt)).limit(50);
    return {
      rule,
      remotes: await Promise.all(
        remotes.map(async (remote) => {
          const canary = canaries[remote];
          const since = canary ? new Date(canary.startedAt) : new Date(now.getTime() - STABLE_WINDOW_MS);
          const stableVersion = versionOf(stable![remote]!);
          const [stableFigures, canaryFigures] = await Promise.all([
            fieldFigures(ctx.db, { remote, version: stableVersion, since }),
            canary ? fieldFigures(ctx.db, { remote, version: canary.version, since }) : undefined,
          ]);
          return {
            remote,
            since,
            stable: { version: stableVersion, figures: stableFigures },
            canary:
              canary && canaryFigures
                ? {
                    ...canary,
                    endsAt: new Date(new Date(canary.startedAt).getTime() + canary.minutes * 60_000),
                    figures: canaryFigures,
                    verdict: judgeCanary(canary, { canary: canaryFigures, stable: stableFigures }, now, rule),
                  }
                : null,
            decisions: decisions.filter((decision) => decision.remote === remote).slice(0, 5),
          };
        }),
      ),
    };
  }),

  promote: releasesProcedure.input(canaryInput).mutation(({ ctx, input }) => decide(ctx, input, 'promoted')),
  rollBack: releasesProcedure.input(canaryInput).mutation(({ ctx, input }) => decide(ctx, input, 'rolledBack')),
});

async function decide(ctx: Context, input: { remote: string; version: string }, outcome: 'promoted' | 'rolledBack') {
  const decided = await decideCanary(ctx.db, releasesOf(ctx).distDir, { ...input, outcome, actorId: ctx.session!.user.id, reason: 'byPerson' });
  // Ended already (by the rule, another admin, a script) or replaced: this screen was out of date.
  if (!decided) throw fail(ctx, 'CONFLICT', 'errors.canaryGone', input);
  return { ok: true as const };
}
