/** Money taken at the counter or the gate for an order placed to be paid there. */
import { and, eq } from 'drizzle-orm';
import { orderItems, orders, payments, tickets } from '../db/schema';
import { recordStaffAction } from '../staff/action-log';
import { fail, notifyConfirmed, setPaymentStatus, type CheckoutDeps, type Executor } from './checkout-deps';
import { isAwaitingCounterPayment } from './counter-rules';
import { releaseUnpaidCounterOrders } from './holds';
import { markSeatsPaid } from './inventory';

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
