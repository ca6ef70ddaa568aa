import { eq } from 'drizzle-orm';
import { staffLogListInput } from '@storefront/shared/contracts/staff-log';
import { orders } from '../db/schema';
import { listStaffActions } from '../staff/action-log';
import { fail, router, staffProcedure } from '../trpc';

const HISTORY_LIMIT = 200;

export const staffLogRouter = router({
  /** Newest first: all staff actions, or those on one item, or on one order's tickets. */
  list: staffProcedure.input(staffLogListInput).query(async ({ ctx, input }) => {
    let orderId: number | undefined;
    if (input?.orderCode) {
      const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.code, input.orderCode)).limit(1);
      if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
      orderId = order.id;
    }
    return listStaffActions(ctx.db, { subjectKind: input?.subjectKind, subjectId: input?.subjectId, orderId, limit: HISTORY_LIMIT });
  }),
});
