/**
 * The page's head after a client-side navigation: the tags the API renders into a served document
 * (api/src/http/documents.ts renderHead), fetched from seo.head and put in place of the previous
 * page's, so that the head always says what a fresh load of the URL would: title, description,
 * keywords, robots, Open Graph and Twitter card, canonical, hreflang alternates and JSON-LD. The
 * shell fetches this module only on a client-side navigation (shell/src/app/root-route.tsx).
 */
import { getApiClient } from '@storefront/shared/api/trpc-client';

/** The tags the server renders for each page; everything else in <head> belongs to the shell. */
export const PAGE_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(', ');

/** The page tags of a path, in the page's language. */
export async function fetchHead(path: string): Promise<string> {
  const client = getApiClient();
  if (!client) throw new Error('tRPC client not initialized');
  return (await client.seo.head.query({ path })).tags;
}

/** Replaces the head's page tags with `tags` (markup as the server renders it). */
export function applyHead(tags: string): void {
  const template = document.createElement('template');
  template.innerHTML = tags;
  const fresh = [...template.content.querySelectorAll(PAGE_TAGS)];
  for (const old of document.head.querySelectorAll(PAGE_TAGS)) old.remove();
  document.head.append(...fresh);
}
