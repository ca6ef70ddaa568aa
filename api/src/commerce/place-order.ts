/**
 * Placing an order: pricing the basket, the order's own rules, the idempotency key bound to the
 * request, the per-address limit, holding seats and stock, and confirming free and counter orders
 * at once (online orders wait for the gateway, see payment-results.ts). This is the rush's hot
 * path: an online order of one seat row costs one statement that stores it (one-statement-order.ts),
 * its prices read at most once every few seconds; its key is looked up only when it cannot be
 * placed anew.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { hasProducts } from '@storefront/shared/contracts/checkout-rules';
import { orderItems, orders, productVariants } from '../db/schema';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { transactionWithRetry } from '../db/transaction-retry';
import { DomainError } from '../lib/domain-error';
import { postgresRateLimiter } from '../lib/rate-limit';
import { WorkInFlight } from '../lib/work-in-flight';
import { fail, HOLD_MINUTES, notifyConfirmed, setOrderStatus, setPaymentStatus, type CheckoutDeps, type OrderRow, type Tx } from './checkout-deps';
import { assertUnpaidPerContact, counterCutoff, DEFAULT_COUNTER_CUTOFF_MINUTES } from './counter-rules';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from './holds';
import { confirmSeats, holdSeats, markSeatsUnpaid, seatsInLockOrder, type SeatCount } from './inventory';
import { newOrderCode } from './order-code';
import { issueTickets, seatsRefused } from './order-seats';
import { newPayment, paymentRedirect, redirectFor, type NewPayment } from './payment-attempts';
import { fitsOneStatement, placeInOneStatement } from './one-statement-order';
import { priceItems, type ItemRow, type PricedBasket } from './order-pricing';
import { SeatRowBusyError, SeatRowTurns } from './seat-row-turns';
import { noteOrderPlaced, type OrderPhases } from '../lib/business-events';

/** The window of CheckoutDeps.orderLimit: new orders per network address per this many seconds. */
export const ORDER_WINDOW_SECONDS = 600;

/** The address's counter in rate_limits, counted with each stored order. */
const addressCounter = (ip: string) => `order:ip:${ip}`;

/** The order an idempotency key placed, if any: asked for every replay, so built once. */
function orderByKey(db: Db, key: string): Promise<OrderRow[]> {
  return preparedStatement(db, 'order_by_idempotency_key', (database, name) =>
    database.select().from(orders).where(eq(orders.idempotencyKey, sql.placeholder('key'))).limit(1).prepare(name),
  ).execute({ key });
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
 * Each order's statement holds the row's lock from its UPDATE to its commit, so a few at work keep
 * the row busy while others commit; every further one only waits on that lock, and PostgreSQL
 * wakes and re-checks each waiter whenever the row changes. Far fewer than the pool's ten
 * connections, so a rush on one date leaves connections for the rest of the site.
 */
const seatRowTurns = new SeatRowTurns(4, 2000);

/** The seats were not there; outside the transaction, expired holds may give some back before the buyer is refused. */
class SeatsRefused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.message);
  }
}

type Placed = { order: OrderRow; payment?: NewPayment };

/** Orders being placed, answered or not: a request whose buyer has left still runs to its end. */
const placing = new WorkInFlight();

/**
 * Resolves once every order started so far has been stored or refused. A stopping server waits for
 * it before closing its pool: an order still waiting for a turn would otherwise fail on the closed
 * pool, and its buyer, retrying with the same key, would find nothing.
 */
export function ordersSettled(): Promise<void> {
  return placing.settled();
}

/**
 * A new order, or the answer of the one its idempotency key placed before. Only storing it touches
 * the date's seat row: it waits for a turn at the row first (SeatRowTurns), so a rush on one date
 * queues in memory, not on the row's lock, and the seats are held by the statement that stores it.
 */
export function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput, userId: number | null = null): Promise<{ orderCode: string; redirectUrl?: string }> {
  return placing.track(placeNewOrReplay(deps, input, userId));
}

type Answer = { orderCode: string; redirectUrl?: string };

async function placeNewOrReplay(deps: CheckoutDeps, input: PlaceOrderInput, userId: number | null): Promise<Answer> {
  if (input.paymentMethod === 'vnpay' && !deps.vnpay) throw fail(deps.locale, 'PRECONDITION_FAILED', 'onlinePaymentUnavailable');
  const requestHash = hashOfRequest(input);
  const replay = async () => {
    const [existing] = await orderByKey(deps.db, input.idempotencyKey);
    return existing ? answerReplay(deps, existing, requestHash) : undefined;
  };
  let placed: Answer | undefined;
  try {
    placed = await placeNew(deps, input, userId, requestHash, fitsOneStatement(input));
  } catch (error) {
    // A retried request is refused anew when its date has closed or its address has placed its
    // allowance since: the order its key placed answers it instead.
    if (!(error instanceof DomainError)) throw error;
    const answer = await replay();
    if (answer) return answer;
    throw error;
  }
  // Undefined: the key placed an order before, or a moment ago in a race; that order answers.
  const answer = placed ?? (await replay());
  if (!answer) throw fail(deps.locale, 'INTERNAL_SERVER_ERROR', 'checkout');
  return answer;
}

/** Stores a new order and answers it; undefined when its key is taken. `recentPrices`: see order-pricing.ts. */
async function placeNew(deps: CheckoutDeps, input: PlaceOrderInput, userId: number | null, requestHash: string, recentPrices: boolean): Promise<Answer | undefined> {
  const { db, locale } = deps;
  const clock = phaseClock();
  const now = deps.now?.() ?? new Date();
  const priced = await priceItems(db, locale, input.items, { recent: recentPrices });
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

  const stored = await seatRowTurns
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
  if (stored === PRICES_CHANGED) return placeNew(deps, input, userId, requestHash, false);
  const seatLock = clock.since('seatLock');
  if (!stored) return undefined;

  const { order, payment } = stored;
  if (order.status === 'confirmed') await notifyConfirmed(deps, order.id);
  const redirectUrl = payment ? paymentRedirect(deps, order, payment) : undefined;
  clock.lap('answer');
  noteOrderPlaced(input.paymentMethod, { ...clock.phases, seatLock });
  return { orderCode: order.code, redirectUrl };
}

type NewOrder = typeof orders.$inferInsert & { code: string; holdExpiresAt: Date };

/** storeOrder's word that a unit price it was given from a recent list is no longer listed. */
const PRICES_CHANGED = Symbol('prices changed');

/** Thrown inside the order's transaction when its key is taken, so that the address's count is undone with it. */
class KeyTaken extends Error {}

/**
 * Stores the order: in one statement when it is an online order of one seat row and nothing else
 * (one-statement-order.ts), else, or when that statement was refused the seats, in a transaction.
 * Undefined when its key is taken.
 */
async function storeOrder(deps: CheckoutDeps, input: PlaceOrderInput, values: NewOrder, priced: PricedBasket, now: Date, clock: PhaseClock): Promise<Placed | typeof PRICES_CHANGED | undefined> {
  const { db, locale } = deps;
  const [seat, ...otherSeats] = inLockOrder(priced.seats);
  if (fitsOneStatement(input) && values.totalAmount > 0 && seat && otherSeats.length === 0) {
    clock.mark('seatLock');
    const result = await placeInOneStatement(db, {
      ...values,
      userId: values.userId ?? null,
      total: values.totalAmount,
      contact: input.contact,
      locale,
      requestHash: values.requestHash!,
      clientIp: deps.ip,
      seat,
      title: priced.rows[0]!.title,
      lines: priced.rows.map((row) => ({ audience: row.audience!, quantity: row.quantity, unitPrice: row.unitPrice, lineTotal: row.lineTotal })),
      addressLimit: deps.orderLimit?.perIp ? { key: addressCounter(deps.ip), perWindow: deps.orderLimit.perIp, windowSeconds: ORDER_WINDOW_SECONDS } : undefined,
    });
    clock.lap(result.outcome === 'seatsRefused' ? 'oneStatementRefused' : 'oneStatement');
    switch (result.outcome) {
      case 'placed': {
        const order: OrderRow = { ...values, id: result.orderId, userId: values.userId ?? null, status: 'pending', paymentStatus: 'pending', contactEmail: values.contactEmail ?? null, deliveryAddress: null, requestHash: values.requestHash ?? null, clientIp: deps.ip, locale, createdAt: now, updatedAt: now };
        return { order, payment: result.payment };
      }
      case 'keyTaken':
        return undefined;
      case 'tooManyOrders':
        throw fail(locale, 'TOO_MANY_REQUESTS', 'tooManyOrders');
      case 'pricesChanged':
        return PRICES_CHANGED;
      case 'seatsRefused':
        break;
    }
  }
  const attempt = () => transactionWithRetry(db, (tx) => writeOrder(deps, tx, input, values, priced, now, clock));
  try {
    const placed = await attempt();
    clock.lap('transaction');
    return placed;
  } catch (error) {
    if (error instanceof KeyTaken) return undefined;
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
      if (again instanceof KeyTaken) return undefined;
      throw again instanceof SeatsRefused ? again.refusal : again;
    }
  }
}

/**
 * The order's transaction, taking its rows in the one lock order of every order: the address's
 * counter, the order and its lines, its payment attempt, and last the rows other buyers wait for
 * (seats, then product stock). Throws KeyTaken when the key is already taken.
 */
async function writeOrder(deps: CheckoutDeps, tx: Tx, input: PlaceOrderInput, values: NewOrder, priced: PricedBasket, now: Date, clock: PhaseClock): Promise<Placed> {
  const { locale } = deps;
  const { rows, seats, stock } = priced;
  const free = values.totalAmount === 0;
  const counter = input.paymentMethod === 'counter';
  // Counted in the transaction: a replay or a refused order rolls its count back.
  const perIp = deps.orderLimit?.perIp ?? 0;
  if (perIp > 0 && !(await postgresRateLimiter(tx).hit(addressCounter(deps.ip), perIp, ORDER_WINDOW_SECONDS)).allowed) throw fail(locale, 'TOO_MANY_REQUESTS', 'tooManyOrders');
  const [order] = await tx.insert(orders).values(values).onConflictDoNothing({ target: orders.idempotencyKey }).returning();
  if (!order) throw new KeyTaken();

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
