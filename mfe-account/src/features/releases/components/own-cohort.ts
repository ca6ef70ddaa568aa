/**
 * The release cohort this browser is in (the API's cohort cookie): a number the API gave it, or
 * `canary` / `stable` when a staff member chose to see one side of every split.
 */
import { RELEASE_COHORT_COOKIE } from '@storefront/shared/contracts/releases';
import { readCookie } from '@storefront/shared/i18n/i18n';

export type OwnCohort = 'canary' | 'stable' | 'assigned';

export function ownCohort(): OwnCohort {
  const value = readCookie(RELEASE_COHORT_COOKIE);
  return value === 'canary' || value === 'stable' ? value : 'assigned';
}

/** Chooses a side, or gives the choice back (the API then assigns a cohort anew); the page reloads into it. */
export function chooseCohort(choice: OwnCohort): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const kept = choice === 'assigned' ? '=; Max-Age=0' : `=${choice}; Max-Age=31536000`;
  document.cookie = `${RELEASE_COHORT_COOKIE}${kept}; Path=/; SameSite=Lax${secure}`;
  location.reload();
}
