/**
 * Downloads the code of the pages a reader may open next without running it (next-pages.ts):
 * running a page's modules holds the main thread, which on a phone blocked the page being read.
 * When the reader follows a link to one of them, the router loads it as any page, and its files
 * come from the HTTP cache. Nothing here is needed to show a page: next-pages.ts imports it once a
 * page has settled, and only where prefetching is welcome.
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { PublishedPage } from '@storefront/shared/routes/route-table';
import { connectRemotes } from './remotes';

/** page-chunks.json, beside a remote's manifest: page id → the page's own files (shared/build/page-chunks-plugin.cjs). */
type PageChunks = Partial<Record<string, string[]>>;

/** A file of the remote's own folder, as api/src/http/remote-hints.ts takes them: no path, no address. */
const PLAIN_FILE = /^[\w.-]+\.(js|css)$/;

/**
 * Module Federation's preloadRemote loads each page's remote entry (a few kilobytes that only
 * declare the remote's modules) and preloads the files of its routes module ('sync': not those of
 * every page the routes module can load). Each page's own files get a prefetch link, not a
 * preload: the reader may never open the page, so they come at the lowest priority, after whatever
 * the page shown still loads, and wait in the HTTP cache for the router's request (a preload left
 * unused for a few seconds also makes the browser warn). The document keeps the links, so each
 * file is asked for once. What fails is left to the router, which loads the page when it is opened.
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
      for (const file of chunks[id] ?? []) {
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
