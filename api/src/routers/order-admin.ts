import { orderDeskInput, orderSearchInput, orderWithReasonInput } from '@storefront/shared/contracts/order-admin';
import { cancelOrder, markOrderPaid, orderDetail, resendConfirmation, searchOrders, startRefund } from '../commerce/order-admin';
import { confirmationMailer, mailSettings } from '../commerce/runtime';
import { areaProcedure, heavyWork, router, type Context } from '../trpc';

/** The order desk is part of operations: staff and admins; everyone else is refused by areaProcedure. */
const deskProcedure = areaProcedure('operations');

/** Searches per account in 10 minutes: a search by email or phone reads every order's contact. */
export const ORDER_SEARCHES_PER_WINDOW = 120;

function deskContext(ctx: Context & { session: NonNullable<Context['session']> }) {
  return { db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id };
}

/** The console's order desk (staff area `operations`); see commerce/order-admin.ts. */
export const orderDeskRouter = router({
  /** One page (20) of the orders matching a code, email or phone, a visit date and a status, newest first. */
  search: deskProcedure.use(heavyWork('order-search', ORDER_SEARCHES_PER_WINDOW, 600)).input(orderSearchInput).query(({ ctx, input }) => searchOrders(ctx.db, input)),

  /** One order with its payments, tickets, check-ins, refunds, exchanges and staff actions. */
  byCode: deskProcedure.input(orderDeskInput).query(({ ctx, input }) => orderDetail(ctx, input.orderCode)),

  /** A counter order's money taken at the desk: paid once, however often it is called. */
  markPaid: deskProcedure.input(orderDeskInput).mutation(({ ctx, input }) =>
    markOrderPaid({ ...deskContext(ctx), onConfirmed: confirmationMailer(ctx.db, ctx.publicUrl) }, input.orderCode),
  ),

  /** The confirmation mailed again to the order's own email, a few times an hour at most. */
  resendConfirmation: deskProcedure.input(orderDeskInput).mutation(({ ctx, input }) =>
    resendConfirmation({ ...deskContext(ctx), rateLimiter: ctx.rateLimiter, mail: mailSettings(ctx.publicUrl) }, input.orderCode),
  ),

  /** An unpaid order cancelled with a reason; its seats go back on sale. */
  cancel: deskProcedure.input(orderWithReasonInput).mutation(({ ctx, input }) => cancelOrder(deskContext(ctx), input)),

  /** A paid order's refund request opened; the refund queue gives the money back. */
  startRefund: deskProcedure.input(orderWithReasonInput).mutation(({ ctx, input }) => startRefund(deskContext(ctx), input)),
});
