/**
 * GET /api/locale?to=vi|en&next=<path>: the header's language link. It sets the cookie every
 * document is served by (lib/i18n.ts localeFromHeaders) and sends the reader on with a 303 to
 * `next` in the chosen language: the same page's alias when `next` is one of the site's pages
 * (/san-pham/x ⇄ /products/x), else `next` as it is. So the language switches with a plain link,
 * before the page's code has arrived or without it.
 *
 * `next` comes from the address, which anyone can write: only a path of this site is followed,
 * never another site (`//evil.example`, `/\evil.example`, `https:…`), so the link cannot be made
 * into an open redirect.
 */
import type { FastifyInstance } from 'fastify';
import { findRoute, pagePath, routeParams, type Site } from '@storefront/shared/routes/route-table';
import { asLocale, localeFromHeaders, type Locale } from '../lib/i18n';

export const LOCALE_ROUTE = '/api/locale';
/** As the browser writes it (shared/src/i18n/i18n.ts): a year, the whole site, sent on links from other sites. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const MAX_NEXT_LENGTH = 2048;
/** Backslashes (browsers read them as slashes), control characters (a tab or newline is dropped, leaving `//`). */
const FORBIDDEN = /[\\\u0000-\u001f\u007f]/;
/** Only to read what a browser would make of `next`; never sent. */
const PROBE_ORIGIN = 'http://site.invalid';

const refusals = {
  vi: { to: 'Ngôn ngữ không được hỗ trợ: hãy chọn vi hoặc en', next: 'Địa chỉ quay lại phải là một trang của trang web này' },
  en: { to: 'Unsupported language: choose vi or en', next: 'The return address must be a page of this site' },
} as const;

/**
 * `next` as a path (with its query and fragment) of this site, or undefined when a browser could
 * read it as another site's address, or it is no plain path.
 */
export function sameSitePath(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_NEXT_LENGTH) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || FORBIDDEN.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  // As the URL parser wrote it: anything outside ASCII percent-encoded, dot segments resolved.
  // Resolving them may leave a `//` in front (`/./..//evil.example`), which is another site again.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return undefined;
  return url.pathname + url.search + url.hash;
}

/** `path` in `locale`: the alias of the same page when it is one of the site's pages. */
export function localisedPath(site: Site | undefined, path: string, locale: Locale): string {
  const url = new URL(path, PROBE_ORIGIN);
  const page = site && findRoute(site, url.pathname);
  if (!page) return path;
  return pagePath(page, locale, routeParams(page, url.pathname)) + url.search + url.hash;
}

export function registerLocaleRoute(app: FastifyInstance, options: { site: () => Promise<Site> }): void {
  app.get<{ Querystring: { to?: unknown; next?: unknown } }>(LOCALE_ROUTE, async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to.length === 2 ? asLocale(request.query.to) : undefined;
    const next = sameSitePath(request.query.next);
    if (!to || !next) {
      const texts = refusals[localeFromHeaders(request.headers)];
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ error: { code: 'BAD_REQUEST', message: to ? texts.next : texts.to } });
    }
    // The published site may be missing (a build without remotes): the path is then kept as it is.
    const site = await options.site().catch(() => undefined);
    return reply
      .code(303)
      .header('Set-Cookie', `locale=${to}; Max-Age=${COOKIE_MAX_AGE}; Path=/; SameSite=Lax`)
      .header('Cache-Control', 'no-store')
      .header('Location', localisedPath(site, next, to))
      .send();
  });
}
