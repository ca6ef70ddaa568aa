/**
 * Pricing a basket: each line's listed unit price (children under 3 free), the seats it needs per
 * ticket type and date, and the product stock it takes.
 *
 * A rush asks the same ticket type's prices hundreds of times a second, so an order that is stored
 * by the one statement (one-statement-order.ts) may be priced from a list read in the last few
 * seconds: that statement stores it only if every unit price is still the listed one and the type
 * still sold, and the order is priced afresh otherwise. Every other order is priced from the
 * database.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { productVariants, products, ticketPrices, ticketTypes, type Translatable } from '../db/schema';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import type { Locale } from '../lib/i18n';
import { fail } from './checkout-deps';

export interface ItemRow {
  kind: 'ticket' | 'product';
  ticketTypeId?: number;
  audience?: 'adult' | 'child' | 'infant';
  visitDate?: string;
  productVariantId?: number;
  title: Translatable;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PricedBasket {
  rows: ItemRow[];
  /** Seats per `ticketTypeId|visitDate`. */
  seats: Map<string, number>;
  /** Units per product variant id. */
  stock: Map<number, number>;
}

type TicketWithPrices = Awaited<ReturnType<typeof ticketsWithPrices>>[number];

/** How long a price list read for one order may price the next ones that its statement checks. */
const RECENT_PRICES_MS = 5_000;

/**
 * Per database handle: each ticket type's rows of the price list by slug, with when they were read,
 * and the reads under way for orders that may take a recent list, by their slugs.
 */
const priceLists = new WeakMap<Db, { bySlug: Map<string, { readAt: number; rows: TicketWithPrices[] }>; reads: Map<string, Promise<TicketWithPrices[]>> }>();

/** Active ticket types of these slugs, each with its prices (one row per price): built once. */
function ticketsWithPrices(db: Db, slugs: string[]) {
  return preparedStatement(db, 'tickets_with_prices', (database, name) =>
    database
      .select({ type: ticketTypes, price: ticketPrices })
      .from(ticketTypes)
      .leftJoin(ticketPrices, eq(ticketPrices.ticketTypeId, ticketTypes.id))
      .where(and(sql`${ticketTypes.slug} = any(${sql.placeholder('slugs')}::text[])`, eq(ticketTypes.isActive, true)))
      .prepare(name),
  ).execute({ slugs });
}

/**
 * The price list of these slugs. When `recent`: the one read in the last few seconds, or else the
 * read already under way for them, so that the many orders of a rush that find their list just
 * expired wait for one read instead of each sending its own. Otherwise read now.
 */
async function priceList(db: Db, slugs: string[], recent: boolean): Promise<TicketWithPrices[]> {
  if (slugs.length === 0) return [];
  let lists = priceLists.get(db);
  if (!lists) priceLists.set(db, (lists = { bySlug: new Map(), reads: new Map() }));
  const { bySlug, reads } = lists;
  const key = slugs.join('\n');
  if (recent) {
    const known = slugs.map((slug) => bySlug.get(slug));
    if (known.every((list) => list && performance.now() - list.readAt < RECENT_PRICES_MS)) return known.flatMap((list) => list!.rows);
    const underWay = reads.get(key);
    if (underWay) return underWay;
  }
  const readAt = performance.now();
  const read = ticketsWithPrices(db, slugs).then((rows) => {
    for (const slug of slugs) {
      const ofSlug = rows.filter((row) => row.type.slug === slug);
      // Only types found are kept: a slug not found now may be a type added a moment later.
      if (ofSlug.length > 0) bySlug.set(slug, { readAt, rows: ofSlug });
      else bySlug.delete(slug);
    }
    return rows;
  });
  if (recent) {
    reads.set(key, read);
    void read.finally(() => reads.delete(key)).catch(() => undefined);
  }
  return read;
}

/**
 * Ticket lines' types with their prices in one query (or none, see `recent`); product lines'
 * variants in a second, only when there are any.
 */
export async function priceItems(db: Db, locale: Locale, input: PlaceOrderInput['items'], { recent = false } = {}): Promise<PricedBasket> {
  const rows: ItemRow[] = [];
  const seats = new Map<string, number>();
  const stock = new Map<number, number>();
  const slugs = [...new Set(input.flatMap((line) => (line.kind === 'ticket' ? [line.ticketSlug] : [])))];
  const variantIds = [...new Set(input.flatMap((line) => (line.kind === 'product' ? [line.variantId] : [])))];
  const priced = await priceList(db, slugs, recent);
  const variants = variantIds.length
    ? await db
        .select({ id: productVariants.id, name: productVariants.name, price: productVariants.price, productName: products.name })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.id, variantIds), eq(products.isActive, true)))
    : [];

  for (const line of input) {
    if (line.kind === 'ticket') {
      const type = priced.find((candidate) => candidate.type.slug === line.ticketSlug)?.type;
      if (!type) throw fail(locale, 'NOT_FOUND', 'ticketNotFound');
      for (const audience of ['adult', 'child', 'infant'] as const) {
        const quantity = line.quantities[audience];
        if (!quantity) continue;
        const listed = priced.find((candidate) => candidate.type.id === type.id && candidate.price?.audience === audience)?.price;
        if (!listed && audience !== 'infant') throw fail(locale, 'NOT_FOUND', 'ticketNotFound');
        // Spec §9: children under 3 are free whatever the price list says.
        const unitPrice = audience === 'infant' ? 0 : listed!.price;
        rows.push({ kind: 'ticket', ticketTypeId: type.id, audience, visitDate: line.visitDate, title: type.name, quantity, unitPrice, lineTotal: unitPrice * quantity });
        const key = `${type.id}|${line.visitDate}`;
        seats.set(key, (seats.get(key) ?? 0) + quantity);
      }
    } else {
      const variant = variants.find((candidate) => candidate.id === line.variantId);
      if (!variant) throw fail(locale, 'NOT_FOUND', 'productNotFound');
      const title: Translatable = {
        vi: `${variant.productName.vi} – ${variant.name.vi}`,
        en: `${variant.productName.en ?? variant.productName.vi} – ${variant.name.en ?? variant.name.vi}`,
      };
      rows.push({ kind: 'product', productVariantId: variant.id, title, quantity: line.quantity, unitPrice: variant.price, lineTotal: variant.price * line.quantity });
      stock.set(variant.id, (stock.get(variant.id) ?? 0) + line.quantity);
    }
  }
  return { rows, seats, stock };
}
