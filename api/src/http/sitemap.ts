/** sitemap.xml (every public page in both languages, with hreflang alternates) and robots.txt. */
import { eq } from 'drizzle-orm';
import { routeTable, type RouteEntry } from '@storefront/shared/routes/route-table';
import type { Db } from '../db/client';
import { categories, posts, products, services, ticketTypes } from '../db/schema';
import { escapeHtml } from './html';

/** Pages that are personal or transactional are not worth indexing. */
const PRIVATE_ROUTES = new Set(['checkout', 'checkoutSuccess', 'checkoutCancel', 'dashboard', 'login', 'register', 'orderRefund', 'ticketExchange']);

function urlEntry(publicUrl: string, route: RouteEntry, slug?: string, lastmod?: Date): string {
  const fill = (pattern: string) => `${publicUrl}${pattern.replace(':slug', encodeURIComponent(slug ?? ''))}`;
  const vi = fill(route.canonical.vi);
  const en = fill(route.canonical.en);
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

export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const byId = (id: string) => routeTable.find((route) => route.id === id) as RouteEntry;
  const entries: string[] = [];
  for (const route of routeTable as readonly RouteEntry[]) {
    if (PRIVATE_ROUTES.has(route.id) || route.paths.some((p) => p.includes(':'))) continue;
    entries.push(urlEntry(publicUrl, route));
  }
  const [productRows, postRows, serviceRows, ticketRows, categoryRows] = await Promise.all([
    db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)),
    db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).where(eq(posts.isPublished, true)),
    db.select({ slug: services.slug, updatedAt: services.updatedAt }).from(services),
    db.select({ slug: ticketTypes.slug, updatedAt: ticketTypes.updatedAt }).from(ticketTypes).where(eq(ticketTypes.isActive, true)),
    db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories),
  ]);
  for (const row of productRows) entries.push(urlEntry(publicUrl, byId('productDetail'), row.slug, row.updatedAt));
  for (const row of postRows) entries.push(urlEntry(publicUrl, byId('postDetail'), row.slug, row.updatedAt));
  for (const row of serviceRows) entries.push(urlEntry(publicUrl, byId('serviceDetail'), row.slug, row.updatedAt));
  for (const row of ticketRows) entries.push(urlEntry(publicUrl, byId('ticketDetail'), row.slug, row.updatedAt));
  for (const row of categoryRows) entries.push(urlEntry(publicUrl, byId('categoryDetail'), row.slug, row.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /dashboard',
    'Disallow: /checkout/',
    'Disallow: /sandbox/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
