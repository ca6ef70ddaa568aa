/**
 * Refunds: a buyer's request (an unpaid order is cancelled at once, a paid one waits for staff),
 * the staff queue, and completing a refund through VNPay or in cash at the counter.
 */
import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { Db } from '../db/client';
import { orderRequests, orders, payments, productVariants, tickets } from '../db/schema';
import { DomainError } from '../lib/domain-error';
import type { Locale } from '../lib/i18n';
import { refundRequestBody, sendRefund, vnpDate, type VnpParams } from '../payments/vnpay';
import { recordStaffAction } from '../staff/action-log';
import { fail, setOrderStatus, setPaymentStatus, type CheckoutDeps, type OrderRow, type PaymentRow, type Tx } from './checkout-deps';
import { commerceText } from './messages';
import { orderForContact, permit, snapshotOf, type OrderSnapshot } from './order-lookup';
import { releaseOrder, unsellSeats } from './order-seats';
import { assertTransition, type PaymentStatus } from './order-state';

/** The money of the people not admitted at the gate, and of the products. */
function refundableAmount(snapshot: OrderSnapshot): number {
  const tickets = snapshot.lines.reduce((sum, line) => sum + line.item.unitPrice * (line.item.quantity - line.used), 0);
  return tickets + snapshot.products.reduce((sum, item) => sum + item.lineTotal, 0);
}

/** A buyer asks for their money back (code plus email or phone): see openRefundRequest and cancelUnpaidOrder. */
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
    throw new DomainError('BAD_GATEWAY', commerceText(deps.locale, 'refundRefused', { code: result.code }));
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
