/** Remote releases as admins see and steer them: canaries, their figures, promotion and rollback. */
import { z } from 'zod';

/** The first-party cookie holding a visitor's release cohort (api/src/http/release-cohorts.ts). */
export const RELEASE_COHORT_COOKIE = 'release_cohort';

/** A remote name and a published version folder, as scripts/build.mjs names them. */
export const canaryInput = z.object({
  remote: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'validation.invalid'),
  version: z.string().regex(/^[\w.-]{1,80}$/, 'validation.invalid'),
});
export type CanaryInput = z.infer<typeof canaryInput>;

/** Why a canary ended or waits: the rule's reasons, or a person's decision. */
export type ReleaseReason = 'worseThanStable' | 'running' | 'ranItsTime' | 'waitingForPerson' | 'byPerson';
