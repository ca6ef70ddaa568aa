/**
 * SEO of a path: the stored record of its page (both addresses share one record keyed by the
 * English path), the entity's own text for a page whose head comes from its `:slug`, or the
 * spec §3 defaults.
 */
import { and, eq, sql } from 'drizzle-orm';
import { findRoute, pagePath, routeParams, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';
import type { SeoRecord } from '@storefront/shared/contracts/seo';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { posts, products, seoRecords, services, ticketTypes, type EntitySeo, type Translatable } from '../db/schema';
import { pick, type Locale } from './i18n';
import { postIsPublic } from '../content/post-visibility';

export const DEFAULT_SEO: Record<Locale, SeoRecord> = {
  vi: {
    title: 'Trang chủ',
    description: 'Trang chủ',
    keywords: 'Trang chủ',
    ogTitle: 'Trang chủ',
    ogDescription: '',
    ogImage: '',
    robotsTxt: 'index, follow',
    canonicalUrl: '',
  },
  en: {
    title: 'Home page',
    description: 'Home page',
    keywords: 'Home page',
    ogTitle: 'Home page',
    ogDescription: '',
    ogImage: '',
    robotsTxt: 'index, follow',
    canonicalUrl: '',
  },
};

export const SITE_NAME: Translatable = { vi: 'Khu du lịch Cáp treo Mây Ngàn', en: 'May Ngan Cable Car Resort' };

/** Path without query, fragment or trailing slash; undecodable escapes are left as they are. */
export function normalisePath(raw: string): string {
  let path = raw.split(/[?#]/)[0] ?? '/';
  try {
    path = decodeURI(path);
  } catch {
    // keep the raw path: a malformed escape is simply a path nobody owns
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export type JsonLd = Record<string, unknown>;

export interface ResolvedSeo {
  page: PublishedPage | undefined;
  /** 404 for unknown paths and for entity pages whose entity does not exist. */
  status: 200 | 404;
  path: string;
  seo: SeoRecord;
  /** The slug of an entity page, if any. */
  slug?: string;
  jsonLd?: JsonLd;
  /** The image an entity page shows at its top, as the page addresses it (its largest paint). */
  heroImage?: string;
}

function entitySeo(
  locale: Locale,
  title: Translatable,
  description: Translatable,
  image: string,
  overrides: EntitySeo | null,
): SeoRecord {
  const name = pick(overrides?.title ?? title, locale);
  const text = pick(overrides?.description ?? description, locale);
  return {
    title: `${name} | ${pick(SITE_NAME, locale)}`,
    description: text,
    keywords: overrides?.keywords ? pick(overrides.keywords, locale) : name,
    ogTitle: name,
    ogDescription: text,
    ogImage: overrides?.ogImage ?? image,
    robotsTxt: 'index, follow',
    canonicalUrl: '',
  };
}

function absolute(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** The head of the entity the `:slug` of an entity page names; undefined when there is none to show (a 404). */
async function entityHead(
  db: Db,
  page: PublishedPage,
  slug: string,
  locale: Locale,
  publicUrl: string,
): Promise<{ seo: SeoRecord; jsonLd: JsonLd; heroImage: string } | undefined> {
  const kind = page.slugOf;
  const url = `${publicUrl}${pagePath(page, 'en', { slug })}`;
  if (kind === 'product') {
    const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
    if (!row || !row.isActive) return undefined;
    return {
      seo: entitySeo(locale, row.name, row.summary, row.imageUrl, row.seo),
      heroImage: row.imageUrl,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: pick(row.name, locale),
        description: pick(row.summary, locale),
        image: absolute(publicUrl, row.imageUrl),
        sku: row.slug,
        offers: {
          '@type': 'Offer',
          price: row.price,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
          url,
        },
      },
    };
  }
  if (kind === 'post') {
    const [row] = await db.select().from(posts).where(and(eq(posts.slug, slug), postIsPublic())).limit(1);
    if (!row) return undefined;
    return {
      seo: entitySeo(locale, row.title, row.excerpt, row.coverImageUrl, row.seo),
      heroImage: row.coverImageUrl,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': row.kind === 'news' ? 'NewsArticle' : 'Article',
        headline: pick(row.title, locale),
        description: pick(row.excerpt, locale),
        image: absolute(publicUrl, row.coverImageUrl),
        datePublished: row.publishedAt.toISOString(),
        dateModified: row.updatedAt.toISOString(),
        author: { '@type': 'Person', name: pick(row.authorName, locale) },
        inLanguage: locale,
      },
    };
  }
  if (kind === 'service' || kind === 'ticket') {
    const table = kind === 'service' ? services : ticketTypes;
    const [row] = await db
      .select({ name: table.name, summary: table.summary, imageUrl: table.imageUrl, seo: table.seo, slug: table.slug })
      .from(table)
      // A hidden service or ticket type has no page (its bySlug answers 404), so neither has its document.
      .where(and(eq(table.slug, slug), eq(table.isActive, true)))
      .limit(1);
    if (!row) return undefined;
    return {
      seo: entitySeo(locale, row.name, row.summary, row.imageUrl, row.seo),
      heroImage: row.imageUrl,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'TouristAttraction',
        name: pick(row.name, locale),
        description: pick(row.summary, locale),
        image: absolute(publicUrl, row.imageUrl),
        url,
        touristType: pick({ vi: 'Du khách', en: 'Tourists' }, locale),
        address: { '@type': 'PostalAddress', addressCountry: 'VN' },
      },
    };
  }
  // No other kind has a head of its own: a category's page takes the stored record of its path (seo: 'path').
  return undefined;
}

/** The stored record of a page's English path: only the columns the page head uses. */
function seoRecordByPath(db: Db) {
  return preparedStatement(db, 'seo_record_by_path', (database, name) =>
    database
      .select({
        title: seoRecords.title,
        description: seoRecords.description,
        keywords: seoRecords.keywords,
        ogTitle: seoRecords.ogTitle,
        ogDescription: seoRecords.ogDescription,
        ogImage: seoRecords.ogImage,
        robotsTxt: seoRecords.robotsTxt,
        canonicalUrl: seoRecords.canonicalUrl,
      })
      .from(seoRecords)
      .where(eq(seoRecords.path, sql.placeholder('path')))
      .limit(1)
      .prepare(name),
  );
}

/** The head of `rawPath` on `site`, the live remotes' pages (http/published-site.ts). */
/** The defaults under the name the page's remote gives it, for a page without a stored record. */
const titled = (seo: SeoRecord, title: string): SeoRecord => ({ ...seo, title, ogTitle: title, keywords: title });

export async function resolveSeo(db: Db, site: Site, rawPath: string, locale: Locale, publicUrl: string): Promise<ResolvedSeo> {
  const path = normalisePath(rawPath);
  const page = findRoute(site, path);
  if (!page) return { page, status: 404, path, seo: DEFAULT_SEO[locale] };
  if (page.seo === 'entity') {
    const slug = routeParams(page, path).slug;
    const found = slug ? await entityHead(db, page, slug, locale, publicUrl) : undefined;
    if (!found) return { page, status: 404, path, seo: DEFAULT_SEO[locale], slug };
    return { page, status: 200, path, seo: found.seo, slug, jsonLd: found.jsonLd, heroImage: found.heroImage || undefined };
  }
  const [row] = await seoRecordByPath(db).execute({ path: page.paths.en });
  if (!row) return { page, status: 200, path, seo: page.title ? titled(DEFAULT_SEO[locale], page.title[locale]) : DEFAULT_SEO[locale] };
  const title = pick(row.title, locale);
  const description = pick(row.description, locale);
  return {
    page,
    status: 200,
    path,
    seo: {
      title,
      description,
      keywords: pick(row.keywords, locale),
      ogTitle: pick(row.ogTitle, locale) || title,
      ogDescription: pick(row.ogDescription, locale) || description,
      ogImage: row.ogImage,
      robotsTxt: row.robotsTxt,
      canonicalUrl: row.canonicalUrl,
    },
  };
}
