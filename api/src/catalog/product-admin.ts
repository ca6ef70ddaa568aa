/**
 * The console's changes to products: their card (texts, category, image, shown or hidden, price
 * and sale price), each option's price and stock, and their related and cross-sell products.
 * Each runs in one transaction with its staff-log row; a refusal throws before anything is written.
 * Checkout reads prices at each order, so the next checkout charges what is saved here.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SetRelationsInput, SetVariantInput, UpdateProductInput } from '@storefront/shared/contracts/product-admin';
import { categories, comboItems, combos, orderItems, orders, productRelations, productVariants, products } from '../db/schema';
import { releaseExpiredHolds } from '../commerce/holds';
import { fail } from '../lib/domain-error';
import { assertSlugFree, catalogChange, translatable, type AdminContext, type Tx } from './catalog-change';
import { checkPageImage, siteImages } from '../media/page-images';

type Db = AdminContext['db'];

/**
 * The stored price pair as the console shows it: `compareAtPrice` set means the product is on sale
 * at `price`, and `compareAtPrice` is its regular price.
 */
export function priceAndSale(row: { price: number; compareAtPrice: number | null }): { price: number; salePrice: number | null } {
  return row.compareAtPrice === null ? { price: row.price, salePrice: null } : { price: row.compareAtPrice, salePrice: row.price };
}

/** Units of each option held for checkouts not yet paid (their stock is already taken off the shelf). */
async function heldByOpenCheckouts(db: Pick<Db, 'select'>, variantIds: number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: orderItems.productVariantId, held: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, 'pending'), inArray(orderItems.productVariantId, variantIds)))
    .groupBy(orderItems.productVariantId);
  return new Map(rows.map((row) => [row.variantId!, Number(row.held)]));
}

/** Every product, hidden ones too, with what the console edits; combos and the images to choose from. */
export async function productConsole(db: Db) {
  await releaseExpiredHolds(db);
  const [rows, variants, relations, comboRows, comboParts, categoryRows, images] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    db.select().from(productVariants).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    db.select().from(productRelations),
    db.select().from(combos).orderBy(asc(combos.id)),
    db.select().from(comboItems),
    db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    siteImages(db),
  ]);
  const held = await heldByOpenCheckouts(db, variants.map((variant) => variant.id));
  return {
    products: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      categoryId: row.categoryId,
      name: row.name,
      summary: row.summary,
      ...priceAndSale(row),
      imageUrl: row.imageUrl,
      isActive: row.isActive,
      variants: variants
        .filter((variant) => variant.productId === row.id)
        .map((variant) => {
          const onHold = held.get(variant.id) ?? 0;
          return { id: variant.id, sku: variant.sku, name: variant.name, price: variant.price, stock: variant.stock, held: onHold, onHand: variant.stock + onHold };
        }),
      related: relations.filter((relation) => relation.productId === row.id && relation.kind === 'related').map((relation) => relation.relatedProductId),
      crossSell: relations.filter((relation) => relation.productId === row.id && relation.kind === 'cross_sell').map((relation) => relation.relatedProductId),
    })),
    combos: comboRows.map((combo) => ({
      id: combo.id,
      slug: combo.slug,
      name: combo.name,
      description: combo.description,
      items: comboParts.filter((part) => part.comboId === combo.id).map((part) => ({ productId: part.productId, quantity: part.quantity })),
      price: combo.price,
      originalPrice: combo.originalPrice,
      startsAt: combo.saleStartsAt?.toISOString() ?? null,
      endsAt: combo.saleEndsAt?.toISOString() ?? null,
      isActive: combo.isActive,
    })),
    categories: categoryRows,
    images,
  };
}

async function lockProduct(ctx: AdminContext, tx: Tx, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.productNotFound');
  return row;
}

/**
 * A product's card. The options that sold at the product's old price move to the new one with it
 * (a product with one price, the usual case, is repriced whole); options priced apart keep theirs
 * and are priced one by one with `setVariant`.
 */
export function updateProduct(ctx: AdminContext, input: UpdateProductInput) {
  return catalogChange(ctx, 'product.update', 'product', input.slug, async (tx) => {
    const row = await lockProduct(ctx, tx, input.id);
    if (input.slug !== row.slug) await assertSlugFree(ctx, tx, 'products', input.slug, row.id);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, row.imageUrl);
    // Held until the change commits, so a category deleted at the same moment either waits and then
    // counts this product (and is kept), or went first and this change finds no category.
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)).for('key share');
    if (!category) throw fail(ctx, 'NOT_FOUND', 'errors.categoryNotFound');

    const selling = input.salePrice ?? input.price;
    const repriced = await tx
      .update(productVariants)
      .set({ price: selling })
      .where(and(eq(productVariants.productId, row.id), eq(productVariants.price, row.price)))
      .returning({ id: productVariants.id });
    const after = {
      slug: input.slug,
      categoryId: input.categoryId,
      name: translatable(input.name),
      summary: translatable(input.summary),
      price: input.price,
      salePrice: input.salePrice,
      imageUrl: input.imageUrl,
      isActive: input.isActive,
    };
    await tx
      .update(products)
      .set({
        slug: after.slug,
        categoryId: after.categoryId,
        name: after.name,
        summary: after.summary,
        imageUrl: after.imageUrl,
        isActive: after.isActive,
        price: selling,
        compareAtPrice: input.salePrice === null ? null : input.price,
        updatedAt: new Date(),
      })
      .where(eq(products.id, row.id));
    const before = {
      slug: row.slug,
      categoryId: row.categoryId,
      name: row.name,
      summary: row.summary,
      ...priceAndSale(row),
      imageUrl: row.imageUrl,
      isActive: row.isActive,
    };
    return {
      result: { id: row.id, ...after, repricedVariants: repriced.length },
      log: { subjectId: row.id, before: { ...before, variantPrice: row.price }, after: { ...after, variantPrice: selling, repricedVariants: repriced.map((variant) => variant.id) } },
    };
  });
}

/**
 * One option's price and units on hand. The option's row is locked before the held units are
 * counted, so a checkout taking stock at the same moment either went first (its units are
 * counted as held) or waits and takes from the new stock; on hand below what is held is refused,
 * and the shelf gets on hand minus held, so no unit is ever sold twice.
 */
export async function setVariant(ctx: AdminContext, input: SetVariantInput) {
  // Expired checkouts give their units back first, so they do not count as held.
  await releaseExpiredHolds(ctx.db);
  return catalogChange(ctx, 'product.setVariant', 'productVariant', undefined, async (tx) => {
    const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, input.id)).for('update');
    if (!variant) throw fail(ctx, 'NOT_FOUND', 'errors.variantNotFound');
    const held = (await heldByOpenCheckouts(tx, [variant.id])).get(variant.id) ?? 0;
    if (input.onHand < held) throw fail(ctx, 'CONFLICT', 'errors.stockBelowHeld', { sku: variant.sku, stock: input.onHand, held });
    const stock = input.onHand - held;
    await tx.update(productVariants).set({ price: input.price, stock }).where(eq(productVariants.id, variant.id));
    return {
      result: { id: variant.id, price: input.price, stock, held, onHand: input.onHand },
      log: {
        subjectId: variant.id,
        before: { sku: variant.sku, price: variant.price, stock: variant.stock, held, onHand: variant.stock + held },
        after: { sku: variant.sku, price: input.price, stock, held, onHand: input.onHand },
      },
    };
  });
}

/** Replaces a product's related and cross-sell lists; every product named must exist. */
export function setRelations(ctx: AdminContext, input: SetRelationsInput) {
  return catalogChange(ctx, 'product.setRelations', 'product', undefined, async (tx) => {
    const row = await lockProduct(ctx, tx, input.id);
    const named = [...new Set([...input.related, ...input.crossSell])];
    if (named.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, named));
      if (found.length !== named.length) throw fail(ctx, 'NOT_FOUND', 'errors.productNotInCatalog');
    }
    const existing = await tx.select().from(productRelations).where(eq(productRelations.productId, row.id));
    const before = {
      related: existing.filter((relation) => relation.kind === 'related').map((relation) => relation.relatedProductId),
      crossSell: existing.filter((relation) => relation.kind === 'cross_sell').map((relation) => relation.relatedProductId),
    };
    await tx.delete(productRelations).where(eq(productRelations.productId, row.id));
    const rows = [
      ...input.related.map((relatedProductId) => ({ productId: row.id, relatedProductId, kind: 'related' as const })),
      ...input.crossSell.map((relatedProductId) => ({ productId: row.id, relatedProductId, kind: 'cross_sell' as const })),
    ];
    if (rows.length > 0) await tx.insert(productRelations).values(rows);
    const after = { related: input.related, crossSell: input.crossSell };
    return { result: { id: row.id, ...after }, log: { subjectId: row.id, before, after } };
  });
}
