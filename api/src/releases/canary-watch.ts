/**
 * The canary rule at work: every `everySeconds` each API instance judges the running canaries
 * (./canaries.ts); the releases lock lets one of them end a canary, once. A check that fails (the
 * database away) is logged and tried again at the next turn; the canary keeps running meanwhile.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { describeFigures, type CanaryRule, type VersionFigures } from './canary-rule';
import { checkCanaries, type FiguresSince } from './canaries';

export function watchCanaries(options: { db: Db; distDir: string; figuresSince: FiguresSince; rule: CanaryRule; everySeconds: number; log: FastifyBaseLogger }): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    checkCanaries(options.db, options.distDir, options.figuresSince, new Date(), options.rule)
      .then((decisions) => {
        for (const decision of decisions) {
          const figures = decision.figures as { canary: VersionFigures; stable: VersionFigures };
          options.log.warn({ remote: decision.remote, version: decision.version, outcome: decision.outcome, reason: decision.reason }, `canary ${decision.outcome}: ${describeFigures(figures)}`);
        }
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'the canaries could not be checked; trying again at the next turn'))
      .finally(() => (checking = false));
  }, options.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
