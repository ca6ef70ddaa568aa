/**
 * Placing an order: pricing the basket, the order's own rules, the idempotency key bound to the
 * request, the per-address limit, holding seats and stock, and confirming free and counter orders
 * at once (online orders wait for the gateway, see payment-results.ts). This is the rush's hot
 * path: an online order of one seat row costs three lookups and one statement that stores it.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { hasProducts } from '@storefront/shared/contracts/checkout-rules';
import { orderItems, orders, productVariants, products, ticketPrices, ticketTypes, type Translatable } from '../db/schema';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { transactionWithRetry } from '../db/transaction-retry';
import type { Locale } from '../lib/i18n';
import { fail, HOLD_MINUTES, notifyConfirmed, setOrderStatus, setPaymentStatus, type CheckoutDeps, type OrderRow, type Tx } from './checkout-deps';
import { assertUnpaidPerContact, counterCutoff, DEFAULT_COUNTER_CUTOFF_MINUTES } from './counter-rules';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from './holds';
import { confirmSeats, holdSeats, markSeatsUnpaid, seatsInLockOrder, type SeatCount } from './inventory';
import { newOrderCode } from './order-code';
import { issueTickets, seatsRefused } from './order-seats';
import { newPayment, paymentRedirect, redirectFor, type NewPayment } from './payment-attempts';
import { placeInOneStatement } from './one-statement-order';
import { SeatRowBusyError, SeatRowTurns } from './seat-row-turns';
import type { DomainError } from '../lib/domain-error';
import { noteOrderPlaced, type OrderPhases } from '../lib/business-events';

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

/** The order an idempotency key placed, if any: asked before every order, so built once. */
function orderByKey(db: Db, key: string): Promise<OrderRow[]> {
  return preparedStatement(db, 'order_by_idempotency_key', (database, name) =>
    database.select().from(orders).where(eq(orders.idempotencyKey, sql.placeholder('key'))).limit(1).prepare(name),
  ).execute({ key });
}

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

/** Ticket lines' types with their prices in one query; product lines' variants in a second, only when there are any. */
async function priceItems(db: Db, locale: Locale, input: PlaceOrderInput['items']): Promise<{ rows: ItemRow[]; seats: Map<string, number>; stock: Map<number, number> }> {
  const rows: ItemRow[] = [];
  const seats = new Map<string, number>();
  const stock = new Map<number, number>();
  const slugs = [...new Set(input.flatMap((line) => (line.kind === 'ticket' ? [line.ticketSlug] : [])))];
  const variantIds = [...new Set(input.flatMap((line) => (line.kind === 'product' ? [line.variantId] : [])))];
  const priced = slugs.length ? await ticketsWithPrices(db, slugs) : [];
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

/** The priced `type|date` → seats map in the one lock order. */
function inLockOrder(seats: Map<string, number>): SeatCount[] {
  return seatsInLockOrder(
    [...seats].map(([key, count]) => {
      const [typeId, visitDate] = key.split('|') as [string, string];
      return { ticketTypeId: Number(typeId), visitDate, seats: count };
    }),
  );
}

/**
 * Orders of one seat row at work at once in this instance, and the most that may wait beyond them.
 * Enough at work to keep the row busy while others commit, yet fewer than the pool's ten
 * connections, so a rush on one date leaves connections for the rest of the site.
 */
const seatRowTurns = new SeatRowTurns(8, 2000);

/** The seats were not there; outside the transaction, expired holds may give some back before the buyer is refused. */
class SeatsRefused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.message);
  }
}

type Placed = { order: OrderRow; payment?: NewPayment };

/** Orders being placed, answered or not: a request whose buyer has left still runs to its end. */
const placing = new Set<Promise<unknown>>();

/**
 * Resolves once every order started so far has been stored or refused. A stopping server waits for
 * it before closing its pool: an order still waiting for a turn would otherwise fail on the closed
 * pool, and its buyer, retrying with the same key, would find nothing.
 */
export async function ordersSettled(): Promise<void> {
  while (placing.size > 0) await Promise.allSettled([...placing]);
}

/**
 * A new order, or the answer of the one its idempotency key placed before. Only storing it touches
 * the date's seat row: it waits for a turn at the row first (SeatRowTurns), so a rush on one date
 * queues in memory, not on the row's lock, and the seats are held by the statement that stores it.
 */
export function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput, userId: number | null = null): Promise<{ orderCode: string; redirectUrl?: string }> {
  const work = placeNewOrReplay(deps, input, userId);
  const tracked = work.finally(() => placing.delete(tracked)).catch(() => undefined);
  placing.add(tracked);
  return work;
}

async function placeNewOrReplay(deps: CheckoutDeps, input: PlaceOrderInput, userId: number | null): Promise<{ orderCode: string; redirectUrl?: string }> {
  if (input.paymentMethod === 'vnpay' && !deps.vnpay) throw fail(deps.locale, 'PRECONDITION_FAILED', 'onlinePaymentUnavailable');
  const { db, locale } = deps;
  const clock = phaseClock();
  const now = deps.now?.() ?? new Date();
  const requestHash = hashOfRequest(input);
  const [existing] = await orderByKey(db, input.idempotencyKey);
  if (existing) return answerReplay(deps, existing, requestHash);
  clock.lap('idempotency');
  // A replay above is free; each new order counts. Unpaid orders hold places, so one address
  // must not be able to take a day's places by itself.
  if (deps.orderLimit && deps.orderLimit.perIp > 0) {
    const { allowed } = await deps.orderLimit.limiter.hit(`order:ip:${deps.ip}`, deps.orderLimit.perIp, ORDER_WINDOW_SECONDS);
    if (!allowed) throw fail(locale, 'TOO_MANY_REQUESTS', 'tooManyOrders');
  }
  clock.lap('rateLimit');

  const priced = await priceItems(db, locale, input.items);
  assertOrderRules(deps, priced.rows);
  const total = priced.rows.reduce((sum, row) => sum + row.lineTotal, 0);
  const payBy = input.paymentMethod === 'counter' ? counterCutoff(firstTicketDate(priced.rows)!, deps.limits?.counterCutoffMinutes ?? DEFAULT_COUNTER_CUTOFF_MINUTES) : undefined;
  if (payBy && payBy <= now) throw fail(locale, 'CONFLICT', 'counterClosed');
  const values: NewOrder = {
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
  };
  clock.lap('pricing');

  const placed = await seatRowTurns
    .run(
      [...priced.seats.keys()],
      () => {
        clock.lap('turn');
        return storeOrder(deps, input, values, priced, now, clock);
      },
    )
    .catch((error: unknown) => {
      throw error instanceof SeatRowBusyError ? fail(locale, 'SERVICE_UNAVAILABLE', 'dateBusy') : error;
    });
  const seatLock = clock.since('seatLock');

  if (!placed) {
    // The same key won a race a moment ago: answer with its order.
    const [winner] = await orderByKey(db, input.idempotencyKey);
    if (!winner) throw fail(locale, 'INTERNAL_SERVER_ERROR', 'checkout');
    return answerReplay(deps, winner, requestHash);
  }
  const { order, payment } = placed;
  if (order.status === 'confirmed') await notifyConfirmed(deps, order.id);
  const redirectUrl = payment ? paymentRedirect(deps, order, payment) : undefined;
  clock.lap('answer');
  noteOrderPlaced(input.paymentMethod, { ...clock.phases, seatLock });
  return { orderCode: order.code, redirectUrl };
}

type NewOrder = typeof orders.$inferInsert & { code: string; holdExpiresAt: Date };
type Priced = Awaited<ReturnType<typeof priceItems>>;

/**
 * Stores the order: in one statement when it is an online order of one seat row and nothing else
 * (one-statement-order.ts), else, or when that statement was refused, in a transaction. Undefined
 * when its key was taken a moment ago.
 */
async function storeOrder(deps: CheckoutDeps, input: PlaceOrderInput, values: NewOrder, priced: Priced, now: Date, clock: PhaseClock): Promise<Placed | undefined> {
  const { db } = deps;
  const [seat, ...otherSeats] = inLockOrder(priced.seats);
  if (input.paymentMethod === 'vnpay' && values.totalAmount > 0 && seat && otherSeats.length === 0 && priced.stock.size === 0) {
    clock.mark('seatLock');
    const result = await placeInOneStatement(db, {
      ...values,
      userId: values.userId ?? null,
      total: values.totalAmount,
      contact: input.contact,
      locale: deps.locale,
      requestHash: values.requestHash!,
      clientIp: deps.ip,
      seat,
      title: priced.rows[0]!.title,
      lines: priced.rows.map((row) => ({ audience: row.audience!, quantity: row.quantity, unitPrice: row.unitPrice, lineTotal: row.lineTotal })),
    });
    clock.lap(result.outcome === 'refused' ? 'oneStatementRefused' : 'oneStatement');
    if (result.outcome === 'keyTaken') return undefined;
    if (result.outcome === 'placed') {
      const order: OrderRow = { ...values, id: result.orderId, userId: values.userId ?? null, status: 'pending', paymentStatus: 'pending', contactEmail: values.contactEmail ?? null, deliveryAddress: null, requestHash: values.requestHash ?? null, clientIp: deps.ip, locale: deps.locale, createdAt: now, updatedAt: now };
      return { order, payment: result.payment };
    }
  }
  const attempt = () => transactionWithRetry(db, (tx) => writeOrder(deps, tx, input, values, priced, now, clock));
  try {
    const placed = await attempt();
    clock.lap('transaction');
    return placed;
  } catch (error) {
    if (!(error instanceof SeatsRefused)) throw error;
    // Holds that expired unpaid, and counter orders past their cutoff, give their seats back on a
    // timer; a buyer refused in between gets them now.
    const released = (await releaseExpiredHolds(db, now)) + (await releaseUnpaidCounterOrders(db, now));
    if (released === 0) throw error.refusal;
    try {
      const placed = await attempt();
      clock.lap('transaction');
      return placed;
    } catch (again) {
      throw again instanceof SeatsRefused ? again.refusal : again;
    }
  }
}

/**
 * The order's transaction: the order and its lines, its payment attempt, and last the rows other
 * buyers wait for (seats, then product stock). Undefined when the key is already taken.
 */
async function writeOrder(deps: CheckoutDeps, tx: Tx, input: PlaceOrderInput, values: NewOrder, priced: Priced, now: Date, clock: PhaseClock): Promise<Placed | undefined> {
  const { locale } = deps;
  const { rows, seats, stock } = priced;
  const free = values.totalAmount === 0;
  const counter = input.paymentMethod === 'counter';
  const [order] = await tx.insert(orders).values(values).onConflictDoNothing({ target: orders.idempotencyKey }).returning();
  if (!order) return undefined;

  if (counter && deps.limits) await assertUnpaidPerContact(tx, locale, order, rows, deps.limits.unpaidPerContact);
  await tx.insert(orderItems).values(rows.map((row) => ({ ...row, orderId: order.id })));
  const payment = free || counter ? undefined : await newPayment(tx, order, values.totalAmount);

  clock.mark('seatLock');
  for (const { ticketTypeId, visitDate, seats: count } of inLockOrder(seats)) {
    if (!(await holdSeats(tx, ticketTypeId, visitDate, count))) throw new SeatsRefused(await seatsRefused(tx, locale, ticketTypeId, visitDate));
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
  if (!free && !counter) return { order, payment };

  // Counter: confirmed now, paid at the gate before the cutoff. Free (products at no charge;
  // tickets always have a paying one): nothing to pay.
  const sharePercent = deps.limits?.unpaidSharePercent ?? 100;
  for (const { ticketTypeId, visitDate, seats: count } of inLockOrder(seats)) {
    await confirmSeats(tx, ticketTypeId, visitDate, count);
    if (counter && !(await markSeatsUnpaid(tx, ticketTypeId, visitDate, count, sharePercent))) throw fail(locale, 'CONFLICT', 'unpaidShareFull');
  }
  const [confirmed] = await tx
    .update(orders)
    .set({ ...setOrderStatus(order, 'confirmed'), ...(counter ? {} : setPaymentStatus(order, 'paid')), holdExpiresAt: counter ? values.holdExpiresAt : null, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  // Counter tickets exist from the start, so the gate scans them to take the money; they admit
  // nobody until the order is paid.
  await issueTickets(tx, order.id);
  return { order: confirmed! };
}

type PhaseClock = ReturnType<typeof phaseClock>;

/** Seconds of each step of placing an order, for the operators' metrics (`lap`: the step that just ended). */
function phaseClock() {
  const phases: OrderPhases = {};
  const marks = new Map<string, number>();
  let last = performance.now();
  return {
    phases,
    lap(name: string) {
      const now = performance.now();
      phases[name] = (now - last) / 1000;
      last = now;
    },
    mark(name: string) {
      marks.set(name, performance.now());
    },
    since(name: string): number {
      const at = marks.get(name);
      return at === undefined ? 0 : (performance.now() - at) / 1000;
    },
  };
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
