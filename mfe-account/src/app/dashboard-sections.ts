import type { StaffArea } from '@storefront/shared/contracts/staff-roles';

/**
 * The dashboard's sub-pages under /dashboard/* (the shell routes the whole subtree here). Kept
 * apart from their components so the header's user menu can list them without loading them.
 */
export interface DashboardSection {
  key: 'profile' | 'orders' | 'moderation' | 'quotes' | 'refunds' | 'checkIn' | 'history' | 'tickets' | 'flags' | 'theme' | 'reports' | 'users' | 'articles' | 'orderDesk' | 'seo' | 'redirects' | 'products' | 'gallery' | 'menu' | 'map' | 'pages' | 'combos' | 'categories' | 'services';
  /** Relative to /dashboard; '' is the dashboard itself. */
  path: string;
  /** The staff area it belongs to: only the roles that may use it see and may open it. None: everyone signed in. */
  area?: StaffArea;
  /**
   * Opened as a new document: the camera is allowed only on documents served at
   * /dashboard/check-in (Permissions-Policy), so arriving by client-side navigation would leave
   * the scanner without a camera.
   */
  reloadDocument?: boolean;
  /** Its pages go deeper than `path` (/dashboard/order-desk/<code>): the section owns every path under it. */
  subPages?: boolean;
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'profile', path: '' },
  { key: 'orders', path: 'orders' },
  { key: 'moderation', path: 'moderation', area: 'operations' },
  { key: 'quotes', path: 'quotes', area: 'operations' },
  { key: 'refunds', path: 'refunds', area: 'operations' },
  { key: 'checkIn', path: 'check-in', area: 'operations', reloadDocument: true },
  { key: 'history', path: 'history', area: 'operations' },
  { key: 'tickets', path: 'tickets', area: 'catalog' },
  { key: 'flags', path: 'flags', area: 'settings' },
  { key: 'theme', path: 'theme', area: 'settings' },
  { key: 'reports', path: 'reports', area: 'reports' },
  { key: 'users', path: 'users', area: 'users' },
  { key: 'articles', path: 'articles', area: 'content' },
  { key: 'orderDesk', path: 'order-desk', area: 'operations', subPages: true },
  { key: 'seo', path: 'seo', area: 'content' },
  { key: 'redirects', path: 'redirects', area: 'content' },
  { key: 'products', path: 'products', area: 'catalog' },
  { key: 'gallery', path: 'gallery', area: 'content' },
  { key: 'menu', path: 'menu', area: 'content' },
  { key: 'map', path: 'map', area: 'content' },
  { key: 'pages', path: 'pages', area: 'content' },
  { key: 'combos', path: 'combos', area: 'catalog' },
  { key: 'categories', path: 'categories', area: 'catalog' },
  { key: 'services', path: 'services', area: 'catalog' },
];

/** The section shown at `pathname`, or undefined for an unknown sub-path. */
export function sectionAt(pathname: string): DashboardSection | undefined {
  const rest = pathname.replace(/^\/dashboard\/?/, '').replace(/\/+$/, '');
  return DASHBOARD_SECTIONS.find((section) => section.path === rest || (section.subPages && rest.startsWith(`${section.path}/`)));
}
