/**
 * Expiry of what orders hold: online orders whose hold passed unpaid, and counter orders whose
 * cutoff passed unpaid, are cancelled and give their seats and stock back.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, payments, productVariants, tickets } from '../db/schema';
import { transactionWithRetry } from '../db/transaction-retry';
import { setOrderStatus, setPaymentStatus, type Tx } from './checkout-deps';
import { awaitingCounterPayment } from './counter-rules';
import { releaseSeats, seatsInLockOrder } from './inventory';
import { releaseOrder } from './order-seats';

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
