/**
 * What next-pages.ts fetches once a page has settled, where prefetching is welcome: nothing here is
 * needed to show a page, so it is imported then. Each next page gets its first-page queries under
 * the keys its own factories use, and its code is downloaded but not run (prefetchPageCode):
 * running a page's modules holds the main thread, which on a phone blocked the page being read.
 * Following a link to one of them then runs the page's code from the HTTP cache, with its data at
 * hand, without a round trip. The toast viewer comes then too, so that a toast still shows once the
 * connection has dropped: it is loaded as the toast outlet loads it, since its chunk is small and
 * quick to run and only webpack knows its file's name.
 */
import { preloadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@storefront/shared/api/react-query';
import { prefetchFirstPageQueries } from '@storefront/shared/api/trpc-react';
import type { Trpc } from '@storefront/shared/api/trpc-options';
import { currentSite, findRoute, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';
import { firstPageQueries } from '@storefront/shared/routes/first-page-queries';
import { getLocale } from '@storefront/shared/i18n/i18n';
import { loadToaster } from '@storefront/shared/ui/app-providers';
import { connectRemotes } from './remotes';

/** The header's menu pages and the booking page, but the one shown, and none a guest may not open. */
export function nextPages(site: Site, shown: PublishedPage | undefined): PublishedPage[] {
  const pages = new Set([...site.menus.header.map(({ page }) => page), ...site.pages.filter((page) => page.serves === 'booking')]);
  return [...pages].filter((page) => page !== shown && page.access === 'public');
}

/** page-chunks.json, beside a remote's manifest: page id → the page's own files (shared/build/page-chunks-plugin.cjs). */
type PageChunks = Partial<Record<string, string[]>>;

/** A file of the remote's own folder, as api/src/http/remote-hints.ts takes them: no path, no address. */
const PLAIN_FILE = /^[\w.-]+\.(js|css)$/;

/**
 * The links Module Federation's preloadRemote adds, as prefetches rather than preloads (through
 * its documented createLink hook): the reader may never open the page, so its files come at the
 * lowest priority, after whatever the page shown still loads, and wait in the HTTP cache for the
 * router's request; a preload left unused for a few seconds also makes the browser warn.
 */
registerPlugins([
  {
    name: 'next-pages-prefetch',
    createLink: ({ url, attrs, resourceContext }) =>
      resourceContext?.initiator === 'preloadRemote' && attrs?.rel === 'preload' ? Object.assign(document.createElement('link'), { rel: 'prefetch', href: url }) : undefined,
  },
]);

/**
 * Downloads the code of `pages` without running it. Module Federation's preloadRemote loads each
 * page's remote entry (a few kilobytes that only declare the remote's modules) and prefetches the
 * files of its routes module ('sync': not those of every page the routes module can load). Each
 * page's own files get a prefetch link too. The document keeps the links, so each file is asked
 * for once. What fails is left to the router, which loads the page when it is opened.
 */
export async function prefetchPageCode(pages: readonly PublishedPage[]): Promise<void> {
  try {
    const remoteMap = await connectRemotes();
    for (const { remote, id } of pages) {
      // Once for each page: the runtime preloads a remote's routes once, and the HTTP cache answers
      // for a page list already read.
      preloadRemote([{ nameOrAlias: remote, exposes: ['routes'], resourceCategory: 'sync' }]).catch(() => undefined);
      const folder = remoteMap[remote]!.replace(/[^/]*$/, '');
      const chunks = (await (await fetch(`${folder}page-chunks.json`)).json()) as PageChunks;
      // The reader's language too, when its texts load apart from the page (English).
      for (const file of [...(chunks[id] ?? []), ...(chunks[`texts-${getLocale()}`] ?? [])]) {
        const href = folder + file;
        if (PLAIN_FILE.test(file) && !document.querySelector(`[href="${href}"]`)) {
          document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
        }
      }
    }
  } catch {
    // Left to the router.
  }
}

/** Fetches what the pages linked from the page at `pathname` need, as the router will ask for it. */
export function prefetchNextPages(pathname: string, queryClient: QueryClient, trpc: Trpc): void {
  const site = currentSite();
  const pages = nextPages(site, findRoute(site, pathname));
  loadToaster().catch(() => undefined);
  void prefetchPageCode(pages);
  for (const page of pages) prefetchFirstPageQueries(queryClient, trpc, firstPageQueries(site, page, {}));
}
