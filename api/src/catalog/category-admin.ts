/**
 * The console's categories: made and changed in one transaction with their staff-log row. A parent
 * is refused when it is the category itself or sits below it, which would make the category its
 * own ancestor (the tree would loop and no page could list it).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { CreateCategoryInput, UpdateCategoryInput } from '@storefront/shared/contracts/category-admin';
import { categories } from '../db/schema';
import { fail } from '../trpc';
import { assertSlugFree, catalogChange, translatable, type AdminContext, type Tx } from './catalog-change';
import { checkPageImage } from '../media/page-images';

type Db = AdminContext['db'];

export async function categoryConsole(db: Db) {
  return db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, name: categories.name, description: categories.description, imageUrl: categories.imageUrl })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/**
 * Two changes each valid alone (A under B, B under A) must not both pass: a change that sets a
 * parent takes this lock first, before any row lock (taken later it would deadlock with another).
 */
async function lockTree(tx: Tx, parentId: number | null): Promise<void> {
  if (parentId !== null) await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
}

/** Refuses `parentId` when `categoryId` is among its ancestors (or is it); call after `lockTree`. */
async function assertParent(ctx: AdminContext, tx: Tx, categoryId: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const chain = await tx.execute<{ id: number }>(sql`
    WITH RECURSIVE ancestors(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM categories WHERE id = ${parentId}
      UNION ALL
      SELECT c.id, c.parent_id, a.depth + 1 FROM categories c JOIN ancestors a ON c.id = a.parent_id WHERE a.depth < 100
    )
    SELECT id FROM ancestors`);
  if (chain.rows.length === 0) throw fail(ctx, 'NOT_FOUND', 'errors.categoryNotFound');
  if (categoryId !== null && chain.rows.some((row) => Number(row.id) === categoryId)) throw fail(ctx, 'BAD_REQUEST', 'errors.categoryCycle');
}

function fields(input: CreateCategoryInput) {
  return { slug: input.slug, parentId: input.parentId, name: translatable(input.name), description: translatable(input.description), imageUrl: input.imageUrl };
}

export function createCategory(ctx: AdminContext, input: CreateCategoryInput) {
  return catalogChange(ctx, 'category.create', 'category', input.slug, async (tx) => {
    await lockTree(tx, input.parentId);
    await assertSlugFree(ctx, tx, 'categories', input.slug);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, null);
    await assertParent(ctx, tx, null, input.parentId);
    const after = fields(input);
    const [row] = await tx.insert(categories).values(after).returning({ id: categories.id });
    return { result: { id: row!.id, ...after }, log: { subjectId: row!.id, before: null, after } };
  });
}

export function updateCategory(ctx: AdminContext, input: UpdateCategoryInput) {
  return catalogChange(ctx, 'category.update', 'category', input.slug, async (tx) => {
    await lockTree(tx, input.parentId);
    const [row] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.categoryNotFound');
    if (input.slug !== row.slug) await assertSlugFree(ctx, tx, 'categories', input.slug, row.id);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, row.imageUrl);
    if (input.parentId !== row.parentId) await assertParent(ctx, tx, row.id, input.parentId);
    const after = fields(input);
    await tx.update(categories).set({ ...after, updatedAt: new Date() }).where(eq(categories.id, row.id));
    const before = { slug: row.slug, parentId: row.parentId, name: row.name, description: row.description, imageUrl: row.imageUrl };
    return { result: { id: row.id, ...after }, log: { subjectId: row.id, before, after } };
  });
}
