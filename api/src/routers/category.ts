import { asc, eq, sql } from 'drizzle-orm';
import { bySlugInput } from '@storefront/shared/contracts/category';
import { categories, products } from '../db/schema';
import { pick } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { createCategoryInput, deleteCategoryInput, updateCategoryInput } from '@storefront/shared/contracts/category-admin';
import { areaProcedure, fail, publicProcedure, router } from '../trpc';
import { categoryConsole, createCategory, deleteCategory, updateCategory } from '../catalog/category-admin';
import { adminContext, listProductCards } from './product';

export const categoryRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        description: categories.description,
        imageUrl: categories.imageUrl,
        // Written out: drizzle leaves columns unqualified inside a subquery, where `id` would mean products.id.
        productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = "categories"."id" AND p.is_active)`,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .limit(WHOLE_LIST_LIMIT);
    return rows.map((row) => ({
      ...row,
      name: pick(row.name, ctx.locale),
      description: pick(row.description, ctx.locale),
      productCount: Number(row.productCount),
    }));
  }),

  bySlug: publicProcedure.input(bySlugInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select().from(categories).where(eq(categories.slug, input.slug)).limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.categoryNotFound');
    const items = await listProductCards(ctx.db, ctx.locale, eq(products.categoryId, row.id), [asc(products.sortOrder)], 100);
    return {
      id: row.id,
      slug: row.slug,
      name: pick(row.name, ctx.locale),
      description: pick(row.description, ctx.locale),
      imageUrl: row.imageUrl,
      products: items,
    };
  }),

  // ── The console (staff area `catalog`) ──

  /** Every category with its place, parent and how many products are in it, and the images to choose from. */
  adminList: areaProcedure('catalog').query(({ ctx }) => categoryConsole(ctx.db)),

  /** A new category; its slug must be free and its parent must exist. */
  create: areaProcedure('catalog').input(createCategoryInput).mutation(({ ctx, input }) => createCategory(adminContext(ctx), input)),

  /** Refused when the new parent is the category or sits below it. */
  update: areaProcedure('catalog').input(updateCategoryInput).mutation(({ ctx, input }) => updateCategory(adminContext(ctx), input)),

  /** Refused (CONFLICT) while products or subcategories are in it. */
  delete: areaProcedure('catalog').input(deleteCategoryInput).mutation(({ ctx, input }) => deleteCategory(adminContext(ctx), input)),
});
