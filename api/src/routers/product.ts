import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { bySlugInput, productListInput } from '@storefront/shared/contracts/product';
import type { Db } from '../db/client';
import { categories, comboItems, combos, productRelations, productVariants, products, type Translatable } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { fail, publicProcedure, router } from '../trpc';

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

export const productRouter = router({
  list: publicProcedure.input(productListInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const pageSize = input?.pageSize ?? 12;
    const filters: SQL[] = [eq(products.isActive, true)];
    if (input?.categorySlug) filters.push(eq(categories.slug, input.categorySlug));
    if (input?.q) {
      const pattern = likePattern(input.q);
      filters.push(
        or(ilike(sql`${products.name}->>'vi'`, pattern), ilike(sql`coalesce(${products.name}->>'en', '')`, pattern))!,
      );
    }
    const where = and(...filters);
    const nameOrder = sql`coalesce(${products.name}->>${ctx.locale}, ${products.name}->>'vi')`;
    const order: SQL[] = {
      featured: [desc(products.isFeatured), asc(products.sortOrder)],
      newest: [desc(products.createdAt)],
      'price-asc': [asc(products.price)],
      'price-desc': [desc(products.price)],
      name: [asc(nameOrder)],
    }[input?.sort ?? 'featured'];
    const [items, [count]] = await Promise.all([
      listProductCards(ctx.db, ctx.locale, where, order, pageSize, (page - 1) * pageSize),
      ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where),
    ]);
    return { items, total: Number(count?.total ?? 0), page, pageSize };
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
        .where(and(eq(comboItems.productId, row.id), eq(combos.isActive, true))),
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
      description: pick(row.description, locale),
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
});
