import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { bySlugInput, productListInput, type ProductListInput } from '@storefront/shared/contracts/product';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { categories, comboItems, combos, productRelations, productVariants, products, type Translatable } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { createComboInput, endComboInput, setRelationsInput, setVariantInput, updateComboInput, updateProductInput } from '@storefront/shared/contracts/product-admin';
import { areaProcedure, fail, publicProcedure, router, type Context } from '../trpc';
import { productConsole, setRelations, setVariant, updateProduct } from '../catalog/product-admin';
import { createCombo, endCombo, updateCombo } from '../catalog/combo-admin';
import { sanitizeArticleHtml } from '../content/article-html';

export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  summary: products.summary,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  imageUrl: products.imageUrl,
  isFeatured: products.isFeatured,
  isNew: products.isNew,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

interface ProductCardRow {
  id: number;
  slug: string;
  name: Translatable;
  summary: Translatable;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string;
  isFeatured: boolean;
  isNew: boolean;
  categorySlug: string;
  categoryName: Translatable;
}

export function productCard(row: ProductCardRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    summary: pick(row.summary, locale),
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    onSale: row.compareAtPrice !== null && row.compareAtPrice > row.price,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    isNew: row.isNew,
    category: { slug: row.categorySlug, name: pick(row.categoryName, locale) },
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProductCards(db: Db, locale: Locale, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), where))
    .orderBy(...order, asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => productCard(row, locale));
}

type ProductSort = NonNullable<NonNullable<ProductListInput>['sort']>;

/** The filter of product.list; the category and the search pattern are placeholders. */
function productListFilter(byCategory: boolean, bySearch: boolean): SQL | undefined {
  const filters: SQL[] = [eq(products.isActive, true)];
  if (byCategory) filters.push(eq(categories.slug, sql.placeholder('categorySlug')));
  if (bySearch) {
    const pattern = sql.placeholder('pattern');
    filters.push(or(ilike(sql`${products.name}->>'vi'`, pattern), ilike(sql`coalesce(${products.name}->>'en', '')`, pattern))!);
  }
  return and(...filters);
}

function productListOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'featured':
      return [desc(products.isFeatured), asc(products.sortOrder)];
    case 'newest':
      return [desc(products.createdAt)];
    case 'price-asc':
      return [asc(products.price)];
    case 'price-desc':
      return [desc(products.price)];
    case 'name':
      return [asc(sql`coalesce(${products.name}->>${sql.placeholder('locale')}, ${products.name}->>'vi')`)];
  }
}

/**
 * One page of product.list and, through count(*) over (), the total of the same filter: one round
 * trip instead of a page query plus a count query. One prepared statement per shape of the input.
 */
function productPageStatement(db: Db, sort: ProductSort, byCategory: boolean, bySearch: boolean) {
  const shape = `${sort}_${byCategory ? 'c' : ''}${bySearch ? 'q' : ''}`;
  return preparedStatement(db, `product_page_${shape}`, (database, name) =>
    database
      .select({ ...productCardColumns, total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(productListFilter(byCategory, bySearch))
      .orderBy(...productListOrder(sort), asc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/** The total alone, for a page past the end (which has no row to carry it). */
function productCountStatement(db: Db, byCategory: boolean, bySearch: boolean) {
  return preparedStatement(db, `product_count_${byCategory ? 'c' : ''}${bySearch ? 'q' : ''}`, (database, name) =>
    database
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(productListFilter(byCategory, bySearch))
      .prepare(name),
  );
}

const catalogProcedure = areaProcedure('catalog');

export function adminContext(ctx: Context & { session: NonNullable<Context['session']> }) {
  return { db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id };
}

export const productRouter = router({
  list: publicProcedure.input(productListInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const pageSize = input?.pageSize ?? 12;
    const categorySlug = input?.categorySlug;
    const q = input?.q;
    const params = {
      limit: pageSize,
      offset: (page - 1) * pageSize,
      locale: ctx.locale,
      categorySlug,
      pattern: q ? likePattern(q) : undefined,
    };
    const rows = await productPageStatement(ctx.db, input?.sort ?? 'featured', Boolean(categorySlug), Boolean(q)).execute(params);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && params.offset > 0) {
      const [count] = await productCountStatement(ctx.db, Boolean(categorySlug), Boolean(q)).execute(params);
      total = count?.total ?? 0;
    }
    return { items: rows.map((row) => productCard(row, ctx.locale)), total: Number(total), page, pageSize };
  }),

  bySlug: publicProcedure.input(bySlugInput).query(async ({ ctx, input }) => {
    const { db, locale } = ctx;
    const [row] = await db
      .select({ ...productCardColumns, description: products.description, images: products.images, videoUrl: products.videoUrl, specifications: products.specifications })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, input.slug), eq(products.isActive, true)))
      .limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.productNotFound');

    const [variants, relations, comboRows] = await Promise.all([
      db.select().from(productVariants).where(eq(productVariants.productId, row.id)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
      db.select().from(productRelations).where(eq(productRelations.productId, row.id)),
      db
        .select({ combo: combos })
        .from(comboItems)
        .innerJoin(combos, eq(combos.id, comboItems.comboId))
        .where(
          and(
            eq(comboItems.productId, row.id),
            eq(combos.isActive, true),
            // A combo shows while its price holds: from its start (none: since made) until its end.
            sql`coalesce(${combos.saleStartsAt} <= now(), true)`,
            sql`coalesce(${combos.saleEndsAt} > now(), true)`,
          ),
        ),
    ]);

    const relatedIds = relations.filter((r) => r.kind === 'related').map((r) => r.relatedProductId);
    const crossSellIds = relations.filter((r) => r.kind === 'cross_sell').map((r) => r.relatedProductId);
    const comboIds = comboRows.map((r) => r.combo.id);
    const [related, crossSell, comboParts] = await Promise.all([
      relatedIds.length ? listProductCards(db, locale, inArray(products.id, relatedIds), [asc(products.sortOrder)], 8) : [],
      crossSellIds.length ? listProductCards(db, locale, inArray(products.id, crossSellIds), [asc(products.sortOrder)], 8) : [],
      comboIds.length
        ? db
            .select({ comboId: comboItems.comboId, quantity: comboItems.quantity, slug: products.slug, name: products.name, price: products.price, imageUrl: products.imageUrl })
            .from(comboItems)
            .innerJoin(products, eq(products.id, comboItems.productId))
            .where(inArray(comboItems.comboId, comboIds))
        : [],
    ]);

    return {
      ...productCard(row, locale),
      description: sanitizeArticleHtml(pick(row.description, locale)),
      images: row.images,
      videoUrl: row.videoUrl,
      specifications: row.specifications.map((s) => ({ name: pick(s.name, locale), value: pick(s.value, locale) })),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        name: pick(v.name, locale),
        options: Object.fromEntries(Object.entries(v.options).map(([key, value]) => [key, pick(value, locale)])),
        price: v.price,
        stock: v.stock,
        inStock: v.stock > 0,
      })),
      related,
      crossSell,
      combos: comboRows.map(({ combo }) => ({
        id: combo.id,
        slug: combo.slug,
        name: pick(combo.name, locale),
        description: pick(combo.description, locale),
        price: combo.price,
        originalPrice: combo.originalPrice,
        savings: combo.originalPrice - combo.price,
        saleEndsAt: combo.saleEndsAt?.toISOString() ?? null,
        imageUrl: combo.imageUrl,
        items: comboParts
          .filter((part) => part.comboId === combo.id)
          .map((part) => ({ slug: part.slug, name: pick(part.name, locale), quantity: part.quantity, price: part.price, imageUrl: part.imageUrl })),
      })),
    };
  }),

  // ── The console (staff area `catalog`) ──

  /** Every product, hidden ones too, with its options (price, stock, held), relations; the combos with their products, categories and images to choose from. */
  adminList: catalogProcedure.query(({ ctx }) => productConsole(ctx.db)),

  /** Texts, category, image, shown or hidden, price and sale price (below the price). */
  update: catalogProcedure.input(updateProductInput).mutation(({ ctx, input }) => updateProduct(adminContext(ctx), input)),

  /** One option's price and units on hand; refused (CONFLICT) below the units held by open checkouts. */
  setVariant: catalogProcedure.input(setVariantInput).mutation(({ ctx, input }) => setVariant(adminContext(ctx), input)),

  /** The related and cross-sell products; never the product itself. */
  setRelations: catalogProcedure.input(setRelationsInput).mutation(({ ctx, input }) => setRelations(adminContext(ctx), input)),

  /** A new combo: texts, products and quantities, price (below the products bought apart), shown or hidden, start and end (after the start, not past). */
  createCombo: catalogProcedure.input(createComboInput).mutation(({ ctx, input }) => createCombo(adminContext(ctx), input)),

  /** A combo's texts, products, price, shown or hidden, start and end, under the same rules. */
  updateCombo: catalogProcedure.input(updateComboInput).mutation(({ ctx, input }) => updateCombo(adminContext(ctx), input)),

  /** Ends a combo's price now: product pages stop showing it. */
  endCombo: catalogProcedure.input(endComboInput).mutation(({ ctx, input }) => endCombo(adminContext(ctx), input)),
});
