import type { SessionUser } from '@storefront/shared/session/session-store';

/** Staff tools are for staff and admins; the API refuses everyone else with FORBIDDEN. */
export function isStaff(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'staff' || user?.role === 'admin';
}
