/** JavaScript a first visit transfers (compressed bytes on the wire), grouped by who ships it. */
import type { Page } from '@playwright/test';

export interface JavaScriptBytes {
  total: number;
  byOwner: Record<string, number>;
}

export function ownerOf(pathname: string): string {
  const remote = /^\/remotes\/(\w+)\//.exec(pathname);
  return remote ? remote[1]! : 'shell';
}

/** Loads `path` in a fresh page and sums the transfer size of every script until the network is idle. */
export async function measureJavaScript(page: Page, path: string): Promise<JavaScriptBytes> {
  const pending: Promise<void>[] = [];
  const byOwner: Record<string, number> = {};
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => {
        const owner = ownerOf(new URL(request.url()).pathname);
        byOwner[owner] = (byOwner[owner] ?? 0) + sizes.responseBodySize;
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return { total: Object.values(byOwner).reduce((sum, bytes) => sum + bytes, 0), byOwner };
}
