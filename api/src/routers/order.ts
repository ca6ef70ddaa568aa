import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderByCodeInput, requestExchangeInput, requestRefundInput } from '@storefront/shared/contracts/order';
import type { Db } from '../db/client';
import { orderItems, orderRequests, orders, tickets, ticketTypes } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { fail, protectedProcedure, publicProcedure, router } from '../trpc';

async function orderView(db: Db, order: typeof orders.$inferSelect, locale: Locale) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  // Tickets (and their secrets) exist for the buyer only once the order is paid.
  const paidTickets =
    order.paymentStatus === 'paid'
      ? await db
          .select({ id: tickets.id, qrSecret: tickets.secret, visitDate: tickets.visitDate, audience: tickets.audience, status: tickets.status, ticketName: ticketTypes.name })
          .from(tickets)
          .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
          .where(eq(tickets.orderId, order.id))
          .orderBy(asc(tickets.id))
      : [];
  return {
    orderCode: order.code,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    currency: 'VND' as const,
    contact: { fullName: order.contactName, phone: order.contactPhone, email: order.contactEmail },
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

/** The order of a code, if the contact matches its email or phone (digits compared). */
async function orderForContact(db: Db, code: string, contact: string) {
  const [order] = await db.select().from(orders).where(eq(orders.code, code)).limit(1);
  if (!order) return undefined;
  const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
  const matches =
    (order.contactEmail && order.contactEmail.toLowerCase() === contact.trim().toLowerCase()) ||
    (digits(contact).length >= 9 && digits(order.contactPhone) === digits(contact));
  return matches ? order : undefined;
}

export const orderRouter = router({
  /** Anyone holding the (unguessable) order code may see the order, as on the success page. */
  byCode: publicProcedure.input(orderByCodeInput).query(async ({ ctx, input }) => {
    const [order] = await ctx.db.select().from(orders).where(eq(orders.code, input.orderCode)).limit(1);
    if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
    return orderView(ctx.db, order, ctx.locale);
  }),

  mine: protectedProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(orders).where(eq(orders.userId, ctx.session.user.id)).orderBy(desc(orders.createdAt)).limit(100);
    return Promise.all(rows.map((order) => orderView(ctx.db, order, ctx.locale)));
  }),

  requestRefund: publicProcedure.input(requestRefundInput).mutation(async ({ ctx, input }) => {
    const order = await orderForContact(ctx.db, input.orderCode, input.contactEmailOrPhone);
    if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
    const [row] = await ctx.db
      .insert(orderRequests)
      .values({ orderId: order.id, kind: 'refund', reason: input.reason })
      .returning({ id: orderRequests.id, status: orderRequests.status, createdAt: orderRequests.createdAt });
    return { id: row!.id, orderCode: order.code, status: row!.status, createdAt: row!.createdAt.toISOString() };
  }),

  requestExchange: publicProcedure.input(requestExchangeInput).mutation(async ({ ctx, input }) => {
    const order = await orderForContact(ctx.db, input.orderCode, input.contactEmailOrPhone);
    if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
    const [row] = await ctx.db
      .insert(orderRequests)
      .values({ orderId: order.id, kind: 'exchange', newVisitDate: input.newVisitDate })
      .returning({ id: orderRequests.id, status: orderRequests.status });
    const pendingRequests = await ctx.db
      .select({ id: orderRequests.id })
      .from(orderRequests)
      .where(and(eq(orderRequests.orderId, order.id), inArray(orderRequests.status, ['pending'])));
    return { id: row!.id, status: row!.status, pendingRequests: pendingRequests.length, order: await orderView(ctx.db, order, ctx.locale) };
  }),
});
