import { isStaffRole, mayUse, type StaffArea } from '@storefront/shared/contracts/staff-roles';
import type { SessionUser } from '@storefront/shared/session/session-store';

/** Whether the person may use some staff area; the API refuses everyone else with FORBIDDEN. */
export function isStaff(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return isStaffRole(user?.role);
}

/** Whether the person may use `area` (shared/src/contracts/staff-roles.ts). */
export function mayOpen(user: Pick<SessionUser, 'role'> | null | undefined, area: StaffArea): boolean {
  return mayUse(user?.role, area);
}
