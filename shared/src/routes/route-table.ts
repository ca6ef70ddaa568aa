/**
 * Which remote owns which page, under which English and Vietnamese paths (spec §2).
 * The shell builds its router from this table alone; a remote's `routes` module must export a
 * page for every id it owns (see `RemotePages`).
 */
export type RemoteName = 'content' | 'commerce' | 'account';
export type LayoutName = 'default' | 'auth' | 'profile';
export type Locale = 'vi' | 'en';

export interface RouteEntry {
  /** Stable id: the key of the page in the owning remote's `pages` map. */
  id: string;
  remote: RemoteName;
  /** Every alias that shows this page; the first is the canonical English path. */
  paths: readonly string[];
  /** The alias to link to in each locale. */
  canonical: Record<Locale, string>;
  layout: LayoutName;
  /** guest: signed-in users are sent to `/`; signedIn: guests are sent to `/auth/login`. */
  access?: 'guest' | 'signedIn';
  /** Detail pages take their SEO from the entity, not from seo.getSeoByPath (spec §7). */
  detail?: boolean;
}

const both = (en: string, vi: string) => ({ paths: [en, vi], canonical: { en, vi } });
const one = (path: string) => ({ paths: [path], canonical: { en: path, vi: path } });

export const routeTable = [
  { id: 'home', remote: 'content', layout: 'default', ...one('/') },
  { id: 'map', remote: 'content', layout: 'default', ...one('/map') },
  { id: 'menu', remote: 'content', layout: 'default', ...both('/menu', '/thuc-don') },
  { id: 'about', remote: 'content', layout: 'default', ...both('/about', '/gioi-thieu') },
  { id: 'contact', remote: 'content', layout: 'default', ...both('/contact', '/lien-he') },
  { id: 'gallery', remote: 'content', layout: 'default', ...both('/gallery', '/thu-vien-hinh-anh') },
  { id: 'reviews', remote: 'content', layout: 'default', ...one('/reviews') },
  { id: 'recruitment', remote: 'content', layout: 'default', ...both('/recruitment', '/tuyen-dung') },
  { id: 'news', remote: 'content', layout: 'default', ...both('/news', '/tin-tuc') },
  { id: 'postList', remote: 'content', layout: 'default', ...both('/posts', '/bai-viet') },
  { id: 'postDetail', remote: 'content', layout: 'default', detail: true, ...both('/posts/:slug', '/bai-viet/:slug') },
  { id: 'productList', remote: 'commerce', layout: 'default', ...both('/products', '/san-pham') },
  { id: 'productDetail', remote: 'commerce', layout: 'default', detail: true, ...both('/products/:slug', '/san-pham/:slug') },
  { id: 'serviceList', remote: 'commerce', layout: 'default', ...both('/services', '/dich-vu') },
  { id: 'serviceDetail', remote: 'commerce', layout: 'default', detail: true, ...both('/services/:slug', '/dich-vu/:slug') },
  { id: 'categoryList', remote: 'commerce', layout: 'default', ...both('/categories', '/danh-muc-san-pham') },
  { id: 'categoryDetail', remote: 'commerce', layout: 'default', ...both('/categories/:slug', '/danh-muc-san-pham/:slug') },
  { id: 'ticketList', remote: 'commerce', layout: 'default', ...one('/tickets') },
  { id: 'ticketDetail', remote: 'commerce', layout: 'default', detail: true, ...one('/tickets/:slug') },
  { id: 'ticketPricing', remote: 'commerce', layout: 'default', ...both('/ticket-pricing', '/bang-gia-ve') },
  { id: 'orderTicket', remote: 'commerce', layout: 'default', ...both('/order-ticket', '/dat-ve') },
  { id: 'orderRefund', remote: 'commerce', layout: 'default', ...one('/order-refund') },
  { id: 'ticketExchange', remote: 'commerce', layout: 'default', ...one('/ticket-exchange') },
  { id: 'checkout', remote: 'commerce', layout: 'default', ...one('/checkout/ticket') },
  { id: 'checkoutSuccess', remote: 'commerce', layout: 'default', ...one('/checkout/success') },
  { id: 'checkoutCancel', remote: 'commerce', layout: 'default', ...one('/checkout/cancel') },
  { id: 'dashboard', remote: 'account', layout: 'profile', access: 'signedIn', ...one('/dashboard') },
  { id: 'login', remote: 'account', layout: 'auth', access: 'guest', ...one('/auth/login') },
  { id: 'register', remote: 'account', layout: 'auth', ...one('/auth/register') },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeTable)[number]['id'];
export type RouteIdOf<R extends RemoteName> = Extract<(typeof routeTable)[number], { remote: R }>['id'];

/** The `:params` of `path` under `pattern`, or undefined when it does not match. */
function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':') && value !== '') params[part.slice(1)] = value;
    else if (part !== value) return undefined;
  }
  return params;
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The route entry showing `pathname`, or undefined (a 404). Trailing slashes are ignored. A page
 * of the profile layout also shows everything under its path (its sections, such as
 * /dashboard/check-in), as the shell's router gives it `<path>/*`.
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = withoutTrailingSlash(pathname);
  return routeTable.find((route) =>
    route.paths.some((pattern) => match(pattern, path) || (route.layout === 'profile' && path.startsWith(`${pattern}/`))),
  );
}

/** The `:params` (e.g. the slug) of `pathname` on `route`; empty when it has none or does not match. */
export function routeParams(route: RouteEntry, pathname: string): Record<string, string> {
  const path = withoutTrailingSlash(pathname);
  for (const pattern of route.paths) {
    const params = match(pattern, path);
    if (params) return params;
  }
  return {};
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A route's validation rule (spec §2, §5): a detail page's slug must look like a slug, except
 * the article routes, whose rule always passes (articles may keep legacy slugs).
 * Anything but true shows the fatal 404 'Page Not Found: {full path}'.
 */
export function validateRoute(route: RouteEntry, params: Record<string, string | undefined>): boolean {
  if (route.id === 'postDetail' || route.id === 'postList') return true;
  return params.slug === undefined || SLUG.test(params.slug);
}

/** The path of a page in a locale, with its `:params` filled in. */
export function pathFor(id: RouteId, locale: Locale, params: Record<string, string> = {}): string {
  const route = routeTable.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route.canonical[locale].replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
