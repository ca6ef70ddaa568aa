import { refundCompleteInput, refundQueueInput } from '@storefront/shared/contracts/order';
import { completeRefund, refundQueue } from '../commerce/refunds';
import { gatewayConfig, refundMailer } from '../commerce/runtime';
import { router, staffProcedure } from '../trpc';

/** Staff: refund requests of paid orders and of payments after cancellation, and giving the money back. */
export const refundRouter = router({
  queue: staffProcedure.input(refundQueueInput).query(({ ctx, input }) => refundQueue(ctx.db, input ?? {})),

  complete: staffProcedure.input(refundCompleteInput).mutation(({ ctx, input }) =>
    completeRefund(
      { db: ctx.db, locale: ctx.locale, ip: ctx.ip, vnpay: gatewayConfig(ctx.publicUrl), onRefunded: refundMailer(ctx.db, ctx.publicUrl) },
      input,
      ctx.session.user,
    ),
  ),
});
