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
import { getInstance, getRemoteEntry, getRemoteInfo } from '@module-federation/enhanced/runtime';
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

/** What is read of a remote's mf-manifest.json: the files each exposed module needs before it runs. */
interface FederationManifest {
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }>;
}

/** A file of the remote's own folder, as api/src/http/remote-hints.ts takes them: no path, no address. */
const PLAIN_FILE = /^[\w.-]+\.(js|css)$/;

/**
 * A prefetch, not a preload: the reader may never open the page, so its files come at the lowest
 * priority, after whatever the page shown still loads, and wait in the HTTP cache for the router's
 * request; a preload left unused for a few seconds also makes the browser warn. The document keeps
 * the links, so each file is asked for once.
 */
function prefetch(href: string): void {
  if (!document.querySelector(`[href="${href}"]`)) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
}

/**
 * Loads a remote's entry through the federation runtime, as the router would, without running any
 * of its modules: a few kilobytes that only declare them. The entry is never cached
 * (api/src/http/static-files.ts), so a prefetch would not spare the router its request; the
 * runtime keeps the loaded entry instead, and the page opens from it, offline too.
 */
function loadEntry(remote: string): void {
  const host = getInstance();
  const registered = host?.options.remotes.find((candidate) => candidate.name === remote);
  if (!host || !registered) return;
  getRemoteEntry({ origin: host, remoteInfo: getRemoteInfo(registered), remoteEntryExports: host.moduleCache.get(remote)?.remoteEntryExports }).catch(() => undefined);
}

/**
 * Downloads the code of `pages` without running it: each page's remote entry, the files of its
 * routes module (those its mf-manifest.json lists as the module's own, not those of every page the
 * routes module can load) and each page's own files (page-chunks.json). What fails is left to the
 * router, which loads the page when it is opened.
 */
export async function prefetchPageCode(pages: readonly PublishedPage[]): Promise<void> {
  try {
    const remoteMap = await connectRemotes();
    const remotes = new Map<string, Promise<PageChunks>>();
    for (const { remote, id } of pages) {
      const manifestUrl = remoteMap[remote]!;
      const folder = manifestUrl.replace(/[^/]*$/, '');
      let chunks = remotes.get(remote);
      if (!chunks) {
        // Once for each remote: its entry and routes module serve all its pages.
        loadEntry(remote);
        fetch(manifestUrl)
          .then((response) => response.json() as Promise<FederationManifest>)
          .then((manifest) => {
            const routes = manifest.exposes.find((expose) => expose.name === 'routes')?.assets;
            for (const file of [...(routes?.css?.sync ?? []), ...(routes?.js.sync ?? [])]) if (PLAIN_FILE.test(file)) prefetch(folder + file);
          })
          .catch(() => undefined);
        chunks = fetch(`${folder}page-chunks.json`).then((response) => response.json() as Promise<PageChunks>);
        remotes.set(remote, chunks);
      }
      // The reader's language too, when its texts load apart from the page (English).
      const pageChunks = await chunks;
      for (const file of [...(pageChunks[id] ?? []), ...(pageChunks[`texts-${getLocale()}`] ?? [])]) {
        if (PLAIN_FILE.test(file)) prefetch(folder + file);
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
