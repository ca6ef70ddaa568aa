/** The start-up check of the stored sign-in, which guarded pages wait for (router.tsx). */
import { useSessionStore } from '@storefront/shared/session/session-store';

let checked: Promise<boolean> | undefined;

/** Resolves once the stored token (if any) has been checked against the API. */
export function sessionChecked(): Promise<boolean> {
  checked ??= useSessionStore.getState().checkAuth().catch(() => false);
  return checked;
}
