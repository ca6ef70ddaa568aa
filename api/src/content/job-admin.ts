/**
 * The console's job openings. An opening is written, changed, closed (it leaves the recruitment
 * page but stays in the console, to open again next season) and reopened; one that is closed may
 * be deleted for good, so a live opening is never removed by one click. Each change runs in one
 * transaction with its staff-log row; closing what is closed, or saving what did not change,
 * writes nothing.
 */
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { JobOpeningInput, UpdateJobOpeningInput } from '@storefront/shared/contracts/page-admin';
import { assertSlugFree, catalogChange, translatable, type AdminContext, type Tx } from '../catalog/catalog-change';
import type { Db } from '../db/client';
import { jobOpenings } from '../db/schema';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { changedFields } from '../staff/action-log';
import { fail } from '../lib/domain-error';

type Opening = typeof jobOpenings.$inferSelect;

/** What visitors may see: open, and not past its closing day (Vietnam's calendar). */
export function isListed() {
  return and(eq(jobOpenings.isOpen, true), or(isNull(jobOpenings.closesAt), gte(jobOpenings.closesAt, todayInVietnam())));
}

/** The fields the form edits, as stored. */
function editable(row: Opening) {
  const { slug, title, department, location, employmentType, description, requirements, closesAt } = row;
  return { slug, title, department, location, employmentType, description, requirements, closesAt };
}

function stored(input: JobOpeningInput) {
  return {
    slug: input.slug,
    title: translatable(input.title),
    department: translatable(input.department),
    location: translatable(input.location),
    employmentType: input.employmentType,
    description: translatable(input.description),
    requirements: input.requirements.map(translatable),
    closesAt: input.closesAt ?? null,
  };
}

function view(row: Opening) {
  return { id: row.id, ...editable(row), isOpen: row.isOpen, publishedAt: row.publishedAt.toISOString() };
}

/** Every opening, open ones first, newest first, in both languages. */
export async function listOpenings(db: Db) {
  const rows = await db.select().from(jobOpenings).orderBy(desc(jobOpenings.isOpen), desc(jobOpenings.publishedAt), desc(jobOpenings.id)).limit(WHOLE_LIST_LIMIT);
  return rows.map(view);
}

async function lockOpening(ctx: AdminContext, tx: Tx, id: number): Promise<Opening> {
  const [row] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, id)).for('update');
  if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.jobNotFound');
  return row;
}

/** A new opening is open at once: it is on the recruitment page from now on. */
export function createOpening(ctx: AdminContext, input: JobOpeningInput) {
  return catalogChange(ctx, 'jobOpening.create', 'jobOpening', input.slug, async (tx) => {
    await assertSlugFree(ctx, tx, 'job_openings', input.slug);
    const values = stored(input);
    const [row] = await tx.insert(jobOpenings).values({ ...values, isOpen: true }).returning();
    return { result: view(row!), log: { subjectId: row!.id, ...changedFields(undefined, values) } };
  });
}

export function updateOpening(ctx: AdminContext, { id, ...input }: UpdateJobOpeningInput) {
  return catalogChange(ctx, 'jobOpening.update', 'jobOpening', input.slug, async (tx) => {
    const row = await lockOpening(ctx, tx, id);
    if (input.slug !== row.slug) await assertSlugFree(ctx, tx, 'job_openings', input.slug, id);
    const values = stored(input);
    const log = changedFields(editable(row), values);
    if (Object.keys(log.after).length === 0) return { result: view(row) };
    const [after] = await tx.update(jobOpenings).set(values).where(eq(jobOpenings.id, id)).returning();
    return { result: view(after!), log: { subjectId: id, ...log } };
  });
}

/** Takes the opening off the recruitment page; the console keeps it. */
export function closeOpening(ctx: AdminContext, id: number) {
  return setOpen(ctx, id, false);
}

/** Puts a closed opening back on the page; one whose closing day has passed needs a new one first. */
export function reopenOpening(ctx: AdminContext, id: number) {
  return setOpen(ctx, id, true);
}

function setOpen(ctx: AdminContext, id: number, isOpen: boolean) {
  return catalogChange(ctx, isOpen ? 'jobOpening.reopen' : 'jobOpening.close', 'jobOpening', undefined, async (tx) => {
    const row = await lockOpening(ctx, tx, id);
    if (row.isOpen === isOpen) return { result: view(row) };
    if (isOpen && row.closesAt !== null && row.closesAt < todayInVietnam()) throw fail(ctx, 'BAD_REQUEST', 'errors.jobClosingDatePast');
    const [after] = await tx.update(jobOpenings).set({ isOpen }).where(eq(jobOpenings.id, id)).returning();
    return { result: view(after!), log: { subjectId: id, before: { isOpen: row.isOpen }, after: { isOpen } } };
  });
}

/** Deletes a closed opening; the log keeps what it said. */
export function deleteOpening(ctx: AdminContext, id: number) {
  return catalogChange(ctx, 'jobOpening.delete', 'jobOpening', undefined, async (tx) => {
    const row = await lockOpening(ctx, tx, id);
    if (row.isOpen) throw fail(ctx, 'CONFLICT', 'errors.jobStillOpen');
    await tx.delete(jobOpenings).where(eq(jobOpenings.id, id));
    return { result: { id }, log: { subjectId: id, before: view(row), after: null } };
  });
}
