/**
 * The console's categories: made, changed and deleted in one transaction with their staff-log row.
 * A parent is refused when it is the category itself or sits below it, which would make the
 * category its own ancestor (the tree would loop and no page could list it). A category is deleted
 * only when empty: no product and no subcategory in it.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { CreateCategoryInput, UpdateCategoryInput } from '@storefront/shared/contracts/category-admin';
import { categories, products } from '../db/schema';
import { pick } from '../lib/i18n';
import { fail, fieldFailure } from '../lib/domain-error';
import { assertSlugFree, catalogChange, translatable, type AdminContext, type Tx } from './catalog-change';
import { checkPageImage, siteImages } from '../media/page-images';

type Db = AdminContext['db'];

/** Every category with what the console edits and how many products (hidden ones too) are in it; the images to choose from. */
export async function categoryConsole(db: Db) {
  const [rows, images] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        parentId: categories.parentId,
        name: categories.name,
        description: categories.description,
        imageUrl: categories.imageUrl,
        sortOrder: categories.sortOrder,
        // Written out: drizzle leaves columns unqualified inside a subquery, where `id` would mean products.id.
        productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = "categories"."id")`.mapWith(Number),
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    siteImages(db),
  ]);
  return { categories: rows, images };
}

/**
 * Two changes each valid alone (A under B, B under A; B deleted while A moves under it) must not
 * both pass: a change that sets a parent, and a delete, takes this lock first, before any row lock
 * (taken later it would deadlock with another).
 */
async function lockTree(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
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
  if (categoryId !== null && chain.rows.some((row) => Number(row.id) === categoryId)) throw fieldFailure(ctx, ['parentId'], 'validation.categoryCycle');
}

function fields(input: CreateCategoryInput) {
  return {
    slug: input.slug,
    parentId: input.parentId,
    name: translatable(input.name),
    description: translatable(input.description),
    imageUrl: input.imageUrl,
    sortOrder: input.sortOrder,
  };
}

export function createCategory(ctx: AdminContext, input: CreateCategoryInput) {
  return catalogChange(ctx, 'category.create', 'category', input.slug, async (tx) => {
    if (input.parentId !== null) await lockTree(tx);
    await assertSlugFree(ctx, tx, 'categories', input.slug);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, null);
    await assertParent(ctx, tx, null, input.parentId);
    const after = fields(input);
    const [row] = await tx.insert(categories).values(after).returning({ id: categories.id });
    return { result: { id: row!.id, ...after }, log: { subjectId: row!.id, before: null, after } };
  });
}

const stored = (row: typeof categories.$inferSelect) => ({
  slug: row.slug,
  parentId: row.parentId,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  sortOrder: row.sortOrder,
});

export function updateCategory(ctx: AdminContext, input: UpdateCategoryInput) {
  return catalogChange(ctx, 'category.update', 'category', input.slug, async (tx) => {
    if (input.parentId !== null) await lockTree(tx);
    const [row] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.categoryNotFound');
    if (input.slug !== row.slug) await assertSlugFree(ctx, tx, 'categories', input.slug, row.id);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, row.imageUrl);
    if (input.parentId !== row.parentId) await assertParent(ctx, tx, row.id, input.parentId);
    const after = fields(input);
    await tx.update(categories).set({ ...after, updatedAt: new Date() }).where(eq(categories.id, row.id));
    return { result: { id: row.id, ...after }, log: { subjectId: row.id, before: stored(row), after } };
  });
}

/**
 * Deletes an empty category. Its products would be left without one (the key refuses it) and its
 * subcategories would silently move to the top level, so either refuses with how many there are.
 * A product moved into it at the same moment holds its row (updateProduct) and is counted here.
 */
export function deleteCategory(ctx: AdminContext, input: { id: number }) {
  return catalogChange(ctx, 'category.delete', 'category', undefined, async (tx) => {
    await lockTree(tx);
    const [row] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.categoryNotFound');
    const name = pick(row.name, ctx.locale);
    const [inside] = await tx.select({ count: count() }).from(products).where(eq(products.categoryId, row.id));
    if (inside!.count > 0) throw fail(ctx, 'CONFLICT', 'errors.categoryHasProducts', { name, count: inside!.count });
    const [below] = await tx.select({ count: count() }).from(categories).where(eq(categories.parentId, row.id));
    if (below!.count > 0) throw fail(ctx, 'CONFLICT', 'errors.categoryHasSubcategories', { name, count: below!.count });
    await tx.delete(categories).where(eq(categories.id, row.id));
    return { result: { id: row.id }, log: { subjectId: row.id, before: stored(row), after: null } };
  });
}
