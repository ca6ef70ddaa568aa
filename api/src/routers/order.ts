import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { orderByCodeInput, requestExchangeInput, requestRefundInput } from '@storefront/shared/contracts/order';
import type { Db } from '../db/client';
import { orderItems, orderRequests, orders, tickets, ticketTypes } from '../db/schema';
import { requestExchange } from '../commerce/exchanges';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from '../commerce/holds';
import { orderForContact } from '../commerce/order-lookup';
import { requestRefund } from '../commerce/refunds';
import { hasOrderAccess, orderAccessToken } from '../commerce/order-access';
import { checkoutLimits, confirmationMailer } from '../commerce/runtime';
import { PAID_AFTER_CANCELLATION } from '../commerce/refund-reasons';
import { isEmailVerified } from '../auth/email-verification';
import { pick, type Locale } from '../lib/i18n';
import { awaitingCounterPayment, ticketsIssued } from '../tickets/order-ticket-files';
import { fail, protectedProcedure, publicProcedure, router } from '../trpc';

async function orderView(db: Db, order: typeof orders.$inferSelect, locale: Locale) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  // Tickets (and their secrets) exist for the buyer once the order is paid, or while it waits to
  // be paid at the gate, whose staff scan them to take the money (they admit nobody before).
  const paidTickets = ticketsIssued(order)
    ? await db
        .select({ id: tickets.id, qrSecret: tickets.secret, visitDate: tickets.visitDate, audience: tickets.audience, status: tickets.status, ticketName: ticketTypes.name })
        .from(tickets)
        .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
        .where(and(eq(tickets.orderId, order.id), ne(tickets.status, 'void')))
        .orderBy(asc(tickets.id))
    : [];
  return {
    orderCode: order.code,
    /** The proof the buyer's links carry (the ticket files' links are built with it). */
    access: orderAccessToken(order.code),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    currency: 'VND' as const,
    contact: { fullName: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    deliveryAddress: order.deliveryAddress,
    createdAt: order.createdAt.toISOString(),
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: pick(item.title, locale),
      audience: item.audience,
      visitDate: item.visitDate,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    })),
    tickets: paidTickets.map((ticket) => ({
      id: ticket.id,
      qrSecret: ticket.qrSecret,
      visitDate: ticket.visitDate,
      audience: ticket.audience,
      status: ticket.status,
      name: pick(ticket.ticketName, locale),
      /** Spec §9: a ticket is valid only on its visit day. */
      validity: { from: ticket.visitDate, to: ticket.visitDate },
    })),
  };
}

export const orderRouter = router({
  /**
   * The buyer's order: its code with the access token of the buyer's own links (success page,
   * mails), or with the order's email or phone, as a refund or an exchange asks. A wrong or
   * missing proof answers as an unknown code does.
   */
  byCode: publicProcedure.input(orderByCodeInput).query(async ({ ctx, input }) => {
    await releaseExpiredHolds(ctx.db);
    await releaseUnpaidCounterOrders(ctx.db);
    const order = hasOrderAccess(input.orderCode, input.access)
      ? (await ctx.db.select().from(orders).where(eq(orders.code, input.orderCode)).limit(1))[0]
      : input.contactEmailOrPhone
        ? await orderForContact(ctx.db, input.orderCode, input.contactEmailOrPhone)
        : undefined;
    if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
    // An unpaid counter order says when its places are released if nobody pays at the gate.
    const payBy = awaitingCounterPayment(order) ? (order.holdExpiresAt?.toISOString() ?? null) : null;
    // The gateway took money the order could not keep (cancelled, or paid twice): it goes back.
    const [latePayment] = await ctx.db
      .select({ id: orderRequests.id })
      .from(orderRequests)
      .where(and(eq(orderRequests.orderId, order.id), eq(orderRequests.reason, PAID_AFTER_CANCELLATION), isNotNull(orderRequests.paymentId)))
      .limit(1);
    return { ...(await orderView(ctx.db, order, ctx.locale)), payBy, paidAfterCancellation: Boolean(latePayment) };
  }),

  /**
   * The customer's orders, and once the account's email is verified, the guest orders placed with
   * that email: anyone can register any email, so only the mailbox proves the orders are theirs.
   */
  mine: protectedProcedure.query(async ({ ctx }) => {
    const { id, email } = ctx.session.user;
    const placedAsGuest = and(isNull(orders.userId), sql`lower(${orders.contactEmail}) = ${email.toLowerCase()}`);
    const own = (await isEmailVerified(ctx.db, id)) ? or(eq(orders.userId, id), placedAsGuest) : eq(orders.userId, id);
    const rows = await ctx.db.select().from(orders).where(own).orderBy(desc(orders.createdAt), desc(orders.id)).limit(100);
    return Promise.all(rows.map((order) => orderView(ctx.db, order, ctx.locale)));
  }),

  /** Before the visit day: unpaid orders are cancelled, paid ones wait for the refund (tickets stop working). */
  requestRefund: publicProcedure.input(requestRefundInput).mutation(({ ctx, input }) => requestRefund({ db: ctx.db, locale: ctx.locale }, input)),

  /** An unused order moves to another date with places; new QR secrets replace the old ones. */
  requestExchange: publicProcedure.input(requestExchangeInput).mutation(async ({ ctx, input }) => {
    const result = await requestExchange({ db: ctx.db, locale: ctx.locale, limits: checkoutLimits(), onConfirmed: confirmationMailer(ctx.db, ctx.publicUrl) }, input);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.code, result.orderCode)).limit(1);
    return { ...result, order: await orderView(ctx.db, order!, ctx.locale) };
  }),
});
