/**
 * The console's combos: made, changed and ended in one transaction with their staff-log row. A
 * combo's regular price (`originalPrice`, shown struck through) is what its products cost bought
 * apart when it is saved, so its price must be below it; a refusal throws before anything is written.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { CreateComboInput, UpdateComboInput } from '@storefront/shared/contracts/product-admin';
import { comboItems, combos, products } from '../db/schema';
import { fail, fieldFailure } from '../lib/domain-error';
import { catalogChange, translatable, type AdminContext, type Tx } from './catalog-change';

type ComboRow = typeof combos.$inferSelect;
type Item = { productId: number; quantity: number };

/** The products' prices today (their sale price when on sale) times their quantities, and the first product's picture. */
async function priceItems(ctx: AdminContext, tx: Tx, items: Item[]): Promise<{ originalPrice: number; imageUrl: string }> {
  const rows = await tx
    .select({ id: products.id, price: products.price, imageUrl: products.imageUrl })
    .from(products)
    .where(inArray(products.id, items.map((item) => item.productId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== items.length) throw fail(ctx, 'NOT_FOUND', 'errors.comboProductNotFound');
  return {
    originalPrice: items.reduce((sum, item) => sum + byId.get(item.productId)!.price * item.quantity, 0),
    imageUrl: byId.get(items[0]!.productId)!.imageUrl,
  };
}

function assertBelowItems(ctx: AdminContext, price: number, originalPrice: number): void {
  if (price >= originalPrice) throw fieldFailure(ctx, ['price'], 'validation.comboPriceNotBelowItems');
}

/** The combo as the log keeps it, before and after a change. */
function logged(row: Pick<ComboRow, 'slug' | 'name' | 'description' | 'price' | 'originalPrice' | 'saleStartsAt' | 'saleEndsAt' | 'isActive'>, items: Item[]) {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    items,
    price: row.price,
    originalPrice: row.originalPrice,
    startsAt: row.saleStartsAt?.toISOString() ?? null,
    endsAt: row.saleEndsAt?.toISOString() ?? null,
    isActive: row.isActive,
  };
}

function storedFields(input: CreateComboInput, originalPrice: number) {
  return {
    slug: input.slug,
    name: translatable(input.name),
    description: translatable(input.description),
    price: input.price,
    originalPrice,
    saleStartsAt: input.startsAt === null ? null : new Date(input.startsAt),
    saleEndsAt: new Date(input.endsAt),
    isActive: input.isActive,
  };
}

const itemsOf = (input: CreateComboInput): Item[] => input.items.map(({ productId, quantity }) => ({ productId, quantity }));

/**
 * A new combo. The product page lists a combo by its products, and the stored picture (a required
 * column that no page shows) is its first product's, so it always names a photo the site has.
 */
export function createCombo(ctx: AdminContext, input: CreateComboInput) {
  return catalogChange(ctx, 'combo.create', 'combo', input.slug, async (tx) => {
    const { originalPrice, imageUrl } = await priceItems(ctx, tx, input.items);
    assertBelowItems(ctx, input.price, originalPrice);
    const fields = storedFields(input, originalPrice);
    const [row] = await tx.insert(combos).values({ ...fields, imageUrl }).returning();
    const items = itemsOf(input);
    await tx.insert(comboItems).values(items.map((item) => ({ comboId: row!.id, ...item })));
    return { result: { id: row!.id, ...logged(row!, items) }, log: { subjectId: row!.id, before: null, after: logged(row!, items) } };
  });
}

/** A combo's texts, products, price, shown or hidden, and the time its price holds; its products are replaced whole. */
export function updateCombo(ctx: AdminContext, input: UpdateComboInput) {
  return catalogChange(ctx, 'combo.update', 'combo', input.slug, async (tx) => {
    const [combo] = await tx.select().from(combos).where(eq(combos.id, input.id)).for('update');
    if (!combo) throw fail(ctx, 'NOT_FOUND', 'errors.comboNotFound');
    const { originalPrice } = await priceItems(ctx, tx, input.items);
    assertBelowItems(ctx, input.price, originalPrice);
    const beforeItems = await tx.select({ productId: comboItems.productId, quantity: comboItems.quantity }).from(comboItems).where(eq(comboItems.comboId, combo.id));
    const [row] = await tx.update(combos).set(storedFields(input, originalPrice)).where(eq(combos.id, combo.id)).returning();
    const items = itemsOf(input);
    await tx.delete(comboItems).where(eq(comboItems.comboId, combo.id));
    await tx.insert(comboItems).values(items.map((item) => ({ comboId: combo.id, ...item })));
    return { result: { id: combo.id, ...logged(row!, items) }, log: { subjectId: combo.id, before: logged(combo, beforeItems), after: logged(row!, items) } };
  });
}

/**
 * Ends a combo's price now, by the database's clock, which the product page compares with: it
 * stops showing the combo at once. One already ended stays as it was, and nothing is logged.
 */
export function endCombo(ctx: AdminContext, input: { id: number }) {
  return catalogChange(ctx, 'combo.end', 'combo', undefined, async (tx) => {
    const [combo] = await tx
      .select({ row: combos, ended: sql<boolean>`coalesce(${combos.saleEndsAt} <= now(), false)` })
      .from(combos)
      .where(eq(combos.id, input.id))
      .for('update');
    if (!combo) throw fail(ctx, 'NOT_FOUND', 'errors.comboNotFound');
    const before = combo.row.saleEndsAt?.toISOString() ?? null;
    if (combo.ended) return { result: { id: combo.row.id, endsAt: before } };
    const [row] = await tx.update(combos).set({ saleEndsAt: sql`now()` }).where(eq(combos.id, combo.row.id)).returning({ saleEndsAt: combos.saleEndsAt });
    const endsAt = row!.saleEndsAt!.toISOString();
    return { result: { id: combo.row.id, endsAt }, log: { subjectId: combo.row.id, before: { endsAt: before }, after: { endsAt } } };
  });
}
