/**
 * What the gateway tells of a payment: the VNPay notification (IPN) and the buyer's return, which
 * confirm, fail or queue for refund the order's attempt, and the buyer's retry of a failed one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderItems, orderRequests, orders, payments, productVariants } from '../db/schema';
import { transactionWithRetry } from '../db/transaction-retry';
import { IPN_RESPONSES, isCancelledByBuyer, isSuccess, verify, type IpnResponse, type VnpParams } from '../payments/vnpay';
import { fail, notifyConfirmed, setPaymentStatus, type CheckoutDeps, type OrderRow, type PaymentRow, type Tx } from './checkout-deps';
import { confirmSeats } from './inventory';
import { rolePath } from '../lib/page-links';
import { successPagePath } from './order-access';
import { issueTickets, orderSeats, sellSeats } from './order-seats';
import { assertTransition } from './order-state';
import { newPayment, redirectFor } from './payment-attempts';
import { PAID_AFTER_CANCELLATION } from './refund-reasons';

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

/** Where the buyer's browser goes after the gateway: the pages serving `paymentDone` or `paymentStopped` (with "payment failed"). */
export async function returnDestination(deps: Pick<CheckoutDeps, 'db' | 'vnpay' | 'onConfirmed' | 'onPaidAfterCancellation'>, params: VnpParams): Promise<string> {
  const result = await handleVnpayResult(deps, params);
  const stopped = await rolePath('paymentStopped');
  if (result.RspCode === '97') return `${stopped}?reason=failed`;
  const [order] = await deps.db
    .select({ code: orders.code, paymentStatus: orders.paymentStatus, attempt: payments.status })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(payments.provider, 'vnpay'), eq(payments.providerRef, params.vnp_TxnRef ?? '')))
    .limit(1);
  if (!order) return `${stopped}?reason=failed`;
  const code = encodeURIComponent(order.code);
  // A payment taken after the order was cancelled: the success page says it will be refunded.
  if (order.paymentStatus === 'paid' || order.attempt === 'paid') return successPagePath(order.code);
  return isCancelledByBuyer(params) ? `${stopped}?orderCode=${code}` : `${stopped}?orderCode=${code}&reason=failed`;
}

/** A new attempt for an online order whose payment failed, while its seats are still held. */
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
