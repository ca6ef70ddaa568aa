/**
 * The pages a reader most likely opens next are fetched while they read this one: those of the
 * header's menu, and the page serving `booking`, where its call to action leads. A second after a page has
 * settled, when the browser is idle, ./next-pages-prefetch.ts fetches their data and downloads
 * their code, so following one of those links shows the page without a round trip.
 *
 * Not on a connection that asks to save data or reports 2G, and not with `?prefetch=off` in the
 * address: the bench measures the first page with and without it.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useLocation } from '@storefront/shared/routes/router';

const SETTLE_DELAY_MS = 1000;
/** Longest wait for an idle moment once the delay is over. */
const IDLE_TIMEOUT_MS = 2000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching pages nobody asked for yet is welcome here. */
export function prefetchWelcome(search: string, connection: NetworkInformation | undefined): boolean {
  // effectiveType: 'slow-2g', '2g', '3g' or '4g'.
  return new URLSearchParams(search).get('prefetch') !== 'off' && !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

/** Resolves a delay after the document has loaded (the first page's own files come first), in an idle moment. */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    const wait = () =>
      setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : resolve()), SETTLE_DELAY_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}

/** Once for each page shown (in the default layout, whose header links those pages). */
export function usePrefetchNextPages(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!prefetchWelcome(window.location.search, connection)) return;
    // A page left before it settled gets nothing: the page shown by then has its own turn.
    let shown = true;
    settled()
      .then(() => import('./next-pages-prefetch'))
      .then(({ prefetchNextPages }) => shown && prefetchNextPages(pathname, queryClient, trpc))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [pathname]);
}
