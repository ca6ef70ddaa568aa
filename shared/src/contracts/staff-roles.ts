/**
 * Who may do what in the staff area. Each area is an allow-list of roles: a role added later, or a
 * customer, gets nothing until an area names it. The API enforces these on every procedure
 * (api/src/trpc.ts, areaProcedure); the account remote shows only what the reader's role may use.
 */
export const ROLES = ['customer', 'staff', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_AREAS = {
  /** Orders, the gate's check-in, moderation, quotes and refunds. */
  operations: ['staff', 'admin'],
  /** Sales, admissions and refunds, read-only. */
  reports: ['staff', 'admin'],
  /** Articles, pages, gallery, menu, map and SEO, in both languages. */
  content: ['editor', 'admin'],
  /** Ticket types, prices and capacity, products and services. */
  catalog: ['admin'],
  /** Theme, ticket-card style and feature flags. */
  settings: ['admin'],
  /** Staff accounts and their roles. */
  users: ['admin'],
  /** Remote releases: canaries, their figures, promotion and rollback. */
  releases: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether `role` may use `area`; anything not listed, an unknown role included, may not. */
export function mayUse(role: string | null | undefined, area: StaffArea): boolean {
  return typeof role === 'string' && (STAFF_AREAS[area] as readonly string[]).includes(role);
}

/** Whether `role` may use any staff area at all (the dashboard's staff sections, the header's staff links). */
export function isStaffRole(role: string | null | undefined): boolean {
  return (Object.keys(STAFF_AREAS) as StaffArea[]).some((area) => mayUse(role, area));
}
