/**
 * What the console's product, category, service, single page and job opening changes share: one
 * transaction per change with its staff-log row, a slug already taken refused with a localised
 * message (also when another change took it a moment before). Their pictures are checked by
 * media/page-images. The menu and map consoles share it too.
 */
import { sql } from 'drizzle-orm';
import { messageKey } from '@storefront/shared/contracts/message-key';
import type { Translatable } from '../db/schema';
import type { Db } from '../db/client';
import { sqlState, transactionWithRetry } from '../db/transaction-retry';
import type { Locale } from '../lib/i18n';
export { translatable } from '../lib/i18n';
import { recordStaffAction, type StaffAction, type StaffSubject } from '../staff/action-log';
import { fail, fieldFailure } from '../lib/domain-error';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AdminContext {
  db: Db;
  locale: Locale;
  actorId: number;
}

/** What a change returns, the subject it changed and its values before and after; no `log` when nothing changed. */
export interface Change<T> {
  result: T;
  log?: { subjectId: number; before: unknown; after: unknown };
}

const UNIQUE_VIOLATION = '23505';

/**
 * Runs `change` in one transaction with its staff-log row. A unique violation can only be a slug
 * (every other unique column is written by the change's own row), so it becomes "slug taken":
 * the pre-check in `assertSlugFree` misses a slug another transaction committed meanwhile.
 */
export async function catalogChange<T>(ctx: AdminContext, action: StaffAction, subjectKind: StaffSubject, slug: string | undefined, change: (tx: Tx) => Promise<Change<T>>): Promise<T> {
  try {
    return await transactionWithRetry(ctx.db, async (tx) => {
      const { result, log } = await change(tx);
      if (log) await recordStaffAction(tx, { actorId: ctx.actorId, action, subjectKind, ...log });
      return result;
    });
  } catch (error) {
    if (slug !== undefined && sqlState(error) === UNIQUE_VIOLATION) throw fail(ctx, 'CONFLICT', 'errors.slugTaken', { slug });
    throw error;
  }
}

/**
 * `catalogChange` for the consoles whose forms show a slug already taken at the slug field (the
 * menu, the map): the unique index decides, so two editors saving one slug at once are answered
 * alike, and nothing of the change is kept.
 */
export async function changeRefusingTakenSlug<T>(ctx: AdminContext, action: StaffAction, subjectKind: StaffSubject, slug: string, change: (tx: Tx) => Promise<Change<T>>): Promise<T> {
  try {
    return await catalogChange(ctx, action, subjectKind, undefined, change);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw fieldFailure(ctx, ['slug'], messageKey('validation.slugTaken', { slug }));
    throw error;
  }
}

/** Refuses `slug` when a row of `table` other than `ownId` has it. */
export async function assertSlugFree(ctx: AdminContext, tx: Tx, table: 'products' | 'categories' | 'services' | 'job_openings', slug: string, ownId?: number): Promise<void> {
  const result = await tx.execute<{ id: number }>(sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug} AND id IS DISTINCT FROM ${ownId ?? null}::int LIMIT 1`);
  if (result.rows.length > 0) throw fail(ctx, 'CONFLICT', 'errors.slugTaken', { slug });
}

