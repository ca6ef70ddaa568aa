/** Moving an order's tickets to another visit date, paid or still to be paid at the counter. */
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { orderItems, orderRequests, orders, tickets } from '../db/schema';
import { transactionWithRetry } from '../db/transaction-retry';
import { fail, notifyConfirmed, type CheckoutDeps } from './checkout-deps';
import { assertUnpaidPerContact, isAwaitingCounterPayment } from './counter-rules';
import { markSeatsUnpaid, seatsInLockOrder, unsellUnpaidSeats } from './inventory';
import { orderForContact, permit, snapshotOf } from './order-lookup';
import { issueTickets, seatsRefused, sellSeats, unsellSeats } from './order-seats';

/**
 * A buyer moves their order to `newVisitDate` (code plus email or phone): the seats move, the old
 * QR codes stop working and paid orders get new ones, mailed again.
 */
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
