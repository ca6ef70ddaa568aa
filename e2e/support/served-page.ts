/**
 * The served document of a page as plain HTTP reads it: its addresses as the live sitemap lists
 * them, and what its `<main>` holds before any script runs.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Locale } from './locale';

export interface SitemapAddress {
  path: string;
  locale: Locale;
}

const unescapeXml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Every address of /sitemap.xml, each in the language its hreflang names (the Vietnamese one is the `<loc>`). */
export async function sitemapAddresses(request: APIRequestContext): Promise<SitemapAddress[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/hreflang="(vi|en)" href="([^"]+)"/g)].map(([, locale, href]) => {
    const url = new URL(unescapeXml(href!));
    return { path: url.pathname + url.search, locale: locale as Locale };
  });
}

/** The language a reader chose, as the server reads it (the `locale` cookie, api/src/lib/i18n.ts). */
export const localeHeaders = (locale: Locale) => ({ cookie: `locale=${locale}` });

/** The markup inside the document's `<main>`; undefined when it has none. */
export const mainOf = (html: string): string | undefined => /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1];

/** The text a reader (or a crawler) reads in markup: without tags, scripts and styles. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The words of a text, compared as a reader sees them (case aside, as CSS may change it). */
export const wordsOf = (text: string): Set<string> =>
  new Set(text.normalize('NFC').toLocaleLowerCase('vi').split(/[\s,.:;!?()"“”]+/).filter((word) => word.length > 0));

/** What is wrong with a served `<main>`: missing, a loading placeholder left in it, or no text. */
export function servedMainProblem(html: string): string | undefined {
  const main = mainOf(html);
  if (main === undefined) return 'no <main>';
  if (/aria-busy="true"/.test(main)) return 'a loading placeholder (aria-busy) in <main>';
  if (textOf(main).trim().length < 20) return 'no text in <main>';
  return undefined;
}

/**
 * The markup of the first element whose start tag carries `attribute` (e.g. `data-boundary="content"`),
 * up to its own end tag; undefined when no element does. The server's markup is React's, so every
 * element it opens it closes, and `>` never stands inside an attribute.
 */
export function elementWith(html: string, attribute: string): string | undefined {
  const escaped = attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = new RegExp(`<(\\w+)\\b[^>]*\\s${escaped}[\\s/>]`).exec(html);
  if (!start) return undefined;
  const tags = new RegExp(`<(/?)${start[1]}\\b[^>]*>`, 'g');
  tags.lastIndex = start.index;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start.index, tag.index + tag[0].length);
  }
  return undefined;
}
