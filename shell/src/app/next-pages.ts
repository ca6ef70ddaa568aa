/**
 * The pages a reader most likely opens next are fetched while they read this one: those of the
 * header's menu, and the booking page its call to action leads to. A second after a page has
 * settled, when the browser is idle, each of them gets its first-page queries under the keys its
 * own factories use, and its code is downloaded but not run (./page-code-prefetch.ts). Following
 * one of those links then runs the page's code from the HTTP cache, with its data at hand, without
 * a round trip. The toast viewer comes then too, so that a toast still shows once the connection
 * has dropped: it is loaded as the toast outlet loads it, since its chunk is small and quick to run
 * and only webpack knows its file's name.
 *
 * Not on a connection that asks to save data or reports 2G, and not with `?prefetch=off` in the
 * address: the bench measures the first page with and without it.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@storefront/shared/api/react-query';
import { prefetchFirstPageQueries, useTRPC } from '@storefront/shared/api/trpc-react';
import type { Trpc } from '@storefront/shared/api/trpc-options';
import { useLocation } from '@storefront/shared/routes/router';
import { currentSite, findRoute, firstPageQueries, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';
import { loadToaster } from '@storefront/shared/ui/app-providers';

/** The page of the header's call to action. */
export const BOOKING_PAGE = 'orderTicket';
const SETTLE_DELAY_MS = 1000;
/** Longest wait for an idle moment once the delay is over. */
const IDLE_TIMEOUT_MS = 2000;

/** The header's menu pages and the booking page, but the one shown, and none a guest may not open. */
export function nextPages(site: Site, shown: PublishedPage | undefined): PublishedPage[] {
  const pages = new Set([...site.menus.header.map(({ page }) => page), ...site.pages.filter((page) => page.id === BOOKING_PAGE)]);
  return [...pages].filter((page) => page !== shown && page.access === 'public');
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching pages nobody asked for yet is welcome here. */
export function prefetchWelcome(search: string, connection: NetworkInformation | undefined): boolean {
  // effectiveType: 'slow-2g', '2g', '3g' or '4g'.
  return new URLSearchParams(search).get('prefetch') !== 'off' && !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

function prefetchPages(pages: readonly PublishedPage[], site: Site, queryClient: QueryClient, trpc: Trpc): void {
  loadToaster().catch(() => undefined);
  import('./page-code-prefetch').then(({ prefetchPageCode }) => prefetchPageCode(pages)).catch(() => undefined);
  for (const page of pages) prefetchFirstPageQueries(queryClient, trpc, firstPageQueries(site, page, {}));
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
    void settled().then(() => {
      const site = currentSite();
      if (shown) prefetchPages(nextPages(site, findRoute(site, pathname)), site, queryClient, trpc);
    });
    return () => {
      shown = false;
    };
  }, [pathname]);
}
