import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates what it rendered, true in every
 * later render (and in a browser's own renders): React takes the third function's answer in the
 * first two. What only works once the browser has taken over (a form's fields and its submit
 * button, a fragment that shows the reader's own data) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
