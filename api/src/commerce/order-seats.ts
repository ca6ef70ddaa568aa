/**
 * An order's seats, stock and tickets: selling and unselling seats, giving back what an order
 * holds or bought, issuing its QR tickets, and the localised refusal when a day's seats are gone.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { orderItems, productVariants } from '../db/schema';
import type { DomainError } from '../lib/domain-error';
import { pick, type Locale } from '../lib/i18n';
import { insertSignedTickets } from '../tickets/issue';
import { fail, type Executor, type OrderRow, type Tx } from './checkout-deps';
import { isAwaitingCounterPayment } from './counter-rules';
import { closedReason, confirmSeats, holdSeats, releaseSeats, seatsInLockOrder, unsellUnpaidSeats } from './inventory';

/** Why `visitDate` could not be held: the day is closed (its reason), or else its places are gone. */
export async function seatsRefused(tx: Executor, locale: Locale, ticketTypeId: number, visitDate: string): Promise<DomainError> {
  const reason = await closedReason(tx, ticketTypeId, visitDate);
  if (reason) return fail(locale, 'CONFLICT', 'dayClosed', { date: formatLongDate(visitDate, locale), reason: pick(reason, locale) });
  return fail(locale, 'CONFLICT', 'soldOut');
}

/** Holds and confirms `seats` at once; false when the day has not that many free. */
export async function sellSeats(tx: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<boolean> {
  if (!(await holdSeats(tx, ticketTypeId, visitDate, seats))) return false;
  await confirmSeats(tx, ticketTypeId, visitDate, seats);
  return true;
}

/** Sold seats go back on sale. */
export async function unsellSeats(tx: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ticket_inventory SET sold = greatest(sold - ${seats}, 0)
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
}

/** One ticket (a signed QR token) per admitted person of each ticket line. */
export async function issueTickets(tx: Tx, orderId: number): Promise<void> {
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

/** The seats of an order's ticket lines, in the one lock order. */
export async function orderSeats(tx: Executor, orderId: number) {
  const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'ticket')));
  return seatsInLockOrder(items.map((item) => ({ ticketTypeId: item.ticketTypeId!, visitDate: item.visitDate!, seats: item.quantity })));
}

/** Gives back the seats (and product stock) an order holds or bought. */
export async function releaseOrder(tx: Tx, order: OrderRow): Promise<void> {
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
