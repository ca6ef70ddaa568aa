/**
 * sitemap.xml (every indexed page of the live remotes in both languages, with hreflang alternates,
 * and one address per stored entity on the pages that show one) and robots.txt.
 */
import { eq } from 'drizzle-orm';
import type { EntityKind } from '@storefront/shared/federation/remote-description';
import { isReadersOwnPage, pagePath, pathsOf, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';
import type { Db } from '../db/client';
import { categories, posts, products, services, ticketTypes } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { postIsPublic } from '../content/post-visibility';

function urlEntry(publicUrl: string, page: PublishedPage, slug?: string, lastmod?: Date): string {
  const params: Record<string, string> = slug === undefined ? {} : { slug };
  const vi = `${publicUrl}${pagePath(page, 'vi', params)}`;
  const en = `${publicUrl}${pagePath(page, 'en', params)}`;
  return [
    '  <url>',
    `    <loc>${escapeHtml(vi)}</loc>`,
    lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '',
    `    <xhtml:link rel="alternate" hreflang="vi" href="${escapeHtml(vi)}"/>`,
    `    <xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>`,
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n');
}

type Entity = { slug: string; updatedAt: Date };

/** The stored entities of a kind that are shown to the public. */
const publicEntities: Record<EntityKind, (db: Db) => Promise<Entity[]>> = {
  product: (db) => db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)),
  post: (db) => db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).where(postIsPublic()),
  service: (db) => db.select({ slug: services.slug, updatedAt: services.updatedAt }).from(services).where(eq(services.isActive, true)),
  ticket: (db) => db.select({ slug: ticketTypes.slug, updatedAt: ticketTypes.updatedAt }).from(ticketTypes).where(eq(ticketTypes.isActive, true)),
  category: (db) => db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories),
};

export async function buildSitemap(db: Db, publicUrl: string, site: Site): Promise<string> {
  const indexed = site.pages.filter((page) => page.indexed);
  const entityPages = indexed.filter((page): page is PublishedPage & { slugOf: EntityKind } => page.slugOf !== undefined && page.paths.en.includes(':slug'));
  const kinds = [...new Set(entityPages.map((page) => page.slugOf))];
  const entities = new Map(await Promise.all(kinds.map(async (kind) => [kind, await publicEntities[kind](db)] as const)));
  // A page without `:params` has one address; one with them, an address per stored entity of its
  // kind, or none when it names no kind to fill them from.
  const entries = [
    ...indexed.filter((page) => !page.paths.en.includes(':')).map((page) => urlEntry(publicUrl, page)),
    ...entityPages.flatMap((page) => (entities.get(page.slugOf) ?? []).map((row) => urlEntry(publicUrl, page, row.slug, row.updatedAt))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers stay out of the API, the payment sandbox and the reader's own pages (with their sections). */
export function buildRobots(publicUrl: string, site: Site): string {
  const ownPages = [...new Set(site.pages.filter(isReadersOwnPage).flatMap(pathsOf))].map((address) => `Disallow: ${address.split('/:')[0]}`);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...ownPages,
    'Disallow: /sandbox/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
