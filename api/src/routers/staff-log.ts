import { eq } from 'drizzle-orm';
import { staffLogListInput } from '@storefront/shared/contracts/staff-log';
import { orders } from '../db/schema';
import { listStaffActions } from '../staff/action-log';
import { fail, heavyWork, router, staffProcedure } from '../trpc';

/** Pages of the action log one account may read per 10 minutes: an unfiltered page sorts the whole log. */
export const STAFF_LOG_READS_PER_WINDOW = 200;

export const staffLogRouter = router({
  /**
   * Newest first, a page at a time: all staff actions, or those on one item, or on one order's
   * tickets. Admins read everyone's. Other staff read their own, since the log also records the
   * admins' account changes (who was invited, demoted, disabled), and everyone's on one order or
   * one item other than an account: who admitted this ticket, who refunded this order, is what
   * the next person at the gate or the desk needs to know.
   */
  list: staffProcedure.use(heavyWork('staff-log', STAFF_LOG_READS_PER_WINDOW, 600)).input(staffLogListInput).query(async ({ ctx, input }) => {
    let orderId: number | undefined;
    if (input?.orderCode) {
      const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.code, input.orderCode)).limit(1);
      if (!order) throw fail(ctx, 'NOT_FOUND', 'errors.orderNotFound');
      orderId = order.id;
    }
    const page = input?.page ?? 1;
    const pageSize = input?.pageSize ?? 20;
    const accounts = input?.subjectKind === 'user' || input?.subjectKind === 'invitation';
    const oneItem = !accounts && (orderId !== undefined || (input?.subjectKind !== undefined && input.subjectId !== undefined));
    const actorId = ctx.session.user.role === 'admin' || oneItem ? undefined : ctx.session.user.id;
    return listStaffActions(ctx.db, { subjectKind: input?.subjectKind, subjectId: input?.subjectId, orderId, actorId }, { limit: pageSize, offset: (page - 1) * pageSize });
  }),
});
