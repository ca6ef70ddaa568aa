/**
 * The console's order desk (staff area `operations`): finding orders by code, email, phone, visit
 * date or status; one order with its whole history (payments, tickets, check-ins, refunds and
 * exchanges, the mails sent about it, staff actions); and the staff actions on it. Every change
 * goes through the same commerce functions the buyer's and the gate's flows use (payCounterOrder,
 * cancelUnpaidOrder, openRefundRequest; the refund then waits in the refund queue), inside one
 * transaction with its staff-log row, so it is never stored without who made it and what it
 * replaced. A refusal throws before anything is written.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import {
  nationalPhone,
  ORDER_DESK_PAGE_SIZE,
  orderSearchKind,
  type DeskStatus,
  type OrderWithReasonInput,
} from '@storefront/shared/contracts/order-admin';
import type { Db } from '../db/client';
import { checkinEvents, orderItems, orderMails, orderRequests, orders, payments, tickets, ticketTypes, users } from '../db/schema';
import { transactionWithRetry } from '../db/transaction-retry';
import { pick, type Locale } from '../lib/i18n';
import type { RateLimiter } from '../lib/rate-limit';
import { listStaffActions, recordStaffAction } from '../staff/action-log';
import { fail } from '../lib/domain-error';
import { payCounterOrder } from './counter-payments';
import { isAwaitingCounterPayment } from './counter-rules';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from './holds';
import { orderFacts } from './order-lookup';
import { cancelUnpaidOrder, openRefundRequest } from './refunds';
import { sendOrderConfirmation } from './order-mails';
import type { MailSettings } from '../mail/delivery';
import { decide } from './order-state';

type OrderRow = typeof orders.$inferSelect;

export interface DeskContext {
  db: Db;
  locale: Locale;
  actorId: number;
}

/** A confirmation may be mailed again this often per order per hour: enough for a typo fixed, not for a mailbox flood. */
export const RESENDS_PER_ORDER_PER_HOUR = 3;
/** And this often per member of staff per hour, across orders. */
export const RESENDS_PER_STAFF_PER_HOUR = 30;

/** The most history rows of each kind one order's page lists (an order has at most a few dozen). */
const HISTORY_LIMIT = 100;

export function deskStatusOf(order: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod'>): DeskStatus {
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentStatus === 'paid') return 'paid';
  if (isAwaitingCounterPayment(order)) return 'to_pay_at_counter';
  return 'awaiting_online';
}

function deskStatusCondition(status: DeskStatus): SQL {
  switch (status) {
    case 'refunded':
      return eq(orders.paymentStatus, 'refunded');
    case 'cancelled':
      return and(eq(orders.status, 'cancelled'), sql`${orders.paymentStatus} <> 'refunded'`)!;
    case 'paid':
      return and(eq(orders.paymentStatus, 'paid'), sql`${orders.status} <> 'cancelled'`)!;
    case 'to_pay_at_counter':
      return and(eq(orders.paymentMethod, 'counter'), eq(orders.status, 'confirmed'), eq(orders.paymentStatus, 'pending'))!;
    case 'awaiting_online':
      return and(eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed']))!;
  }
}

/**
 * The searched order's id, spelled with its table: inside a subquery of order_items a bare "id"
 * would be the item's own.
 */
const outerOrderId = sql.raw('"orders"."id"');

/** The stored phone reduced as nationalPhone reduces the searched one (same expression, in SQL). */
const storedNationalPhone = sql`regexp_replace(regexp_replace(${orders.contactPhone}, '[^0-9]', '', 'g'), '^(84)?0?(?=[0-9]{9}$)', '')`;

function termCondition(term: string): SQL | undefined {
  switch (orderSearchKind(term)) {
    case 'code':
      return eq(orders.code, term.toUpperCase());
    case 'email':
      return sql`lower(${orders.contactEmail}) = ${term.toLowerCase()}`;
    case 'phone':
      return sql`${storedNationalPhone} = ${nationalPhone(term)}`;
    default:
      return undefined;
  }
}

/** One page of the orders that match every given filter, newest first, and how many match in all. */
export async function searchOrders(db: Db, input: { query?: string; visitDate?: string; status?: DeskStatus; page?: number }) {
  // Overdue holds and counter orders past their cutoff are cancelled first, so the desk never
  // offers to take money for seats that are already back on sale.
  await releaseExpiredHolds(db);
  await releaseUnpaidCounterOrders(db);
  const conditions: SQL[] = [];
  if (input.query) conditions.push(termCondition(input.query) ?? sql`false`);
  if (input.visitDate) {
    conditions.push(sql`exists (select 1 from order_items i where i.order_id = ${outerOrderId} and i.visit_date = ${input.visitDate}::date)`);
  }
  if (input.status) conditions.push(deskStatusCondition(input.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = input.page ?? 1;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        order: orders,
        firstVisitDate: sql<string | null>`(select min(i.visit_date)::text from order_items i where i.order_id = ${outerOrderId})`,
        people: sql<number>`(select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = ${outerOrderId} and i.kind = 'ticket')`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_DESK_PAGE_SIZE)
      .offset((page - 1) * ORDER_DESK_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    items: rows.map(({ order, firstVisitDate, people }) => ({
      orderCode: order.code,
      deskStatus: deskStatusOf(order),
      paymentMethod: order.paymentMethod,
      totalAmount: order.totalAmount,
      contact: { fullName: order.contactName, phone: order.contactPhone, email: order.contactEmail },
      visitDate: firstVisitDate,
      people: Number(people),
      createdAt: order.createdAt.toISOString(),
    })),
    total: Number(count?.total ?? 0),
    pageSize: ORDER_DESK_PAGE_SIZE,
  };
}

async function orderOfCode(ctx: { db: Db; locale: Locale }, code: string): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.code, code)).limit(1);
  if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
  return order;
}

/** What staff may do to the order now, by the same rules the actions apply. */
async function allowedActions(db: Db, order: OrderRow) {
  const facts = await orderFacts(db, order, todayInVietnam());
  return {
    markPaid: isAwaitingCounterPayment(order),
    resendConfirmation: Boolean(order.contactEmail) && mayResend(order),
    cancel: order.paymentStatus !== 'paid' && decide('cancel', facts).allowed,
    startRefund: order.paymentStatus === 'paid' && !facts.refundPending && decide('requestRefund', facts).allowed,
  };
}

/** Confirmed (or further), not cancelled, not refunded: the confirmation's tickets are the order's. */
function mayResend(order: OrderRow): boolean {
  return order.status !== 'pending' && order.status !== 'cancelled' && order.paymentStatus !== 'refunded';
}

/** One order with everything that happened to it, and the actions staff may take now. */
export async function orderDetail(ctx: { db: Db; locale: Locale }, code: string) {
  const { db, locale } = ctx;
  await releaseExpiredHolds(db);
  await releaseUnpaidCounterOrders(db);
  const order = await orderOfCode(ctx, code);
  const [items, paymentRows, ticketRows, checkins, requests, mails, actions, actionsAllowed] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)).limit(HISTORY_LIMIT),
    db
      .select({ id: tickets.id, audience: tickets.audience, visitDate: tickets.visitDate, status: tickets.status, redeemedAt: tickets.redeemedAt, createdAt: tickets.createdAt, name: ticketTypes.name })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(eq(tickets.orderId, order.id))
      .orderBy(asc(tickets.id))
      .limit(HISTORY_LIMIT),
    db
      .select({ event: checkinEvents, staffEmail: users.email })
      .from(checkinEvents)
      .innerJoin(tickets, eq(tickets.id, checkinEvents.ticketId))
      .leftJoin(users, eq(users.id, checkinEvents.staffUserId))
      .where(eq(tickets.orderId, order.id))
      .orderBy(asc(checkinEvents.scannedAt))
      .limit(HISTORY_LIMIT),
    db.select().from(orderRequests).where(eq(orderRequests.orderId, order.id)).orderBy(asc(orderRequests.id)).limit(HISTORY_LIMIT),
    db.select().from(orderMails).where(eq(orderMails.orderId, order.id)).orderBy(asc(orderMails.sentAt), asc(orderMails.id)).limit(HISTORY_LIMIT),
    listStaffActions(db, { orderId: order.id }, { limit: HISTORY_LIMIT, offset: 0 }),
    allowedActions(db, order),
  ]);
  return {
    orderCode: order.code,
    deskStatus: deskStatusOf(order),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    contact: { fullName: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    deliveryAddress: order.deliveryAddress,
    locale: order.locale,
    createdAt: order.createdAt.toISOString(),
    /** An unpaid counter order's cutoff: its seats go back on sale then. */
    payBy: isAwaitingCounterPayment(order) ? (order.holdExpiresAt?.toISOString() ?? null) : null,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: pick(item.title, locale),
      audience: item.audience,
      visitDate: item.visitDate,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount: payment.amount,
      status: payment.status,
      transactionNo: payment.transactionNo,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    })),
    // No QR secret: whoever holds one can be admitted, and the desk has no reason to show it.
    tickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      name: pick(ticket.name, locale),
      audience: ticket.audience,
      visitDate: ticket.visitDate,
      status: ticket.status,
      redeemedAt: ticket.redeemedAt?.toISOString() ?? null,
      createdAt: ticket.createdAt.toISOString(),
    })),
    checkins: checkins.map(({ event, staffEmail }) => ({
      id: event.id,
      ticketId: event.ticketId,
      decision: event.decision,
      source: event.source,
      gate: event.gate,
      reason: event.reason,
      paidAmount: event.paidAmount,
      scannedAt: event.scannedAt.toISOString(),
      staffEmail,
    })),
    requests: requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      reason: request.reason,
      status: request.status,
      amount: request.amount,
      newVisitDate: request.newVisitDate,
      createdAt: request.createdAt.toISOString(),
    })),
    /** Every mail sent about the order: confirmations (again or not), refund notices, late payments. */
    mails: mails.map((mail) => ({ id: mail.id, kind: mail.kind, recipient: mail.recipient, sentAt: mail.sentAt.toISOString() })),
    /** Staff actions on the order (payments taken, check-ins, cancellations, refunds, confirmations sent again). */
    actions: actions.items,
    allowed: actionsAllowed,
  };
}

/** Marks a counter order paid (money taken at the desk); a second call, or one at the same moment, changes nothing. */
export async function markOrderPaid(ctx: DeskContext & { onConfirmed?: (orderId: number) => void }, code: string) {
  const order = await orderOfCode(ctx, code);
  return payCounterOrder({ db: ctx.db, locale: ctx.locale, onConfirmed: ctx.onConfirmed }, order.id, { id: ctx.actorId });
}

/**
 * Mails the order's confirmation (with its tickets) again to the order's own address, never
 * another: at most RESENDS_PER_ORDER_PER_HOUR per order and RESENDS_PER_STAFF_PER_HOUR per member of
 * staff, counted before sending so a failing mail server cannot be hammered either. Recorded once sent.
 */
export async function resendConfirmation(ctx: DeskContext & { rateLimiter: RateLimiter; mail: MailSettings }, code: string) {
  const order = await orderOfCode(ctx, code);
  if (!order.contactEmail) throw fail(ctx, 'CONFLICT', 'errors.orderNoEmail');
  if (!mayResend(order)) throw fail(ctx, 'CONFLICT', 'errors.orderNotConfirmed');
  const perOrder = await ctx.rateLimiter.hit(`order-resend:${order.id}`, RESENDS_PER_ORDER_PER_HOUR, 3600);
  const perStaff = perOrder.allowed ? await ctx.rateLimiter.hit(`order-resend-staff:${ctx.actorId}`, RESENDS_PER_STAFF_PER_HOUR, 3600) : perOrder;
  if (!perOrder.allowed || !perStaff.allowed) {
    throw fail(ctx, 'TOO_MANY_REQUESTS', 'errors.resendTooOften', { max: perOrder.allowed ? RESENDS_PER_STAFF_PER_HOUR : RESENDS_PER_ORDER_PER_HOUR });
  }
  try {
    await sendOrderConfirmation(ctx.db, order.id, ctx.mail);
  } catch (error) {
    console.error('[order-desk] confirmation resend failed', { orderCode: order.code, error });
    throw fail(ctx, 'SERVICE_UNAVAILABLE', 'errors.mailFailed');
  }
  await recordStaffAction(ctx.db, {
    actorId: ctx.actorId,
    action: 'order.resendConfirmation',
    subjectKind: 'order',
    subjectId: order.id,
    orderId: order.id,
    after: { to: order.contactEmail, paymentStatus: order.paymentStatus },
  });
  return { orderCode: order.code, to: order.contactEmail };
}

/**
 * Cancels an order not paid yet (counter, or online never completed), as the buyer's own
 * cancellation does: only while nothing was admitted and the visit day has not come; its held
 * seats and stock go back on sale at once. A paid order's money goes back through startRefund.
 */
export async function cancelOrder(ctx: DeskContext, input: OrderWithReasonInput) {
  const found = await orderOfCode(ctx, input.orderCode);
  return transactionWithRetry(ctx.db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
    if (order.paymentStatus === 'paid') throw fail(ctx, 'CONFLICT', 'errors.orderPaidUseRefund');
    const result = await cancelUnpaidOrder(tx, ctx.locale, order, todayInVietnam(), input.reason);
    await recordStaffAction(tx, {
      actorId: ctx.actorId,
      action: 'order.cancel',
      subjectKind: 'order',
      subjectId: order.id,
      orderId: order.id,
      before: { status: order.status, paymentStatus: order.paymentStatus },
      after: { status: 'cancelled', paymentStatus: order.paymentStatus, reason: input.reason },
    });
    return { orderCode: result.orderCode, status: 'cancelled' as const };
  });
}

/**
 * Opens a paid order's refund request, exactly as the buyer's request does (its tickets stop
 * working now); the money then goes back from the refund queue (refund.complete), the one way
 * money is given back. A request already waiting is not opened twice.
 */
export async function startRefund(ctx: DeskContext, input: OrderWithReasonInput) {
  const found = await orderOfCode(ctx, input.orderCode);
  return transactionWithRetry(ctx.db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
    if (order.paymentStatus !== 'paid') throw fail(ctx, 'CONFLICT', order.paymentStatus === 'refunded' ? 'errors.orderRefunded' : 'errors.refundNeedsPaid');
    const [waiting] = await tx
      .select({ id: orderRequests.id })
      .from(orderRequests)
      .where(and(eq(orderRequests.orderId, order.id), eq(orderRequests.kind, 'refund'), eq(orderRequests.status, 'pending'), isNull(orderRequests.paymentId)))
      .limit(1);
    const request = await openRefundRequest(tx, ctx.locale, order, todayInVietnam(), input.reason);
    if (!waiting) {
      await recordStaffAction(tx, {
        actorId: ctx.actorId,
        action: 'order.startRefund',
        subjectKind: 'order',
        subjectId: order.id,
        orderId: order.id,
        before: { paymentStatus: order.paymentStatus, refundRequest: null },
        after: { paymentStatus: order.paymentStatus, refundRequest: request.id, reason: input.reason },
      });
    }
    return { orderCode: order.code, requestId: request.id, alreadyWaiting: Boolean(waiting) };
  });
}
