/**
 * The release cohort this browser is in (the API's `release_cohort` cookie): a number the API gave
 * it, or `canary` / `stable` when a staff member chose to see one side of every split.
 */
const COOKIE = 'release_cohort';

export type OwnCohort = 'canary' | 'stable' | 'assigned';

export function ownCohort(): OwnCohort {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return value === 'canary' || value === 'stable' ? value : 'assigned';
}

/** Chooses a side, or gives the choice back (the API then assigns a cohort anew); the page reloads into it. */
export function chooseCohort(choice: OwnCohort): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    choice === 'assigned' ? `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}` : `${COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  location.reload();
}
