/**
 * The dashboard's sections, as every live remote describes them (its description's
 * `dashboardSections`), and the remotes' dashboard modules that load them: the dashboard page and
 * the user menu list them from the composed site, so a team adds a screen to the dashboard with a
 * release of its own remote alone.
 */
import type { RemoteDashboardModule } from '@storefront/shared/federation/remote-contract';
import { loadRemoteModule } from '@storefront/shared/ui/remote-mount';
import { currentSite, pathFor, type Locale, type PublishedDashboardSection } from '@storefront/shared/routes/route-table';
import { dashboardSectionAt } from '@storefront/shared/routes/dashboard-paths';
import type { SessionUser } from '@storefront/shared/session/session-store';
import { mayOpen } from '@storefront/shared/session/staff-access';
import { description } from './description';

export type { PublishedDashboardSection as DashboardSection };

/** This remote's page (./description.ts) that shows the sections below its address. */
const DASHBOARD_PAGE = 'dashboard';

/** The address of a section in a locale. */
export function sectionHref(section: PublishedDashboardSection, locale: Locale): string {
  const dashboard = pathFor(DASHBOARD_PAGE, locale);
  return section.path ? `${dashboard.replace(/\/$/, '')}/${section.path}` : dashboard;
}

/** Whether `user` may open `section`: the reader's own sections anyone signed in, a staff section the roles of its area. */
export function mayOpenSection(user: Pick<SessionUser, 'role'> | null | undefined, section: PublishedDashboardSection): boolean {
  return Boolean(user) && (!section.area || mayOpen(user, section.area));
}

/** The sections of the live site, in menu order. */
export const dashboardSections = (): readonly PublishedDashboardSection[] => currentSite().dashboardSections;

/** The section shown at `pathname`, a dashboard address in either locale, or undefined for an unknown one. */
export function sectionAt(pathname: string): PublishedDashboardSection | undefined {
  const rest = (['vi', 'en'] as const)
    .map((locale) => pathFor(DASHBOARD_PAGE, locale).replace(/\/$/, ''))
    .map((base) => (pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined))
    .find((candidate) => candidate !== undefined);
  return rest === undefined ? undefined : dashboardSectionAt(currentSite(), rest);
}

/** A remote's `dashboard` module: this remote's own from its own build, the others' through federation. */
export const loadDashboardModule = (remote: string): Promise<RemoteDashboardModule> =>
  remote === description.remote ? import('./dashboard') : loadRemoteModule<RemoteDashboardModule>(`${remote}/dashboard`);
