/**
 * Per-page SEO (spec §3/§7/§8). The API already renders these tags into the HTML document for
 * crawlers; in the browser the shell refreshes them on every client-side navigation, fetching this
 * module only then (shell/src/app/root-route.tsx).
 */
import { getApiClient } from '@storefront/shared/api/trpc-client';
import { needsSeoLookup } from '@storefront/shared/routes/route-table';
import type { SeoRecord } from '@storefront/shared/contracts/seo';

export type { SeoRecord };

const HOME = 'Trang chủ';

/** Spec §3 defaults: the Vietnamese 'Home page' text, indexable, no image or canonical. */
export const DEFAULT_SEO: Readonly<SeoRecord> = Object.freeze({
  title: HOME,
  description: HOME,
  keywords: HOME,
  ogTitle: HOME,
  ogDescription: '',
  ogImage: '',
  robotsTxt: 'index, follow',
  canonicalUrl: '',
});

/** A record from the server with the defaults under it, so an absent or null field never blanks a tag. */
export function withSeoDefaults(record: Partial<Record<keyof SeoRecord, string | null>> | null | undefined): SeoRecord {
  const merged = { ...DEFAULT_SEO };
  for (const key of Object.keys(DEFAULT_SEO) as Array<keyof SeoRecord>) {
    const value = record?.[key];
    if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}

/**
 * The SEO record of a page path; null when the path gets none (static assets, detail pages whose
 * SEO comes from their entity) or no client exists. A failed call gives the defaults.
 */
export async function fetchSeo(path: string): Promise<SeoRecord | null> {
  if (!needsSeoLookup(path)) return null;
  const client = getApiClient();
  if (!client) {
    console.error('tRPC client not initialized');
    return null;
  }
  try {
    return withSeoDefaults(await client.seo.getSeoByPath.query({ path }));
  } catch (error) {
    console.error(`[seo] could not load SEO for ${path}, using the defaults`, error);
    return { ...DEFAULT_SEO };
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    meta?.remove(); // an empty og:image is worse than none for link previews
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Writes a record into the document head. */
export function applySeo(record: SeoRecord): void {
  document.title = record.title;
  setMeta('name', 'description', record.description);
  setMeta('name', 'keywords', record.keywords);
  setMeta('name', 'robots', record.robotsTxt);
  setMeta('property', 'og:title', record.ogTitle);
  setMeta('property', 'og:description', record.ogDescription);
  setMeta('property', 'og:image', record.ogImage);
  setCanonical(record.canonicalUrl);
}
