import { and, eq } from 'drizzle-orm';
import { checkinInput, conflictsInput, gateReportInput, MAX_SYNC_EVENTS, prepareDeviceInput, redeemInput, syncInput } from '@storefront/shared/contracts/checkin';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { Db } from '../db/client';
import { orders, tickets, ticketTypes } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { recordStaffAction } from '../staff/action-log';
import { amountDueAtGate, payAtCounter } from '../commerce/counter-payments';
import { releaseUnpaidCounterOrders } from '../commerce/holds';
import { confirmationMailer } from '../commerce/runtime';
import { ticketKeyring } from '../tickets/keys';
import { isSignedTicketCode, verifyTicket } from '../tickets/ticket-token';
import { prepareDevice } from '../checkin/prepare';
import { gateReport, listConflicts } from '../checkin/reports';
import { findDevice, recordOnlineAdmission, syncOfflineScans } from '../checkin/sync';
import { fail, heavyWork, router, staffProcedure } from '../trpc';

/** Preparations one staff member may ask for per window: each lists a whole day of tickets. */
export const PREPARE_LIMIT_PER_STAFF = 20;
export const PREPARE_WINDOW_SECONDS = 15 * 60;
/** The gate's day report and its conflicts, read per account per 10 minutes: each aggregates a whole day. */
export const GATE_READS_PER_WINDOW = 200;
const gateReadProcedure = staffProcedure.use(heavyWork('gate-read', GATE_READS_PER_WINDOW, 600));

type CheckinResult = 'valid' | 'already_used' | 'wrong_day' | 'unpaid' | 'unknown';

/**
 * A signed code must carry the site's signature before the database is asked; an older random
 * code (no signature) is judged by the database alone.
 */
async function isGenuine(code: string): Promise<boolean> {
  return !isSignedTicketCode(code) || (await verifyTicket(await ticketKeyring(), code)) !== null;
}

async function inspect(db: Db, secret: string, locale: Locale) {
  if (!(await isGenuine(secret))) return { result: 'unknown' as CheckinResult, row: undefined };
  const [row] = await db
    .select({ ticket: tickets, paymentStatus: orders.paymentStatus, orderCode: orders.code, contactName: orders.contactName, ticketName: ticketTypes.name })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.secret, secret))
    .limit(1);
  if (!row) return { result: 'unknown' as CheckinResult, row: undefined };
  const view = {
    id: row.ticket.id,
    orderCode: row.orderCode,
    name: pick(row.ticketName, locale),
    audience: row.ticket.audience,
    visitDate: row.ticket.visitDate,
    holder: row.contactName,
    status: row.ticket.status,
    redeemedAt: row.ticket.redeemedAt?.toISOString() ?? null,
    /** "To be paid": what staff take at the gate for the whole order before admitting anyone. */
    amountDue: await amountDueAtGate(db, row.ticket.orderId),
  };
  let result: CheckinResult = 'valid';
  if (row.paymentStatus !== 'paid' || row.ticket.status === 'void') result = 'unpaid';
  else if (row.ticket.status === 'used') result = 'already_used';
  else if (row.ticket.visitDate !== todayInVietnam()) result = 'wrong_day';
  return { result, row: view };
}

export const checkinRouter = router({
  verify: staffProcedure.input(checkinInput).query(async ({ ctx, input }) => {
    await releaseUnpaidCounterOrders(ctx.db);
    const { result, row } = await inspect(ctx.db, input.secret, ctx.locale);
    return { result, ticket: row };
  }),

  /**
   * Staff took the money for the scanned ticket's counter order: the order is paid (payment row,
   * action log, receipt mail), then `redeem` admits. A second click changes nothing.
   */
  markPaid: staffProcedure.input(checkinInput).mutation(async ({ ctx, input }) => {
    const deps = { db: ctx.db, locale: ctx.locale, onConfirmed: confirmationMailer(ctx.db, ctx.publicUrl) };
    const paid = await payAtCounter(deps, input, { id: ctx.session.user.id });
    const { result, row } = await inspect(ctx.db, input.secret, ctx.locale);
    return { ...paid, result, ticket: row };
  }),

  /**
   * Redeems once: the status-guarded UPDATE lets only one of two simultaneous scans win; the
   * winner's log entry is written in the same transaction, so a recorded check-in really happened.
   */
  redeem: staffProcedure.input(redeemInput).mutation(async ({ ctx, input }) => {
    const { result, row } = await inspect(ctx.db, input.secret, ctx.locale);
    if (result !== 'valid' || !row) return { result, ticket: row };
    const redeemedAt = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(tickets)
        .set({ status: 'used', redeemedAt: new Date(), redeemedBy: ctx.session.user.id })
        .where(and(eq(tickets.id, row.id), eq(tickets.status, 'valid')))
        .returning({ redeemedAt: tickets.redeemedAt, orderId: tickets.orderId });
      if (!updated) return null;
      await recordStaffAction(tx, { actorId: ctx.session.user.id, action: 'ticket.redeem', subjectKind: 'ticket', subjectId: row.id, orderId: updated.orderId });
      await recordOnlineAdmission(tx, { ticketId: row.id, deviceId: input.deviceId, redeemedAt: updated.redeemedAt!, staffId: ctx.session.user.id });
      return updated.redeemedAt!;
    });
    if (!redeemedAt) {
      // Lost the race: answer with the winner's time, as a rescan would.
      const again = await inspect(ctx.db, input.secret, ctx.locale);
      return { result: 'already_used' as const, ticket: again.row };
    }
    return { result: 'valid' as const, ticket: { ...row, status: 'used' as const, redeemedAt: redeemedAt.toISOString() } };
  }),

  /**
   * Registers the device for a shift and hands it what judging the day's tickets offline needs.
   * Staff prepare for today only (in Vietnam); an admin may prepare for another day. Each staff
   * member may prepare PREPARE_LIMIT_PER_STAFF times per window: a shift needs one or two.
   */
  prepareDevice: staffProcedure.input(prepareDeviceInput).mutation(async ({ ctx, input }) => {
    const today = todayInVietnam();
    if (input.date !== today && ctx.session.user.role !== 'admin') throw fail(ctx, 'FORBIDDEN', 'errors.checkinDateNotAllowed', { today });
    const limit = await ctx.rateLimiter.hit(`checkin-prepare:${ctx.session.user.id}`, PREPARE_LIMIT_PER_STAFF, PREPARE_WINDOW_SECONDS);
    if (!limit.allowed) throw fail(ctx, 'TOO_MANY_REQUESTS', 'errors.tooManyAttempts', { minutes: Math.ceil(limit.retryAfterSeconds / 60) });
    await releaseUnpaidCounterOrders(ctx.db);
    return prepareDevice(ctx.db, await ticketKeyring(), input, ctx.session.user.id, ctx.locale);
  }),

  /**
   * Uploads a device's offline scans; each comes back recorded, duplicate, conflict, unknown or
   * refused (with why). Only the staff member who prepared the device may upload under its id.
   */
  sync: staffProcedure.input(syncInput).mutation(async ({ ctx, input }) => {
    if (input.events.length > MAX_SYNC_EVENTS) throw fail(ctx, 'BAD_REQUEST', 'errors.checkinBatchTooLarge', { max: MAX_SYNC_EVENTS });
    const device = await findDevice(ctx.db, input.deviceId);
    if (!device) throw fail(ctx, 'NOT_FOUND', 'errors.checkinDeviceUnknown');
    if (device.preparedBy !== ctx.session.user.id) throw fail(ctx, 'FORBIDDEN', 'errors.checkinDeviceNotYours');
    const deps = { db: ctx.db, locale: ctx.locale, keyring: await ticketKeyring(), staffId: ctx.session.user.id, onConfirmed: confirmationMailer(ctx.db, ctx.publicUrl) };
    return { results: await syncOfflineScans(deps, device, input.events) };
  }),

  conflicts: gateReadProcedure.input(conflictsInput).query(({ ctx, input }) => {
    const pageSize = input?.pageSize ?? 20;
    return listConflicts(ctx.db, { date: input?.date }, { limit: pageSize, offset: ((input?.page ?? 1) - 1) * pageSize });
  }),

  gateReport: gateReadProcedure.input(gateReportInput).query(({ ctx, input }) => gateReport(ctx.db, input.date)),
});
