/**
 * Orders from checkout to paid QR tickets: placing an order with its seat hold, the VNPay
 * notification (IPN) and return, retries, expiry of holds, refunds and exchanges.
 *
 * Concurrency: seats change only by conditional UPDATEs (commerce/inventory.ts) inside the order's
 * transaction, and every later change of an order first locks its row (SELECT … FOR UPDATE) and
 * checks the transition table, so many API instances and replayed notifications stay consistent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { hasProducts } from '@storefront/shared/contracts/checkout-rules';
import { VIETNAM_OFFSET_MS } from '@storefront/shared/contracts/vietnam-time';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { Db } from '../db/client';
import { orderItems, orderRequests, orders, payments, productVariants, products, ticketPrices, tickets, ticketTypes, type Translatable } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { closedReason, confirmSeats, holdSeats, markSeatsPaid, markSeatsUnpaid, releaseSeats, seatsInLockOrder, unsellUnpaidSeats, type SeatCount } from './inventory';
import { commerceText, type CommerceMessage } from './messages';
import { PAID_AFTER_CANCELLATION } from './refund-reasons';
import { assertTransition, decide, type OrderEvent, type OrderFacts, type OrderStatus, type PaymentStatus } from './order-state';
import { IPN_RESPONSES, isCancelledByBuyer, isSuccess, paymentUrl, refundRequestBody, sendRefund, verify, vnpDate, type IpnResponse, type VnpayConfig, type VnpParams } from '../payments/vnpay';
import type { RateLimiter } from '../lib/rate-limit';
import { recordStaffAction } from '../staff/action-log';
import { transactionWithRetry } from '../db/transaction-retry';
import { insertSignedTickets } from '../tickets/issue';
import { successPagePath } from './order-access';

export const HOLD_MINUTES = 15;
export const ORDER_WINDOW_SECONDS = 600;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type OrderRow = typeof orders.$inferSelect;

export interface CheckoutDeps {
  db: Db;
  locale: Locale;
  ip: string;
  /** The payment gateway; undefined when the shop takes no online payment. */
  vnpay: VnpayConfig | undefined;
  now?: () => Date;
  /** Called after an order is confirmed (mail with the tickets); errors are only logged. */
  onConfirmed?: (orderId: number) => Promise<void> | void;
  /** Called with a payment's id when it was taken after its order was cancelled (mail: "we will refund you"). */
  onPaidAfterCancellation?: (paymentId: number) => void;
  /** New orders per network address per ORDER_WINDOW_SECONDS; none or 0: no limit. */
  orderLimit?: { limiter: RateLimiter; perIp: number };
  /** Caps of one order and of unpaid counter seats; none: no caps (counter cutoff at its default). */
  limits?: CheckoutLimits;
}

export interface CheckoutLimits {
  ticketsPerOrder: number;
  /** Unpaid counter tickets per visit date for one phone, one email, one network address. */
  unpaidPerContact: number;
  /** Share (%) of a date's capacity that unpaid counter seats may take. */
  unpaidSharePercent: number;
  /** Minutes after opening on the visit day when unpaid counter orders give their seats back. */
  counterCutoffMinutes: number;
}

/** Spec §9: the park opens at 7:00, Vietnam time. */
const OPENING_TIME = '07:00';
const DEFAULT_COUNTER_CUTOFF_MINUTES = 60;

/** The time of day (HH:MM, Vietnam) of the counter cutoff. */
export function counterCutoffTime(cutoffMinutes: number): string {
  return new Date(counterCutoff('2000-01-01', cutoffMinutes).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(11, 16);
}

/** When an unpaid counter order for `visitDate` gives its seats back. */
export function counterCutoff(visitDate: string, cutoffMinutes: number): Date {
  return new Date(Date.parse(`${visitDate}T${OPENING_TIME}:00Z`) - VIETNAM_OFFSET_MS + cutoffMinutes * 60_000);
}

function fail(locale: Locale, code: TRPCError['code'], key: CommerceMessage, params: Record<string, string> = {}): TRPCError {
  return new TRPCError({ code, message: commerceText(locale, key, params) });
}

/** Why `visitDate` could not be held: the day is closed (its reason), or else its places are gone. */
async function seatsRefused(tx: Executor, locale: Locale, ticketTypeId: number, visitDate: string): Promise<TRPCError> {
  const reason = await closedReason(tx, ticketTypeId, visitDate);
  if (reason) return fail(locale, 'CONFLICT', 'dayClosed', { date: formatLongDate(visitDate, locale), reason: pick(reason, locale) });
  return fail(locale, 'CONFLICT', 'soldOut');
}

/** 16 random characters of Crockford's base32 (80 bits): order codes are unguessable. */
export function newOrderCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(16);
  let code = '';
  for (const byte of bytes) code += alphabet[byte & 31];
  return `SF-${code.slice(0, 8)}-${code.slice(8)}`;
}

// ── Placing an order ─────────────────────────────────────────────────────────────────────────

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

async function redirectFor(executor: Executor, deps: CheckoutDeps, order: OrderRow): Promise<string | undefined> {
  if (!deps.vnpay || order.paymentMethod !== 'vnpay' || order.status !== 'pending' || order.paymentStatus !== 'pending') return undefined;
  const [payment] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  if (!payment?.providerRef) return undefined;
  return paymentUrl(deps.vnpay, {
    txnRef: payment.providerRef,
    amount: payment.amount,
    orderInfo: `Thanh toan don hang ${order.code}`,
    ipAddr: deps.ip,
    locale: order.locale === 'en' ? 'en' : 'vi',
    createdAt: payment.createdAt,
    expiresAt: order.holdExpiresAt ?? new Date(payment.createdAt.getTime() + HOLD_MINUTES * 60_000),
  });
}

async function newPayment(tx: Tx, order: OrderRow, amount: number): Promise<void> {
  const [payment] = await tx.insert(payments).values({ orderId: order.id, provider: 'vnpay', amount, status: 'pending' }).returning({ id: payments.id });
  await tx.update(payments).set({ providerRef: `${order.code}-${payment!.id}` }).where(eq(payments.id, payment!.id));
}

async function sellSeats(tx: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<boolean> {
  if (!(await holdSeats(tx, ticketTypeId, visitDate, seats))) return false;
  await confirmSeats(tx, ticketTypeId, visitDate, seats);
  return true;
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

async function unsellSeats(tx: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ticket_inventory SET sold = greatest(sold - ${seats}, 0)
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
}

/** One ticket (a signed QR token) per admitted person of each ticket line. */
async function issueTickets(tx: Tx, orderId: number): Promise<void> {
  const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'ticket'))).orderBy(asc(orderItems.id));
  const values = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      orderId,
      orderItemId: item.id,
      ticketTypeId: item.ticketTypeId!,
      audience: item.audience!,
      visitDate: item.visitDate!,
    })),
  );
  await insertSignedTickets(tx, values);
}

function setOrderStatus(order: OrderRow, status: OrderStatus): { status: OrderStatus } {
  if (order.status !== status) assertTransition('order', order.status, status);
  return { status };
}

function setPaymentStatus(order: OrderRow, paymentStatus: PaymentStatus): { paymentStatus: PaymentStatus } {
  if (order.paymentStatus !== paymentStatus) assertTransition('payment', order.paymentStatus, paymentStatus);
  return { paymentStatus };
}

async function notifyConfirmed(deps: CheckoutDeps, orderId: number): Promise<void> {
  if (!deps.onConfirmed) return;
  try {
    await deps.onConfirmed(orderId);
  } catch (error) {
    console.error('[checkout] confirmation mail failed', error);
  }
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

/** Digits of a Vietnamese phone number with its national prefix, however it was written. */
const PHONE_DIGITS = sql`regexp_replace(regexp_replace(${orders.contactPhone}, '[^0-9]', '', 'g'), '^84', '0')`;
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^84/, '0');
}

/**
 * Unpaid counter tickets of each visit date stay within `perContact` for the order's phone, its
 * email and its network address. The date's advisory lock makes concurrent counter orders of that
 * date count one after another, so two of them cannot both pass a count neither has joined yet.
 */
async function assertUnpaidPerContact(tx: Tx, locale: Locale, order: OrderRow, rows: Pick<ItemRow, 'visitDate' | 'quantity'>[], perContact: number): Promise<void> {
  const wanted = new Map<string, number>();
  for (const row of rows) if (row.visitDate) wanted.set(row.visitDate, (wanted.get(row.visitDate) ?? 0) + row.quantity);
  const email = order.contactEmail?.toLowerCase() ?? null;
  for (const [visitDate, count] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`unpaid-counter:${visitDate}`}))`);
    const [held] = await tx
      .select({
        phone: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${PHONE_DIGITS} = ${phoneDigits(order.contactPhone)}), 0)::int`,
        email: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where lower(${orders.contactEmail}) = ${email}), 0)::int`,
        ip: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.clientIp} = ${order.clientIp}), 0)::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.kind, 'ticket'), eq(orderItems.visitDate, visitDate), awaitingCounterPayment));
    const most = Math.max(Number(held?.phone ?? 0), Number(held?.email ?? 0), Number(held?.ip ?? 0));
    if (most + count > perContact) throw fail(locale, 'CONFLICT', 'unpaidPerContact', { max: String(perContact) });
  }
}

/** Counter orders whose seats are taken and whose money is still to come at the gate. */
const awaitingCounterPayment = and(eq(orders.paymentMethod, 'counter'), eq(orders.status, 'confirmed'), eq(orders.paymentStatus, 'pending'));

export function isAwaitingCounterPayment(order: Pick<OrderRow, 'paymentMethod' | 'status' | 'paymentStatus'>): boolean {
  return order.paymentMethod === 'counter' && order.status === 'confirmed' && order.paymentStatus === 'pending';
}

// ── Gateway results (IPN and return) ─────────────────────────────────────────────────────────

/** What a payment the gateway reports as taken did: confirmed its order, waits for a refund, or was known already. */
type Capture = 'confirmed' | 'refund' | 'replay';

/** Thrown inside a savepoint when a cancelled order's seats or stock are no longer free. */
class NoLongerFree extends Error {}

/**
 * Records a payment the gateway took, whatever became of its order meanwhile: the money is real.
 * A pending order is confirmed with it, also when a retry had replaced this attempt. A cancelled
 * order is confirmed again if the buyer did not ask to cancel and its seats and stock are still
 * free. Otherwise the payment waits in the staff refund queue.
 */
async function capturePayment(tx: Tx, order: OrderRow, payment: PaymentRow, gatewayData: VnpParams): Promise<Capture> {
  if (payment.status === 'paid' || payment.status === 'refunded') return 'replay';
  const now = new Date();
  // A given-up attempt (failed) becomes paid too: the transition table's exception for a signed capture.
  await tx
    .update(payments)
    .set({ status: 'paid', transactionNo: gatewayData.vnp_TransactionNo || null, providerData: gatewayData, updatedAt: now })
    .where(eq(payments.id, payment.id));
  if (order.status === 'pending') await confirmHeldSeats(tx, order.id);
  else if (!(order.status === 'cancelled' && (await retakeCancelledOrder(tx, order)))) {
    await tx.insert(orderRequests).values({ orderId: order.id, kind: 'refund', paymentId: payment.id, reason: PAID_AFTER_CANCELLATION, status: 'pending' });
    return 'refund';
  }
  // The order is paid now: an attempt still open (a retry in another tab) must not take money twice.
  await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  // cancelled → confirmed and failed → paid are refused for every other event; a capture is the
  // gateway's word that the money was taken, and retakeCancelledOrder has checked the order.
  await tx.update(orders).set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null, updatedAt: now }).where(eq(orders.id, order.id));
  await issueTickets(tx, order.id);
  return 'confirmed';
}

async function orderSeats(tx: Executor, orderId: number) {
  const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'ticket')));
  return seatsInLockOrder(items.map((item) => ({ ticketTypeId: item.ticketTypeId!, visitDate: item.visitDate!, seats: item.quantity })));
}

/** Payment arrived in time: the order's held seats become sold. */
async function confirmHeldSeats(tx: Tx, orderId: number): Promise<void> {
  for (const { ticketTypeId, visitDate, seats } of await orderSeats(tx, orderId)) await confirmSeats(tx, ticketTypeId, visitDate, seats);
}

/**
 * Takes a cancelled order's seats and product stock again, all or nothing (a savepoint), unless
 * the buyer asked for the cancellation or the money already went back. False: it stays cancelled.
 */
async function retakeCancelledOrder(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.paymentStatus === 'refunded') return false;
  const [askedToCancel] = await tx.select({ id: orderRequests.id }).from(orderRequests).where(and(eq(orderRequests.orderId, order.id), eq(orderRequests.kind, 'refund'))).limit(1);
  if (askedToCancel) return false;
  try {
    await tx.transaction(async (savepoint) => {
      for (const { ticketTypeId, visitDate, seats } of await orderSeats(savepoint, order.id)) {
        if (!(await sellSeats(savepoint, ticketTypeId, visitDate, seats))) throw new NoLongerFree();
      }
      const products = await savepoint.select().from(orderItems).where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'product'))).orderBy(asc(orderItems.productVariantId));
      for (const item of products) {
        const taken = await savepoint
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
          .where(and(eq(productVariants.id, item.productVariantId!), sql`${productVariants.stock} >= ${item.quantity}`))
          .returning({ id: productVariants.id });
        if (taken.length === 0) throw new NoLongerFree();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof NoLongerFree) return false;
    throw error;
  }
}

export async function handleVnpayResult(deps: Pick<CheckoutDeps, 'db' | 'vnpay' | 'onConfirmed' | 'onPaidAfterCancellation'>, params: VnpParams): Promise<IpnResponse & { orderCode?: string }> {
  if (!deps.vnpay || !verify(params, deps.vnpay.hashSecret)) return IPN_RESPONSES.invalidSignature;
  try {
    const txnRef = params.vnp_TxnRef ?? '';
    const [found] = await deps.db
      .select({ paymentId: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.provider, 'vnpay'), eq(payments.providerRef, txnRef)))
      .limit(1);
    if (!found) return IPN_RESPONSES.orderNotFound;

    const outcome = await transactionWithRetry(deps.db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
      const [payment] = await tx.select().from(payments).where(eq(payments.id, found.paymentId)).for('update');
      if (!order || !payment) return { response: IPN_RESPONSES.orderNotFound };
      if (Number(params.vnp_Amount) !== payment.amount * 100) return { response: IPN_RESPONSES.invalidAmount, order };
      const gatewayData = { ...params };
      if (isSuccess(params)) {
        const captured = await capturePayment(tx, order, payment, gatewayData);
        if (captured === 'replay') return { response: IPN_RESPONSES.alreadyConfirmed, order };
        return { response: IPN_RESPONSES.ok, order, confirmed: captured === 'confirmed', refundPaymentId: captured === 'refund' ? payment.id : undefined };
      }
      if (payment.status !== 'pending' || order.status !== 'pending') return { response: IPN_RESPONSES.alreadyConfirmed, order };
      assertTransition('payment', payment.status, 'failed');
      await tx.update(payments).set({ status: 'failed', providerData: gatewayData, updatedAt: new Date() }).where(eq(payments.id, payment.id));
      // The order keeps its hold until it expires, so the buyer can retry the payment.
      await tx.update(orders).set({ ...setPaymentStatus(order, 'failed'), updatedAt: new Date() }).where(eq(orders.id, order.id));
      return { response: IPN_RESPONSES.ok, order };
    });
    if (outcome.confirmed && outcome.order) await notifyConfirmed(deps as CheckoutDeps, outcome.order.id);
    if (outcome.refundPaymentId) deps.onPaidAfterCancellation?.(outcome.refundPaymentId);
    return { ...outcome.response, orderCode: outcome.order?.code };
  } catch (error) {
    console.error('[vnpay] IPN handling failed', error);
    return IPN_RESPONSES.unknown;
  }
}

/** Where the buyer's browser goes after the gateway: success, cancel, or cancel with "payment failed". */
export async function returnDestination(deps: Pick<CheckoutDeps, 'db' | 'vnpay' | 'onConfirmed' | 'onPaidAfterCancellation'>, params: VnpParams): Promise<string> {
  const result = await handleVnpayResult(deps, params);
  if (result.RspCode === '97') return '/checkout/cancel?reason=failed';
  const [order] = await deps.db
    .select({ code: orders.code, paymentStatus: orders.paymentStatus, attempt: payments.status })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(payments.provider, 'vnpay'), eq(payments.providerRef, params.vnp_TxnRef ?? '')))
    .limit(1);
  if (!order) return '/checkout/cancel?reason=failed';
  const code = encodeURIComponent(order.code);
  // A payment taken after the order was cancelled: the success page says it will be refunded.
  if (order.paymentStatus === 'paid' || order.attempt === 'paid') return successPagePath(order.code);
  return isCancelledByBuyer(params) ? `/checkout/cancel?orderCode=${code}` : `/checkout/cancel?orderCode=${code}&reason=failed`;
}

// ── Retry, expiry ────────────────────────────────────────────────────────────────────────────

export async function retryPayment(deps: CheckoutDeps, orderCode: string): Promise<{ orderCode: string; redirectUrl: string }> {
  const { db, locale } = deps;
  const now = deps.now?.() ?? new Date();
  const order = await transactionWithRetry(db, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.code, orderCode)).for('update');
    if (!row) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
    if (row.paymentMethod !== 'vnpay' || row.status !== 'pending' || row.paymentStatus === 'paid') throw fail(locale, 'CONFLICT', 'notRetryable');
    if (!deps.vnpay) throw fail(locale, 'PRECONDITION_FAILED', 'onlinePaymentUnavailable');
    if (!row.holdExpiresAt || row.holdExpiresAt <= now) throw fail(locale, 'CONFLICT', 'holdExpired');
    // An older attempt can no longer be paid: its late notification will be answered "02".
    await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')));
    await tx.update(orders).set({ ...setPaymentStatus(row, 'pending'), updatedAt: now }).where(eq(orders.id, row.id));
    await newPayment(tx, row, row.totalAmount);
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, row.id));
    return fresh!;
  });
  const redirectUrl = await redirectFor(db, deps, order);
  if (!redirectUrl) throw fail(locale, 'CONFLICT', 'notRetryable');
  return { orderCode: order.code, redirectUrl };
}

/** Gives back the seats (and product stock) an order holds or bought. */
async function releaseOrder(tx: Tx, order: OrderRow): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (item.kind === 'ticket' && item.ticketTypeId && item.visitDate) {
      if (order.status === 'pending') await releaseSeats(tx, item.ticketTypeId, item.visitDate, item.quantity);
      else if (isAwaitingCounterPayment(order)) await unsellUnpaidSeats(tx, item.ticketTypeId, item.visitDate, item.quantity);
      else await unsellSeats(tx, item.ticketTypeId, item.visitDate, item.quantity);
    } else if (item.kind === 'product' && item.productVariantId) {
      await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${item.quantity}` }).where(eq(productVariants.id, item.productVariantId));
    }
  }
}

/**
 * Gives back what pending orders hold: their seats summed over all the orders and taken in the one
 * lock order (not order after order, which would lock rows in whatever order the orders come),
 * then their product stock by variant id.
 */
async function releaseHeldItems(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  const ticketLines = items.filter((item) => item.kind === 'ticket' && item.ticketTypeId && item.visitDate);
  for (const { ticketTypeId, visitDate, seats } of seatsInLockOrder(ticketLines.map((item) => ({ ticketTypeId: item.ticketTypeId!, visitDate: item.visitDate!, seats: item.quantity })))) {
    await releaseSeats(tx, ticketTypeId, visitDate, seats);
  }
  const products = items.filter((item) => item.kind === 'product' && item.productVariantId).sort((a, b) => a.productVariantId! - b.productVariantId!);
  for (const item of products) {
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${item.quantity}` }).where(eq(productVariants.id, item.productVariantId!));
  }
}

/**
 * Cancels pending orders whose hold has passed and frees their seats. Runs periodically and at
 * the start of every placeOrder / availability read; SKIP LOCKED lets instances share the work.
 */
export async function releaseExpiredHolds(db: Db, now: Date = new Date()): Promise<number> {
  return transactionWithRetry(db, async (tx) => {
    const expired = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lt(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.id))
      .limit(200)
      .for('update', { skipLocked: true });
    await releaseHeldItems(tx, expired.map((order) => order.id));
    for (const order of expired) {
      await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
      await tx
        .update(orders)
        .set({ ...setOrderStatus(order, 'cancelled'), ...(order.paymentStatus === 'pending' ? setPaymentStatus(order, 'failed') : {}), holdExpiresAt: null, updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    return expired.length;
  });
}

/**
 * Cancels unpaid counter orders whose cutoff has passed: their seats go back on sale and their
 * QR codes stop working. Runs wherever releaseExpiredHolds runs.
 */
export async function releaseUnpaidCounterOrders(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(awaitingCounterPayment, lt(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.id))
      .limit(200)
      .for('update', { skipLocked: true });
    for (const order of due) {
      await releaseOrder(tx, order);
      await tx.update(tickets).set({ status: 'void' }).where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')));
      await tx
        .update(orders)
        .set({ ...setOrderStatus(order, 'cancelled'), ...setPaymentStatus(order, 'failed'), holdExpiresAt: null, updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    return due.length;
  });
}

/** What the gate asks for a ticket of an unpaid counter order; null when nothing is due there. */
export async function amountDueAtGate(db: Executor, orderId: number): Promise<number | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order && isAwaitingCounterPayment(order) ? order.totalAmount : null;
}

/**
 * Staff took the money at the gate for the order of a scanned ticket: see payCounterOrder.
 */
export async function payAtCounter(
  deps: Pick<CheckoutDeps, 'db' | 'locale' | 'now' | 'onConfirmed'>,
  input: { secret: string },
  staff: { id: number },
): Promise<{ orderCode: string; amount: number; paidNow: boolean }> {
  const [ticket] = await deps.db.select({ orderId: tickets.orderId }).from(tickets).where(eq(tickets.secret, input.secret)).limit(1);
  if (!ticket) throw fail(deps.locale, 'NOT_FOUND', 'orderNotFound');
  return payCounterOrder(deps, ticket.orderId, staff);
}

/**
 * Staff took the money of a counter order (at the gate, or at the order desk): a paid counter
 * payment is stored, the order is paid, its seats stop counting as unpaid, the action is logged
 * with the payment status before and after, and the receipt (the confirmation with the tickets,
 * which a counter order has had since it was placed) is mailed. The order row is locked first, so
 * a double click or a second desk finds it paid and changes nothing: one payment, no new tickets.
 */
export async function payCounterOrder(
  deps: Pick<CheckoutDeps, 'db' | 'locale' | 'now' | 'onConfirmed'>,
  orderId: number,
  staff: { id: number },
): Promise<{ orderCode: string; amount: number; paidNow: boolean }> {
  const { db, locale } = deps;
  const now = deps.now?.() ?? new Date();
  await releaseUnpaidCounterOrders(db, now);
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
    if (order.paymentMethod === 'counter' && order.paymentStatus === 'paid') return { order, paidNow: false };
    if (!isAwaitingCounterPayment(order)) throw fail(locale, 'CONFLICT', 'notPayableAtCounter');
    await tx.insert(payments).values({ orderId: order.id, provider: 'counter', providerRef: `${order.code}-counter`, amount: order.totalAmount, status: 'paid' });
    const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'ticket')));
    for (const item of items) await markSeatsPaid(tx, item.ticketTypeId!, item.visitDate!, item.quantity);
    await tx.update(orders).set({ ...setPaymentStatus(order, 'paid'), holdExpiresAt: null, updatedAt: now }).where(eq(orders.id, order.id));
    await recordStaffAction(tx, {
      actorId: staff.id,
      action: 'order.markPaid',
      subjectKind: 'order',
      subjectId: order.id,
      orderId: order.id,
      before: { paymentStatus: order.paymentStatus, payBy: order.holdExpiresAt?.toISOString() ?? null },
      after: { paymentStatus: 'paid', amount: order.totalAmount },
    });
    return { order, paidNow: true };
  });
  if (outcome.paidNow) await notifyConfirmed(deps as CheckoutDeps, outcome.order.id);
  return { orderCode: outcome.order.code, amount: outcome.order.totalAmount, paidNow: outcome.paidNow };
}

// ── Refunds and exchanges ────────────────────────────────────────────────────────────────────

/** The order of a code, if `contact` is its email or phone (digits compared). */
export async function orderForContact(db: Executor, code: string, contact: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.code, code)).limit(1);
  if (!order) return undefined;
  const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
  const matches =
    (order.contactEmail && order.contactEmail.toLowerCase() === contact.trim().toLowerCase()) ||
    (digits(contact).length >= 9 && digits(order.contactPhone) === digits(contact));
  return matches ? order : undefined;
}

type OrderItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A ticket line with how many of its people were admitted at the gate. */
interface TicketLine {
  item: OrderItemRow;
  used: number;
}

interface OrderSnapshot {
  facts: OrderFacts;
  lines: TicketLine[];
  products: OrderItemRow[];
}

/** What the order's state machine reads about an order: its items, used tickets and refund requests. */
async function snapshotOf(executor: Executor, order: OrderRow, today: string): Promise<OrderSnapshot> {
  const items = await executor.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const usedPerItem = await executor
    .select({ orderItemId: tickets.orderItemId, used: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'used')))
    .groupBy(tickets.orderItemId);
  // A request to give back a payment that came after cancellation is about that payment only.
  const [waiting] = await executor
    .select({ id: orderRequests.id })
    .from(orderRequests)
    .where(and(eq(orderRequests.orderId, order.id), eq(orderRequests.kind, 'refund'), inArray(orderRequests.status, ['pending', 'approved']), isNull(orderRequests.paymentId)))
    .limit(1);
  const lines = items
    .filter((item) => item.kind === 'ticket')
    .map((item) => ({ item, used: Math.min(Number(usedPerItem.find((row) => row.orderItemId === item.id)?.used ?? 0), item.quantity) }));
  const usedTickets = lines.reduce((sum, line) => sum + line.used, 0);
  return {
    facts: {
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      refundPending: Boolean(waiting),
      hasTickets: lines.length > 0,
      usedTickets,
      unusedTickets: lines.reduce((sum, line) => sum + line.item.quantity, 0) - usedTickets,
      firstVisitDate: lines.map((line) => line.item.visitDate!).sort()[0] ?? null,
      today,
    },
    lines,
    products: items.filter((item) => item.kind === 'product'),
  };
}

/** The statuses `event` leaves the order in; a localised refusal when the state machine says no. */
function permit(locale: Locale, event: OrderEvent, facts: OrderFacts): { status?: OrderStatus; paymentStatus?: PaymentStatus } {
  const decision = decide(event, facts);
  if (!decision.allowed) throw fail(locale, decision.reason === 'refundTooLate' ? 'BAD_REQUEST' : 'CONFLICT', decision.reason);
  return decision.to;
}

/** The money of the people not admitted at the gate, and of the products. */
function refundableAmount(snapshot: OrderSnapshot): number {
  const tickets = snapshot.lines.reduce((sum, line) => sum + line.item.unitPrice * (line.item.quantity - line.used), 0);
  return tickets + snapshot.products.reduce((sum, item) => sum + item.lineTotal, 0);
}

export async function requestRefund(
  deps: Pick<CheckoutDeps, 'db' | 'locale' | 'now'>,
  input: { orderCode: string; contactEmailOrPhone: string; reason: string },
): Promise<{ id: number; orderCode: string; status: string; outcome: 'cancelled' | 'refund_pending'; createdAt: string }> {
  const { db, locale } = deps;
  const today = todayInVietnam(deps.now?.() ?? new Date());
  const match = await orderForContact(db, input.orderCode, input.contactEmailOrPhone);
  if (!match) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, match.id)).for('update');
    if (!order) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
    return order.paymentStatus === 'paid' ? openRefundRequest(tx, locale, order, today, input.reason) : cancelUnpaidOrder(tx, locale, order, today, input.reason);
  });
}

/**
 * A paid order's money goes back through staff (the refund queue, completeRefund): a request is
 * opened, or the waiting one returned, and the tickets stop working now; the state machine
 * refuses an exchange while the request waits, so no new ones can be issued. `order` must be
 * locked by the caller's transaction.
 */
export async function openRefundRequest(tx: Tx, locale: Locale, order: OrderRow, today: string, reason: string) {
  const { facts } = await snapshotOf(tx, order, today);
  permit(locale, 'requestRefund', facts);
  const [pending] = await tx
    .select()
    .from(orderRequests)
    .where(and(eq(orderRequests.orderId, order.id), eq(orderRequests.kind, 'refund'), eq(orderRequests.status, 'pending'), isNull(orderRequests.paymentId)));
  const request = pending ?? (await tx.insert(orderRequests).values({ orderId: order.id, kind: 'refund', reason }).returning())[0]!;
  await tx.update(tickets).set({ status: 'void' }).where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')));
  return { id: request.id, orderCode: order.code, status: request.status, outcome: 'refund_pending' as const, createdAt: request.createdAt.toISOString() };
}

/**
 * An order not paid (counter, or an online payment never completed) is cancelled as the state
 * machine allows: its seats and stock go back on sale, its tickets stop working, and a done
 * request keeps the reason (a payment the gateway still captures then waits for a refund instead
 * of reviving the order). `order` must be locked by the caller's transaction.
 */
export async function cancelUnpaidOrder(tx: Tx, locale: Locale, order: OrderRow, today: string, reason: string) {
  const { facts } = await snapshotOf(tx, order, today);
  const to = permit(locale, 'cancel', facts);
  await releaseOrder(tx, order);
  await tx.update(tickets).set({ status: 'void' }).where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')));
  await tx.update(payments).set({ status: 'failed' }).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  await tx.update(orders).set({ ...setOrderStatus(order, to.status!), holdExpiresAt: null, updatedAt: new Date() }).where(eq(orders.id, order.id));
  const [request] = await tx.insert(orderRequests).values({ orderId: order.id, kind: 'refund', reason, status: 'done' }).returning();
  return { id: request!.id, orderCode: order.code, status: request!.status, outcome: 'cancelled' as const, createdAt: request!.createdAt.toISOString() };
}

/** What the state machine knows of an order (see snapshotOf): which events it allows now. */
export async function orderFacts(executor: Executor, order: OrderRow, today: string): Promise<OrderFacts> {
  return (await snapshotOf(executor, order, today)).facts;
}

// ── Refunds by staff ─────────────────────────────────────────────────────────────────────────

export const REFUND_QUEUE_PAGE_SIZE = 20;

/** What a request gives back: its own payment's amount when it came after cancellation. */
async function queuedAmount(db: Db, request: typeof orderRequests.$inferSelect, order: OrderRow, payment: PaymentRow | null): Promise<number> {
  if (request.paymentId) return payment?.amount ?? 0;
  return refundableAmount(await snapshotOf(db, order, todayInVietnam()));
}

/**
 * Refund requests waiting for staff, oldest first, one page at a time: refunds of paid orders,
 * and payments the gateway captured after their order was cancelled ("paid after cancellation").
 */
export async function refundQueue(db: Db, input: { page?: number; pageSize?: number }) {
  const pageSize = input.pageSize ?? REFUND_QUEUE_PAGE_SIZE;
  const page = input.page ?? 1;
  const waiting = and(eq(orderRequests.kind, 'refund'), eq(orderRequests.status, 'pending'));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(orderRequests).where(waiting);
  const rows = await db
    .select({ request: orderRequests, order: orders, payment: payments })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .leftJoin(payments, eq(payments.id, orderRequests.paymentId))
    .where(waiting)
    .orderBy(asc(orderRequests.createdAt), asc(orderRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items = await Promise.all(
    rows.map(async ({ request, order, payment }) => ({
      requestId: request.id,
      kind: request.paymentId ? ('paid_after_cancellation' as const) : ('order' as const),
      reason: request.reason,
      requestedAt: request.createdAt.toISOString(),
      orderCode: order.code,
      totalAmount: order.totalAmount,
      /** What completing the request gives back. */
      amount: await queuedAmount(db, request, order, payment),
      paymentMethod: request.paymentId ? (payment?.provider ?? order.paymentMethod) : order.paymentMethod,
      contact: { fullName: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    })),
  );
  return { items, total: Number(total) };
}

/** What a refund gives back, from which payment, and what it changes once the money went back. */
interface RefundPlan {
  order: OrderRow;
  /** The payment the money comes from; none for a counter order never recorded as a payment. */
  payment: PaymentRow | undefined;
  amount: number;
  /** The order's payment status afterwards. */
  paymentStatus: PaymentStatus;
  /** Writes the order's side of the refund, in the transaction that records it. */
  settle: (tx: Tx) => Promise<void>;
}

/** A paid order's refund: what its unused tickets and its products cost, as the state machine allows. */
async function orderRefundPlan(db: Db, locale: Locale, orderId: number, today: string, now: Date): Promise<RefundPlan> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
  const snapshot = await snapshotOf(db, order, today);
  const to = permit(locale, 'completeRefund', snapshot.facts);
  // A payment with a request of its own (taken after cancellation, or twice) goes back through that request.
  const refundedAlone = db.select({ id: orderRequests.paymentId }).from(orderRequests).where(and(eq(orderRequests.orderId, order.id), isNotNull(orderRequests.paymentId)));
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid'), notInArray(payments.id, refundedAlone)))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    order,
    payment,
    amount: refundableAmount(snapshot),
    paymentStatus: to.paymentStatus ?? order.paymentStatus,
    settle: async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (!locked) return;
      if (snapshot.facts.usedTickets === 0) await releaseOrder(tx, locked);
      else await releaseUnusedPlaces(tx, snapshot);
      await tx
        .update(orders)
        .set({ ...(to.status ? setOrderStatus(locked, to.status) : {}), ...(to.paymentStatus ? setPaymentStatus(locked, to.paymentStatus) : {}), updatedAt: now })
        .where(eq(orders.id, locked.id));
      // Tickets used at the gate stay used: they are the ones the buyer keeps paying for.
      await tx.update(tickets).set({ status: 'void' }).where(and(eq(tickets.orderId, locked.id), eq(tickets.status, 'valid')));
    },
  };
}

/** A payment captured after its order was cancelled: exactly that payment goes back, the order stays as it is. */
async function latePaymentRefundPlan(db: Db, locale: Locale, paymentId: number): Promise<RefundPlan> {
  const [row] = await db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, paymentId));
  if (!row) throw fail(locale, 'NOT_FOUND', 'refundNotFound');
  if (row.payment.status === 'refunded') throw fail(locale, 'CONFLICT', 'paymentAlreadyRefunded');
  if (row.payment.status !== 'paid') throw fail(locale, 'CONFLICT', 'refundOrderNotPaid');
  return { order: row.order, payment: row.payment, amount: row.payment.amount, paymentStatus: row.order.paymentStatus, settle: async () => {} };
}

/** A partly used order: the seats of the people not admitted go back on sale, and the products to stock. */
async function releaseUnusedPlaces(tx: Tx, snapshot: OrderSnapshot): Promise<void> {
  for (const { item, used } of snapshot.lines) {
    if (item.quantity > used) await unsellSeats(tx, item.ticketTypeId!, item.visitDate!, item.quantity - used);
  }
  for (const item of snapshot.products) {
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${item.quantity}` }).where(eq(productVariants.id, item.productVariantId!));
  }
}

/** Sends the refund of `plan` to VNPay (02 whole payment, 03 part of it); its signed answer, or a localised refusal. */
async function refundThroughGateway(
  deps: Pick<CheckoutDeps, 'locale' | 'ip' | 'vnpay'>,
  plan: RefundPlan & { payment: PaymentRow },
  requestId: number,
  staff: { email: string },
  now: Date,
): Promise<VnpParams> {
  if (!deps.vnpay) throw fail(deps.locale, 'PRECONDITION_FAILED', 'onlinePaymentUnavailable');
  const { order, payment } = plan;
  const gateway = (payment.providerData ?? {}) as VnpParams;
  const body = refundRequestBody(deps.vnpay, {
    requestId: `${order.code}-R${requestId}-${now.getTime()}`,
    txnRef: payment.providerRef ?? '',
    transactionNo: payment.transactionNo ?? gateway.vnp_TransactionNo ?? '0',
    transactionDate: vnpDate(payment.createdAt),
    amount: plan.amount,
    partial: plan.amount < payment.amount,
    createdBy: staff.email,
    ipAddr: deps.ip,
    orderInfo: `Hoan tien don hang ${order.code}`,
    now,
  });
  const result = await sendRefund(deps.vnpay, body);
  if (!result.accepted) {
    console.error('[vnpay] refund refused', { orderCode: order.code, code: result.code });
    throw new TRPCError({ code: 'BAD_GATEWAY', message: commerceText(deps.locale, 'refundRefused', { code: result.code }) });
  }
  return result.answer;
}

/**
 * Gives money back: through VNPay for an online payment, as cash at the counter otherwise.
 * A refund request of an order gives back its unused tickets and its products (the state machine
 * refuses used-only, unpaid, already refunded orders and a passed visit day); the order is
 * cancelled and refunded only when nobody was admitted. A request naming a payment (captured
 * after the order was cancelled) gives back exactly that payment and leaves the order alone.
 * The request is claimed first, so two staff clicking at once cannot refund twice; a refusal
 * gives the claim back and changes nothing else.
 */
export async function completeRefund(
  deps: Pick<CheckoutDeps, 'db' | 'locale' | 'ip' | 'vnpay' | 'now'> & { onRefunded?: (orderId: number) => void },
  input: { requestId: number },
  staff: { id: number; email: string },
): Promise<{ requestId: number; orderCode: string; amount: number; paymentStatus: PaymentStatus }> {
  const { db, locale } = deps;
  const now = deps.now?.() ?? new Date();
  const claimed = await db
    .update(orderRequests)
    .set({ status: 'approved' })
    .where(and(eq(orderRequests.id, input.requestId), eq(orderRequests.kind, 'refund'), eq(orderRequests.status, 'pending')))
    .returning();
  const request = claimed[0];
  if (!request) {
    const [existing] = await db.select({ id: orderRequests.id }).from(orderRequests).where(and(eq(orderRequests.id, input.requestId), eq(orderRequests.kind, 'refund')));
    throw existing ? fail(locale, 'CONFLICT', 'refundNotPending') : fail(locale, 'NOT_FOUND', 'refundNotFound');
  }
  let moneyReturned = false;
  try {
    const plan = request.paymentId
      ? await latePaymentRefundPlan(db, locale, request.paymentId)
      : await orderRefundPlan(db, locale, request.orderId, todayInVietnam(now), now);
    const { payment } = plan;
    // The gateway's signed answer when the payment was online; cash at the counter has none.
    const answer = payment?.provider === 'vnpay' ? await refundThroughGateway(deps, { ...plan, payment }, request.id, staff, now) : undefined;
    moneyReturned = true; // by the gateway, or by staff's hand at the counter with this click
    await db.transaction(async (tx) => {
      if (payment) {
        const whole = plan.amount >= payment.amount;
        if (whole) assertTransition('payment', payment.status, 'refunded');
        const providerData = answer ? { ...((payment.providerData ?? {}) as VnpParams), refund: answer } : payment.providerData;
        await tx.update(payments).set({ ...(whole ? { status: 'refunded' as const } : {}), providerData, updatedAt: now }).where(eq(payments.id, payment.id));
      }
      await plan.settle(tx);
      await tx.update(orderRequests).set({ status: 'done', amount: plan.amount }).where(eq(orderRequests.id, request.id));
      await recordStaffAction(tx, { actorId: staff.id, action: 'refund.complete', subjectKind: 'order', subjectId: plan.order.id, orderId: plan.order.id });
    });
    // The refund mail tells the order's total: only true when the whole order went back.
    if (plan.paymentStatus === 'refunded') deps.onRefunded?.(plan.order.id);
    return { requestId: request.id, orderCode: plan.order.code, amount: plan.amount, paymentStatus: plan.paymentStatus };
  } catch (error) {
    // Before the money went back, the request waits for staff again. After, it stays claimed:
    // a second click must not refund twice, and the log says what to finish by hand.
    if (moneyReturned) console.error('[refund] money returned but the order was not updated', { requestId: request.id, error });
    else await db.update(orderRequests).set({ status: 'pending' }).where(eq(orderRequests.id, request.id));
    throw error;
  }
}

export async function requestExchange(
  deps: Pick<CheckoutDeps, 'db' | 'locale' | 'now' | 'onConfirmed' | 'limits'>,
  input: { orderCode: string; contactEmailOrPhone: string; newVisitDate: string },
): Promise<{ id: number; status: string; orderCode: string; newVisitDate: string }> {
  const { db, locale } = deps;
  const today = todayInVietnam(deps.now?.() ?? new Date());
  const match = await orderForContact(db, input.orderCode, input.contactEmailOrPhone);
  if (!match) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
  const result = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, match.id)).for('update');
    if (!order) throw fail(locale, 'NOT_FOUND', 'orderNotFound');
    const snapshot = await snapshotOf(tx, order, today);
    // A waiting refund or a ticket used at the gate refuses it: no fresh tickets for money going back.
    permit(locale, 'requestExchange', snapshot.facts);
    const items = snapshot.lines.map((line) => line.item);
    if (items.every((item) => item.visitDate === input.newVisitDate)) throw fail(locale, 'BAD_REQUEST', 'sameDate');

    // An order still to be paid at the gate keeps its seats unpaid on the new day, with its cutoff
    // moved by as many days, within that day's caps as if it were placed there.
    const unpaid = isAwaitingCounterPayment(order);
    if (unpaid && deps.limits) {
      const moved = items.map((item) => ({ visitDate: input.newVisitDate, quantity: item.quantity }));
      await assertUnpaidPerContact(tx, locale, order, moved, deps.limits.unpaidPerContact);
    }
    // The new day's rows and the old days' rows, netted, in the one lock order: two exchanges
    // crossing each other's days then never wait on each other in a circle.
    const moves = seatsInLockOrder(
      items.flatMap((item) => [
        { ticketTypeId: item.ticketTypeId!, visitDate: input.newVisitDate, seats: item.quantity },
        { ticketTypeId: item.ticketTypeId!, visitDate: item.visitDate!, seats: -item.quantity },
      ]),
    );
    for (const { ticketTypeId, visitDate, seats: count } of moves) {
      if (count > 0) {
        if (!(await sellSeats(tx, ticketTypeId, visitDate, count))) throw await seatsRefused(tx, locale, ticketTypeId, visitDate);
        if (unpaid && !(await markSeatsUnpaid(tx, ticketTypeId, visitDate, count, deps.limits?.unpaidSharePercent ?? 100))) throw fail(locale, 'CONFLICT', 'unpaidShareFull');
      } else if (count < 0) await (unpaid ? unsellUnpaidSeats : unsellSeats)(tx, ticketTypeId, visitDate, -count);
    }
    const movedBy = Date.parse(input.newVisitDate) - Date.parse(items.map((item) => item.visitDate!).sort()[0]!);
    if (unpaid && order.holdExpiresAt) await tx.update(orders).set({ holdExpiresAt: new Date(order.holdExpiresAt.getTime() + movedBy) }).where(eq(orders.id, order.id));
    await tx.update(orderItems).set({ visitDate: input.newVisitDate }).where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'ticket')));
    // The old QR codes stop working; paid orders, and those to be paid at the gate, get new ones.
    await tx.update(tickets).set({ status: 'void' }).where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')));
    if (order.paymentStatus === 'paid' || unpaid) await issueTickets(tx, order.id);
    await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
    const [request] = await tx
      .insert(orderRequests)
      .values({ orderId: order.id, kind: 'exchange', newVisitDate: input.newVisitDate, status: 'done' })
      .returning();
    return { id: request!.id, status: request!.status, orderCode: order.code, newVisitDate: input.newVisitDate, orderId: order.id, paid: order.paymentStatus === 'paid' || unpaid };
  });
  if (result.paid) await notifyConfirmed(deps as CheckoutDeps, result.orderId);
  return { id: result.id, status: result.status, orderCode: result.orderCode, newVisitDate: result.newVisitDate };
}
