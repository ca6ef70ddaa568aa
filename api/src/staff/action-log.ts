/**
 * Every staff action is recorded (who, what, when, on which item) so a decision or a check-in
 * can be traced later; the dashboard's history and an order's history read it back.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffActions, users } from '../db/schema';

export type StaffAction = (typeof staffActions.$inferInsert)['action'];
export type StaffSubject = (typeof staffActions.$inferInsert)['subjectKind'];

export interface StaffActionRecord {
  /** null: the site itself acted (a canary rolled back by its rule). */
  actorId: number | null;
  action: StaffAction;
  subjectKind: StaffSubject;
  subjectId: number;
  /** The order a ticket belongs to, so the order's history lists its check-ins. */
  orderId?: number | null;
  /** For a change to a setting (a price, a capacity, a flag): the values it replaced and the ones it wrote. */
  before?: unknown;
  after?: unknown;
}

/** `db` may be a transaction, so the action is stored together with what it records. */
export async function recordStaffAction(db: Pick<Db, 'insert'>, record: StaffActionRecord): Promise<void> {
  await db.insert(staffActions).values({ ...record, orderId: record.orderId ?? null, before: record.before ?? null, after: record.after ?? null });
}

const json = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** JSON with object keys sorted: jsonb hands objects back with its own key order ({ en, vi }). */
function canonical(value: unknown): string {
  return JSON.stringify(json(value), (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

/**
 * The fields of `before` that `after` changes, both sides, as JSON the history can show (every
 * field of `after` when there was nothing before). No field: the change changes nothing.
 */
export function changedFields<T extends object>(before: T | undefined, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => !before || canonical(before[key]) !== canonical(after[key]));
  return {
    before: before ? Object.fromEntries(keys.map((key) => [key, json(before[key])])) : null,
    after: Object.fromEntries(keys.map((key) => [key, json(after[key])])),
  };
}

/** One page of the actions that match, newest first, and how many match in all. */
export async function listStaffActions(
  db: Db,
  filter: { subjectKind?: StaffSubject; subjectId?: number; orderId?: number; actorId?: number },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.subjectKind) conditions.push(eq(staffActions.subjectKind, filter.subjectKind));
  if (filter.subjectId !== undefined) conditions.push(eq(staffActions.subjectId, filter.subjectId));
  if (filter.orderId !== undefined) conditions.push(eq(staffActions.orderId, filter.orderId));
  if (filter.actorId !== undefined) conditions.push(eq(staffActions.actorId, filter.actorId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
    .select({
      id: staffActions.id,
      action: staffActions.action,
      subjectKind: staffActions.subjectKind,
      subjectId: staffActions.subjectId,
      before: staffActions.before,
      after: staffActions.after,
      createdAt: staffActions.createdAt,
      actorEmail: users.email,
      actorName: users.firstName,
    })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .where(where)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(page.limit)
    .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(staffActions).where(where),
  ]);
  const items = rows.map(({ actorEmail, actorName, createdAt, ...row }) => ({
    ...row,
    actor: actorEmail ? { email: actorEmail, name: actorName ?? '' } : null,
    createdAt: createdAt.toISOString(),
  }));
  return { items, total: Number(count?.total ?? 0) };
}
