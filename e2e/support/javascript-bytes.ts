/** JavaScript a first visit transfers (compressed bytes on the wire), grouped by who ships it. */
import type { Page, Request } from '@playwright/test';

export interface JavaScriptBytes {
  total: number;
  byOwner: Record<string, number>;
}

export function ownerOf(pathname: string): string {
  const remote = /^\/remotes\/(\w+)\//.exec(pathname);
  return remote ? remote[1]! : 'shell';
}

/**
 * Loads `path` in a fresh page and sums the transfer size of every script until the network is
 * idle. The pages fetched ahead a second after it settles (shell/src/app/next-pages.ts) are not
 * the first visit's own, and whether the network went idle before they started is chance: they
 * are left out (`?prefetch=off`).
 */
export async function measureJavaScript(page: Page, path: string): Promise<JavaScriptBytes> {
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
  page.on('requestfinished', onFinished);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}prefetch=off`, { waitUntil: 'networkidle' });
  // Stop listening first: a script finishing later would ask for its sizes after the caller
  // has closed the page.
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return { total: Object.values(byOwner).reduce((sum, bytes) => sum + bytes, 0), byOwner };
}
