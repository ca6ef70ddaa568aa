/**
 * The dashboard's sub-pages under /dashboard/* (the shell routes the whole subtree here). Kept
 * apart from their components so the header's user menu can list them without loading them.
 */
export interface DashboardSection {
  key: 'profile' | 'orders' | 'moderation' | 'quotes' | 'refunds' | 'checkIn' | 'history';
  /** Relative to /dashboard; '' is the dashboard itself. */
  path: string;
  /** Only staff and admins see and may open it. */
  staff: boolean;
  /**
   * Opened as a new document: the camera is allowed only on documents served at
   * /dashboard/check-in (Permissions-Policy), so arriving by client-side navigation would leave
   * the scanner without a camera.
   */
  reloadDocument?: boolean;
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'profile', path: '', staff: false },
  { key: 'orders', path: 'orders', staff: false },
  { key: 'moderation', path: 'moderation', staff: true },
  { key: 'quotes', path: 'quotes', staff: true },
  { key: 'refunds', path: 'refunds', staff: true },
  { key: 'checkIn', path: 'check-in', staff: true, reloadDocument: true },
  { key: 'history', path: 'history', staff: true },
];

/** The section shown at `pathname`, or undefined for an unknown sub-path. */
export function sectionAt(pathname: string): DashboardSection | undefined {
  const rest = pathname.replace(/^\/dashboard\/?/, '').replace(/\/+$/, '');
  return DASHBOARD_SECTIONS.find((section) => section.path === rest);
}
