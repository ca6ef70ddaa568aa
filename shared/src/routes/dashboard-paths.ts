/**
 * Where the dashboard's sections are shown, in the site the route table composes: the account
 * remote's dashboard, the gate scanner's install button and the API (the camera's policy, the
 * scanner's service worker) read them. Apart from ./route-table.ts, which is shared at run time and
 * so keeps every export in every page's start-up code: a visitor's page never runs these, and each
 * of their users bundles the few it needs.
 */
import { pageServing, pathsOf, type PublishedDashboardSection, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';

/** The page that shows the dashboard's sections below its own address: the reader's account home. */
export function dashboardPage(site: Site): PublishedPage | undefined {
  return pageServing(site, 'accountHome');
}

/** Every address of a dashboard section (one per distinct address of the dashboard), without a trailing slash. */
export function dashboardSectionPaths(site: Site, section: PublishedDashboardSection): string[] {
  const dashboard = dashboardPage(site);
  return dashboard ? pathsOf(dashboard).map((path) => (section.path ? `${path.replace(/\/$/, '')}/${section.path}` : path)) : [];
}

/** The address of the live section `id`, or undefined when no live remote has it. */
export function dashboardSectionAddress(site: Site, id: string): string | undefined {
  const section = site.dashboardSections.find((candidate) => candidate.id === id);
  return section && dashboardSectionPaths(site, section)[0];
}

/** The section shown at `pathname`, an address of the site, or undefined when it shows none. */
export function dashboardSectionShowing(site: Site, pathname: string): PublishedDashboardSection | undefined {
  const dashboard = dashboardPage(site);
  // Trailing slashes are ignored, as findRoute ignores them.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const base = dashboard && pathsOf(dashboard).find((candidate) => path === candidate || path.startsWith(`${candidate.replace(/\/$/, '')}/`));
  return base === undefined ? undefined : dashboardSectionAt(site, path.slice(base.length));
}

/**
 * The dashboard section shown at `rest`, the address below the dashboard's own ('' for the
 * dashboard itself, 'order-desk/VT-1' deeper), or undefined for an unknown one.
 */
export function dashboardSectionAt(site: Site, rest: string): PublishedDashboardSection | undefined {
  const path = rest.replace(/^\/+|\/+$/g, '');
  return site.dashboardSections.find((section) => section.path === path || (section.subPages && section.path !== '' && path.startsWith(`${section.path}/`)));
}
