/**
 * HTML documents: the shell's index.html with the page's SEO rendered into <head>, so crawlers and
 * link previews see it without JavaScript. Everything inserted is escaped.
 */
import path from 'node:path';
import { firstPageQueries } from '@storefront/shared/routes/first-page-queries';
import { findRoute, routeParams, type RouteEntry } from '@storefront/shared/routes/route-table';
import type { Db } from '../db/client';
import { pick, t, type Locale } from '../lib/i18n';
import { normalisePath, resolveSeo, SITE_NAME, type ResolvedSeo } from '../lib/seo';
import { readBuildFile } from './build-files';
import { escapeHtml, scriptJson } from './html';
import { remoteHints } from './remote-hints';
import { startupStateScript } from './startup-state';

/** Used until the shell is built, so the API still answers documents (and tests need no build). */
export const FALLBACK_INDEX_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export async function loadIndexHtml(distDir: string): Promise<string> {
  return (await readBuildFile(path.join(distDir, 'shell', 'index.html'), (html) => html)) ?? FALLBACK_INDEX_HTML;
}

/** The path of a route in a locale with the current slug filled in. */
function localePath(route: RouteEntry, locale: Locale, slug: string | undefined): string {
  return route.canonical[locale].replace(':slug', encodeURIComponent(slug ?? ''));
}

function absoluteUrl(publicUrl: string, url: string): string {
  if (!url) return '';
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function renderHead(resolved: ResolvedSeo, locale: Locale, publicUrl: string): string {
  const { seo, route, status } = resolved;
  const notFound = status === 404;
  const title = notFound ? t(locale, 'errors.pageNotFound', { path: resolved.path }) : seo.title;
  const robots = notFound ? 'noindex, follow' : seo.robotsTxt;
  const canonical =
    notFound || !route ? '' : seo.canonicalUrl || `${publicUrl}${localePath(route, locale, resolved.slug)}`;
  const ogType = route?.id === 'productDetail' ? 'product' : route?.id === 'postDetail' ? 'article' : 'website';
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(seo.keywords)}" />`,
    `<meta name="robots" content="${escapeHtml(robots)}" />`,
    `<meta property="og:title" content="${escapeHtml(notFound ? title : seo.ogTitle || seo.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(seo.ogDescription || seo.description)}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(pick(SITE_NAME, locale))}" />`,
    `<meta property="og:locale" content="${locale === 'vi' ? 'vi_VN' : 'en_US'}" />`,
    `<meta name="twitter:card" content="${seo.ogImage ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (seo.ogImage) tags.push(`<meta property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, seo.ogImage))}" />`);
  if (canonical) {
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  }
  if (route && !notFound) {
    for (const alt of ['vi', 'en'] as const) {
      tags.push(`<link rel="alternate" hreflang="${alt}" href="${escapeHtml(`${publicUrl}${localePath(route, alt, resolved.slug)}`)}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}${localePath(route, 'vi', resolved.slug)}`)}" />`);
  }
  if (resolved.jsonLd && !notFound) tags.push(`<script type="application/ld+json">${scriptJson(resolved.jsonLd)}</script>`);
  // A detail page's largest paint is its image, which the page only learns from its data, after
  // its code: asked for with the document instead, it is here when the page renders (issue 8).
  if (resolved.heroImage && !notFound) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(resolved.heroImage)}" />`);
  return tags.join('\n    ');
}

/** index.html with lang and head filled in; an existing <title> gives way to the page's. */
export function renderDocument(template: string, head: string, locale: Locale): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  html = /<html[^>]*\blang=/i.test(html)
    ? html.replace(/(<html[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${locale}"`)
    : html.replace(/<html/i, `<html lang="${locale}"`);
  // A function replacement, so `$` in page text is never read as a replacement pattern.
  return html.includes('<!--app-head-->')
    ? html.replace('<!--app-head-->', () => head)
    : html.replace(/<\/head>/i, () => `${head}\n</head>`);
}

/** The build this document belongs to, which the page's new-build watch compares with (spec §4). */
async function buildIdMeta(distDir: string): Promise<string[]> {
  const latest = await readBuildFile(path.join(distDir, 'builds', 'latest.json'), (text) => JSON.parse(text) as { id?: unknown });
  return typeof latest?.id === 'string' ? [`<meta name="build-id" content="${escapeHtml(latest.id)}" />`] : [];
}

export async function buildDocument(options: {
  db: Db;
  distDir: string;
  path: string;
  locale: Locale;
  publicUrl: string;
}): Promise<{ status: 200 | 404; html: string }> {
  const path = normalisePath(options.path);
  const route = findRoute(path);
  const pageQueries = route ? firstPageQueries(route, routeParams(route, path)) : [];
  const [resolved, template, startupState, buildId] = await Promise.all([
    resolveSeo(options.db, options.path, options.locale, options.publicUrl),
    loadIndexHtml(options.distDir),
    startupStateScript(options.db, options.locale, pageQueries),
    buildIdMeta(options.distDir),
  ]);
  const hints = await remoteHints(options.distDir, resolved.status === 200 ? resolved.route : undefined);
  const head = [renderHead(resolved, options.locale, options.publicUrl), startupState, ...buildId, ...hints].join('\n    ');
  return { status: resolved.status, html: renderDocument(template, head, options.locale) };
}
