/**
 * The site's pages, composed from the live remotes' descriptions (remote-description.ts): which
 * remote shows which path, and the links and menus made from them. The API composes the site
 * for each document from the published descriptions; the shell composes it once at start from
 * the ones the document carries (`setSite`), and builds its router and menus from it.
 *
 * The module is shared at run time (shared/build/shared-modules.cjs: remotes read the shell's site),
 * and a shared module keeps every export in the start-up code of every page. So it holds what the
 * shell and the pages run; what only the dashboard, the API or the prefetch of the next pages need
 * lives beside it (./dashboard-paths.ts, ./first-page-queries.ts), bundled by whoever uses it.
 */
import type {
  Locale,
  Menu,
  PublishedDashboardSection,
  PublishedFragment,
  PublishedPage,
  RemoteDescription,
} from '@storefront/shared/federation/remote-description';
import { DASHBOARD_GROUPS } from '@storefront/shared/federation/remote-description';
import type { PageRole } from '@storefront/shared/federation/page-roles';

export type { Locale, LayoutName, PublishedDashboardSection, PublishedPage } from '@storefront/shared/federation/remote-description';
export type RemoteName = string;

export interface Site {
  pages: readonly PublishedPage[];
  /** Each menu's entries from every remote, by position. */
  menus: Record<Menu, ReadonlyArray<{ page: PublishedPage; label: Record<Locale, string> }>>;
  /** By 'remote/Name'. */
  fragments: ReadonlyMap<string, PublishedFragment>;
  /** Every remote's dashboard sections, in menu order: by group, then by position. */
  dashboardSections: readonly PublishedDashboardSection[];
}

/**
 * The site of these descriptions. A page whose id or path an earlier remote already has is left
 * out: the release that would have made the clash is refused (description-checks.ts), so this
 * only guards against a hand-edited remotes.json.
 */
export function composeSite(descriptions: readonly RemoteDescription[]): Site {
  const pages: PublishedPage[] = [];
  const taken = new Set<string>();
  for (const page of descriptions.flatMap((description) => description.pages)) {
    const keys = [`id:${page.id}`, ...new Set([page.paths.en, page.paths.vi])];
    if (keys.some((key) => taken.has(key))) continue;
    keys.forEach((key) => taken.add(key));
    pages.push(page);
  }
  const menu = (name: Menu) =>
    descriptions
      .flatMap((description) => description.navigation)
      .flatMap((entry) => {
        const page = pages.find((candidate) => candidate.id === entry.page);
        const position = entry.positions[name];
        return page && position !== undefined ? [{ page, label: entry.label, position }] : [];
      })
      .sort((a, b) => a.position - b.position)
      .map(({ page, label }) => ({ page, label }));
  const fragments = new Map(
    descriptions.flatMap((description) => description.fragments.map((fragment) => [`${description.remote}/${fragment.name}`, fragment] as const)),
  );
  const sectionsTaken = new Set<string>();
  const dashboardSections = descriptions
    .flatMap((description) => description.dashboardSections ?? [])
    .filter((section) => {
      const keys = [`id:${section.id}`, `path:${section.path}`];
      if (keys.some((key) => sectionsTaken.has(key))) return false;
      keys.forEach((key) => sectionsTaken.add(key));
      return true;
    })
    .sort((a, b) => DASHBOARD_GROUPS.indexOf(a.group) - DASHBOARD_GROUPS.indexOf(b.group) || a.position - b.position);
  return { pages, menus: { header: menu('header'), footer: menu('footer') }, fragments, dashboardSections };
}

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

/** Both addresses of a page, without repeating one they share. */
export const pathsOf = (page: PublishedPage): string[] => [...new Set([page.paths.en, page.paths.vi])];

/**
 * The page showing `pathname`, or undefined (a 404). Trailing slashes are ignored. A page of the
 * profile layout also shows everything under its path (its sections, such as
 * /dashboard/check-in), as the shell's router gives it `<path>/*`.
 */
export function findRoute(site: Site, pathname: string): PublishedPage | undefined {
  const path = withoutTrailingSlash(pathname);
  return site.pages.find((page) =>
    pathsOf(page).some((pattern) => match(pattern, path) || (page.layout === 'profile' && path.startsWith(`${pattern}/`))),
  );
}

/**
 * A page of the reader's own (sign-in and account pages, their cart and order) rather than of the
 * site's content: robots.txt keeps crawlers out of it, and no route rule may take it away, as the
 * shell's guard, the API's mails and the payment gateway send readers there.
 */
export const isReadersOwnPage = (page: PublishedPage): boolean => page.access !== 'public' || page.personal === true || page.layout !== 'default';

/** The `:params` (e.g. the slug) of `pathname` on `page`; empty when it has none or does not match. */
export function routeParams(page: PublishedPage, pathname: string): Record<string, string> {
  const path = withoutTrailingSlash(pathname);
  for (const pattern of pathsOf(page)) {
    const params = match(pattern, path);
    if (params) return params;
  }
  return {};
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A page's validation rule (spec §2, §5): a detail page's slug must look like a slug, unless the
 * page accepts any (articles keep legacy slugs). Anything but true shows the fatal 404
 * 'Page Not Found: {full path}'.
 */
export function validateRoute(page: PublishedPage, params: Record<string, string | undefined>): boolean {
  return page.anySlug === true || params.slug === undefined || SLUG.test(params.slug);
}

/** The fragments ('remote/Name') of every live remote filling `place`, by position. */
export function fragmentsAt(site: Site, place: string): string[] {
  const at = (id: string) => site.fragments.get(id)?.places?.[place] ?? Infinity;
  return [...site.fragments.keys()].filter((id) => at(id) < Infinity).sort((a, b) => at(a) - at(b));
}

/** The fragments ('remote/Name') filling the places of `page`'s first screen, place by place. */
export function fragmentsIn(site: Site, page: PublishedPage): string[] {
  return (page.places ?? []).flatMap((place) => fragmentsAt(site, place));
}

/** The live page serving `role`, if any. */
export const pageServing = (site: Site, role: PageRole): PublishedPage | undefined => site.pages.find((page) => page.serves === role);

/** A page's address in a locale, with its `:params` filled in. */
export function pagePath(page: PublishedPage, locale: Locale, params: Record<string, string> = {}): string {
  return page.paths[locale].replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

let current: Site = composeSite([]);

/** The site this page runs: set once by the shell at start (and by test renders). */
export function setSite(site: Site): void {
  current = site;
}

export function currentSite(): Site {
  return current;
}

/**
 * The address of a page in a locale. A page no live remote has (its remote rolled it back, or is
 * unreachable) links to the home page rather than breaking the page that links to it.
 */
export function pathFor(id: string, locale: Locale, params: Record<string, string> = {}): string {
  const page = current.pages.find((candidate) => candidate.id === id);
  return page ? pagePath(page, locale, params) : '/';
}

/**
 * The address of the page serving `role` (page-roles.ts) in a locale: how the shell and shared
 * components link to a page they do not name. With no live page serving it (a refused release
 * cannot cause that, a hand-edited remotes.json can), the home page, as `pathFor` does.
 */
export function pathServing(role: PageRole, locale: Locale, params: Record<string, string> = {}): string {
  const page = pageServing(current, role);
  return page ? pagePath(page, locale, params) : '/';
}
