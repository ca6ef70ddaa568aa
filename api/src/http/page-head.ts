/**
 * The page tags of a document's head (title, description, robots, Open Graph, canonical, hreflang,
 * JSON-LD), as the document renders them and as seo.head hands them to a client-side navigation.
 * Everything inserted is escaped.
 */
import { HERO_IMAGE_SIZES, imageVariants, variantSrcSet } from '@storefront/shared/media/image-variants';
import { pagePath, type PublishedPage } from '@storefront/shared/routes/route-table';
import { pick, t, type Locale } from '../lib/i18n';
import { SITE_NAME, type ResolvedSeo } from '../lib/seo';
import { escapeHtml, scriptJson } from '../lib/html';

/** The path of a page in a locale with the current slug filled in. */
function localePath(page: PublishedPage, locale: Locale, slug: string | undefined): string {
  return pagePath(page, locale, { slug: slug ?? '' });
}

/** Open Graph's type: what an entity page shows, else a website. */
function ogTypeOf(page: PublishedPage | undefined): string {
  if (page?.seo !== 'entity') return 'website';
  return page.slugOf === 'product' ? 'product' : page.slugOf === 'post' ? 'article' : 'website';
}

function absoluteUrl(publicUrl: string, url: string): string {
  if (!url) return '';
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function renderHead(resolved: ResolvedSeo, locale: Locale, publicUrl: string): string {
  const { seo, page, status } = resolved;
  const notFound = status === 404;
  const title = notFound ? t(locale, 'errors.pageNotFound', { path: resolved.path }) : seo.title;
  const robots = notFound ? 'noindex, follow' : seo.robotsTxt;
  const canonical =
    notFound || !page ? '' : seo.canonicalUrl || `${publicUrl}${localePath(page, locale, resolved.slug)}`;
  const ogType = ogTypeOf(page);
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
  if (page && !notFound) {
    for (const alt of ['vi', 'en'] as const) {
      tags.push(`<link rel="alternate" hreflang="${alt}" href="${escapeHtml(`${publicUrl}${localePath(page, alt, resolved.slug)}`)}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}${localePath(page, 'vi', resolved.slug)}`)}" />`);
  }
  if (resolved.jsonLd && !notFound) tags.push(`<script type="application/ld+json">${scriptJson(resolved.jsonLd)}</script>`);
  if (resolved.heroImage && !notFound) tags.push(heroImagePreload(resolved.heroImage));
  return tags.join('\n    ');
}

/**
 * A detail page's largest paint is its image, which the page only learns from its data, after its
 * code: asked for with the document instead, it is here when the page renders. For an image with
 * variants it is the AVIF file the page's <picture> takes (shared/src/ui/responsive-image, with
 * HERO_IMAGE_SIZES), chosen by the same srcset and sizes; a browser without AVIF skips it.
 */
function heroImagePreload(url: string): string {
  const variants = imageVariants(url);
  if (!variants) return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`;
  return `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${escapeHtml(variantSrcSet(variants.base, 'avif'))}" imagesizes="${escapeHtml(HERO_IMAGE_SIZES)}" />`;
}
