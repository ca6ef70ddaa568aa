/**
 * Finding an order for its buyer (code plus email or phone), and what the order state machine
 * reads about it (items, used tickets, waiting refunds) and allows it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderItems, orderRequests, orders, tickets } from '../db/schema';
import type { Locale } from '../lib/i18n';
import { fail, type Executor, type OrderItemRow, type OrderRow } from './checkout-deps';
import { decide, type OrderEvent, type OrderFacts, type OrderStatus, type PaymentStatus } from './order-state';

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

/** A ticket line with how many of its people were admitted at the gate. */
export interface TicketLine {
  item: OrderItemRow;
  used: number;
}

export interface OrderSnapshot {
  facts: OrderFacts;
  lines: TicketLine[];
  products: OrderItemRow[];
}

/** What the order's state machine reads about an order: its items, used tickets and refund requests. */
export async function snapshotOf(executor: Executor, order: OrderRow, today: string): Promise<OrderSnapshot> {
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
export function permit(locale: Locale, event: OrderEvent, facts: OrderFacts): { status?: OrderStatus; paymentStatus?: PaymentStatus } {
  const decision = decide(event, facts);
  if (!decision.allowed) throw fail(locale, decision.reason === 'refundTooLate' ? 'BAD_REQUEST' : 'CONFLICT', decision.reason);
  return decision.to;
}

/** What the state machine knows of an order (see snapshotOf): which events it allows now. */
export async function orderFacts(executor: Executor, order: OrderRow, today: string): Promise<OrderFacts> {
  return (await snapshotOf(executor, order, today)).facts;
}
