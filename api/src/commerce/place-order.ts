/**
 * Placing an order: pricing the basket, the order's own rules, the idempotency key bound to the
 * request, the per-address limit, holding seats and stock, and confirming free and counter orders
 * at once (online orders wait for the gateway, see payment-results.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { hasProducts } from '@storefront/shared/contracts/checkout-rules';
import type { Db } from '../db/client';
import { orderItems, orders, productVariants, products, ticketPrices, ticketTypes, type Translatable } from '../db/schema';
import { transactionWithRetry } from '../db/transaction-retry';
import type { Locale } from '../lib/i18n';
import { fail, HOLD_MINUTES, notifyConfirmed, setOrderStatus, setPaymentStatus, type CheckoutDeps, type OrderRow } from './checkout-deps';
import { assertUnpaidPerContact, counterCutoff, DEFAULT_COUNTER_CUTOFF_MINUTES } from './counter-rules';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from './holds';
import { confirmSeats, holdSeats, markSeatsUnpaid, seatsInLockOrder, type SeatCount } from './inventory';
import { newOrderCode } from './order-code';
import { issueTickets, seatsRefused } from './order-seats';
import { newPayment, redirectFor } from './payment-attempts';
import { noteOrderPlaced } from '../lib/business-events';

/** The window of CheckoutDeps.orderLimit: new orders per network address per this many seconds. */
export const ORDER_WINDOW_SECONDS = 600;

interface ItemRow {
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

async function priceItems(db: Db, locale: Locale, input: PlaceOrderInput['items']): Promise<{ rows: ItemRow[]; seats: Map<string, number>; stock: Map<number, number> }> {
  const rows: ItemRow[] = [];
  const seats = new Map<string, number>();
  const stock = new Map<number, number>();
  const slugs = [...new Set(input.flatMap((line) => (line.kind === 'ticket' ? [line.ticketSlug] : [])))];
  const variantIds = [...new Set(input.flatMap((line) => (line.kind === 'product' ? [line.variantId] : [])))];
  const types = slugs.length ? await db.select().from(ticketTypes).where(and(inArray(ticketTypes.slug, slugs), eq(ticketTypes.isActive, true))) : [];
  const prices = types.length ? await db.select().from(ticketPrices).where(inArray(ticketPrices.ticketTypeId, types.map((type) => type.id))) : [];
  const variants = variantIds.length
    ? await db
        .select({ id: productVariants.id, name: productVariants.name, price: productVariants.price, productName: products.name })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.id, variantIds), eq(products.isActive, true)))
    : [];

  for (const line of input) {
    if (line.kind === 'ticket') {
      const type = types.find((candidate) => candidate.slug === line.ticketSlug);
      if (!type) throw fail(locale, 'NOT_FOUND', 'ticketNotFound');
      for (const audience of ['adult', 'child', 'infant'] as const) {
        const quantity = line.quantities[audience];
        if (!quantity) continue;
        const listed = prices.find((price) => price.ticketTypeId === type.id && price.audience === audience);
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

/** The priced `type|date` → seats map in the one lock order. */
function inLockOrder(seats: Map<string, number>): SeatCount[] {
  return seatsInLockOrder(
    [...seats].map(([key, count]) => {
      const [typeId, visitDate] = key.split('|') as [string, string];
      return { ticketTypeId: Number(typeId), visitDate, seats: count };
    }),
  );
}

export async function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput, userId: number | null = null): Promise<{ orderCode: string; redirectUrl?: string }> {
  const { db, locale } = deps;
  if (input.paymentMethod === 'vnpay' && !deps.vnpay) throw fail(locale, 'PRECONDITION_FAILED', 'onlinePaymentUnavailable');
  const now = deps.now?.() ?? new Date();
  await releaseExpiredHolds(db, now);
  await releaseUnpaidCounterOrders(db, now);

  const requestHash = hashOfRequest(input);
  const existing = await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
  if (existing[0]) return answerReplay(deps, existing[0], requestHash);
  // A replay above is free; each new order counts. Unpaid orders hold places, so one address
  // must not be able to take a day's places by itself.
  if (deps.orderLimit && deps.orderLimit.perIp > 0) {
    const { allowed } = await deps.orderLimit.limiter.hit(`order:ip:${deps.ip}`, deps.orderLimit.perIp, ORDER_WINDOW_SECONDS);
    if (!allowed) throw fail(locale, 'TOO_MANY_REQUESTS', 'tooManyOrders');
  }

  const { rows, seats, stock } = await priceItems(db, locale, input.items);
  assertOrderRules(deps, rows);
  const total = rows.reduce((sum, row) => sum + row.lineTotal, 0);
  const free = total === 0;
  const counter = input.paymentMethod === 'counter';
  const payBy = counter ? counterCutoff(firstTicketDate(rows)!, deps.limits?.counterCutoffMinutes ?? DEFAULT_COUNTER_CUTOFF_MINUTES) : undefined;
  if (payBy && payBy <= now) throw fail(locale, 'CONFLICT', 'counterClosed');

  const created = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        code: newOrderCode(),
        userId,
        paymentMethod: input.paymentMethod,
        totalAmount: total,
        contactName: input.contact.fullName,
        contactPhone: input.contact.phone,
        contactEmail: input.contact.email ?? null,
        deliveryAddress: hasProducts(input.items) ? (input.deliveryAddress ?? null) : null,
        locale,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        clientIp: deps.ip,
        holdExpiresAt: payBy ?? new Date(now.getTime() + HOLD_MINUTES * 60_000),
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!order) return undefined; // the same key won a race a moment ago: answer with its order

    if (counter && deps.limits) await assertUnpaidPerContact(tx, locale, order, rows, deps.limits.unpaidPerContact);
    for (const { ticketTypeId, visitDate, seats: count } of inLockOrder(seats)) {
      if (!(await holdSeats(tx, ticketTypeId, visitDate, count))) throw await seatsRefused(tx, locale, ticketTypeId, visitDate);
    }
    // Product rows too, by id: never in the order the client listed them.
    for (const [variantId, quantity] of [...stock].sort(([a], [b]) => a - b)) {
      const taken = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${quantity}` })
        .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} >= ${quantity}`))
        .returning({ id: productVariants.id });
      if (taken.length === 0) throw fail(locale, 'CONFLICT', 'outOfStock');
    }
    await tx.insert(orderItems).values(rows.map((row) => ({ ...row, orderId: order.id })));

    if (free || counter) {
      // Counter: confirmed now, paid at the gate before the cutoff. Free (products at no
      // charge; tickets always have a paying one): nothing to pay.
      const sharePercent = deps.limits?.unpaidSharePercent ?? 100;
      for (const { ticketTypeId, visitDate, seats: count } of inLockOrder(seats)) {
        await confirmSeats(tx, ticketTypeId, visitDate, count);
        if (counter && !(await markSeatsUnpaid(tx, ticketTypeId, visitDate, count, sharePercent))) throw fail(locale, 'CONFLICT', 'unpaidShareFull');
      }
      await tx
        .update(orders)
        .set({ ...setOrderStatus(order, 'confirmed'), ...(counter ? {} : setPaymentStatus(order, 'paid')), holdExpiresAt: payBy ?? null, updatedAt: now })
        .where(eq(orders.id, order.id));
      // Counter tickets exist from the start, so the gate scans them to take the money; they
      // admit nobody until the order is paid.
      await issueTickets(tx, order.id);
    } else {
      await newPayment(tx, order, total);
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return fresh!;
  });

  if (!created) {
    const [winner] = await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
    if (!winner) throw fail(locale, 'INTERNAL_SERVER_ERROR', 'checkout');
    return answerReplay(deps, winner, requestHash);
  }
  if (created.status === 'confirmed') await notifyConfirmed(deps, created.id);
  noteOrderPlaced(input.paymentMethod);
  return { orderCode: created.code, redirectUrl: await redirectFor(db, deps, created) };
}

/** sha256 of the order request without its key: what the key is bound to. */
function hashOfRequest(input: PlaceOrderInput): string {
  const { idempotencyKey: _key, ...request } = input;
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** JSON with object keys sorted, so the same request always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A key seen before answers with its order only for the same request: a key reused for another
 * basket or contact must not hand out (or redirect to the payment of) someone else's order.
 * Orders stored before keys were bound have no hash and still answer their key.
 */
async function answerReplay(deps: CheckoutDeps, order: OrderRow, requestHash: string): Promise<{ orderCode: string; redirectUrl?: string }> {
  if (order.requestHash && order.requestHash !== requestHash) throw fail(deps.locale, 'CONFLICT', 'idempotencyKeyReused');
  return { orderCode: order.code, redirectUrl: await redirectFor(deps.db, deps, order) };
}

function firstTicketDate(rows: ItemRow[]): string | undefined {
  return rows.flatMap((row) => (row.visitDate ? [row.visitDate] : [])).sort()[0];
}

/** One order's own rules: its size, and infants (free) only with a paying ticket. */
function assertOrderRules(deps: CheckoutDeps, rows: ItemRow[]): void {
  const ticketRows = rows.filter((row) => row.kind === 'ticket');
  const people = ticketRows.reduce((sum, row) => sum + row.quantity, 0);
  const max = deps.limits?.ticketsPerOrder;
  if (max !== undefined && people > max) throw fail(deps.locale, 'BAD_REQUEST', 'tooManyTickets', { max: String(max) });
  if (ticketRows.length > 0 && !ticketRows.some((row) => row.lineTotal > 0)) throw fail(deps.locale, 'BAD_REQUEST', 'infantNeedsPayingTicket');
}
