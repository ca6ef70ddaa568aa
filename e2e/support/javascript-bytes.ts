/** JavaScript a first visit transfers (compressed bytes on the wire), grouped by who ships it. */
import type { Page, Request } from '@playwright/test';
import { watchNetwork } from './network-quiet';

export interface JavaScriptBytes {
  total: number;
  byOwner: Record<string, number>;
}

export function ownerOf(pathname: string): string {
  const remote = /^\/remotes\/(\w+)\//.exec(pathname);
  return remote ? remote[1]! : 'shell';
}

/**
 * Loads `path` in a fresh page and sums the transfer size of every script until the page has
 * loaded, each team in `teams` has sent one and the network has been quiet for half a second.
 * Waiting for the teams matters: a page's fragments load after its own code has run, and on a busy machine that can
 * take longer than the quiet moment that ends `networkidle`, which would then count none of them.
 * The pages fetched ahead a second after it settles (shell/src/app/next-pages.ts) are not the
 * first visit's own, and whether they started before the network went quiet is chance: they are
 * left out (`?prefetch=off`).
 */
export async function measureJavaScript(page: Page, path: string, teams: readonly string[] = []): Promise<JavaScriptBytes> {
  const pending: Promise<void>[] = [];
  const byOwner: Record<string, number> = {};
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => {
        const owner = ownerOf(new URL(request.url()).pathname);
        byOwner[owner] = (byOwner[owner] ?? 0) + sizes.responseBodySize;
      }),
    );
  };
  const network = watchNetwork(page);
  page.on('requestfinished', onFinished);
  // The quiet moment below, counted from the document's own request on, ends later than
  // `networkidle` would: waiting for that first only added its half second again.
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}prefetch=off`);
  await network.quiet(500, () => teams.every((team) => byOwner[team] !== undefined));
  // Stop listening first: a script finishing later would ask for its sizes after the caller
  // has closed the page.
  network.stop();
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return { total: Object.values(byOwner).reduce((sum, bytes) => sum + bytes, 0), byOwner };
}
