/**
 * Offline scans come back here, and the server judges them: each scan is stored once under the
 * device's own id, an admission of a good ticket marks it used (the earliest admission's time
 * stands), and a second admission of one ticket is kept too and answered as a conflict.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { checkinDevices, checkinEvents, orders, tickets } from '../db/schema';
import { payAtCounter } from '../commerce/checkout-service';
import type { Locale } from '../lib/i18n';
import { recordStaffAction } from '../staff/action-log';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export interface OfflineScan {
  id: string;
  ticketId?: number;
  token?: string;
  decision: 'admitted' | 'rejected';
  reason?: string;
  paidAtCounter?: { amount: number };
  scannedAt: string;
  gate: string;
}

export type SyncOutcome = 'recorded' | 'duplicate' | 'conflict' | 'unknown';

export interface SyncDeps {
  db: Db;
  locale: Locale;
  staffId: number;
  /** Mails the receipt of an order paid at the gate. */
  onConfirmed: (orderId: number) => Promise<void> | void;
}

export async function deviceExists(db: Db, deviceId: string): Promise<boolean> {
  const [device] = await db.select({ id: checkinDevices.id }).from(checkinDevices).where(eq(checkinDevices.id, deviceId)).limit(1);
  return Boolean(device);
}

/** The ticket a scan names, by id or by its code (a signed token or an older random secret). */
async function ticketOfScan(db: Db, scan: OfflineScan) {
  const where = scan.ticketId !== undefined ? eq(tickets.id, scan.ticketId) : eq(tickets.secret, scan.token!);
  const [ticket] = await db.select({ id: tickets.id, secret: tickets.secret }).from(tickets).where(where).limit(1);
  return ticket;
}

async function alreadyStored(db: Db, scanId: string): Promise<boolean> {
  const [stored] = await db.select({ id: checkinEvents.id }).from(checkinEvents).where(eq(checkinEvents.id, scanId)).limit(1);
  return Boolean(stored);
}

/**
 * The money the device took goes through the gate's own path (payment row, order paid, seats no
 * longer unpaid, action log, receipt), as of the scan's time: the counter cutoff is judged when
 * the money changed hands, not when the network came back. Paying twice changes nothing; an
 * order that can no longer be paid is left for the judgement below, which reports a conflict.
 */
async function takeCounterPayment(deps: SyncDeps, secret: string, scannedAt: Date): Promise<void> {
  try {
    await payAtCounter({ db: deps.db, locale: deps.locale, now: () => scannedAt, onConfirmed: deps.onConfirmed }, { secret }, { id: deps.staffId });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
  }
}

/**
 * Admits a stored admission: a valid, paid ticket becomes used as of the scan; a used ticket takes
 * the earlier of its two times. Any other admission of the ticket, or a ticket that was not good
 * to admit (revoked, unpaid), makes this one a conflict.
 */
async function judgeAdmission(tx: Executor, ticketId: number, scanId: string, scannedAt: Date, staffId: number): Promise<SyncOutcome> {
  const [ticket] = await tx
    .select({ status: tickets.status, redeemedAt: tickets.redeemedAt, redeemedBy: tickets.redeemedBy, orderId: tickets.orderId, paymentStatus: orders.paymentStatus })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.id, ticketId));
  if (!ticket || ticket.status === 'void' || ticket.paymentStatus !== 'paid') return 'conflict';
  const [other] = await tx
    .select({ id: checkinEvents.id })
    .from(checkinEvents)
    .where(and(eq(checkinEvents.ticketId, ticketId), eq(checkinEvents.decision, 'admitted'), ne(checkinEvents.id, scanId)))
    .limit(1);
  if (ticket.status === 'valid') {
    await tx.update(tickets).set({ status: 'used', redeemedAt: scannedAt, redeemedBy: staffId }).where(eq(tickets.id, ticketId));
    await recordStaffAction(tx, { actorId: staffId, action: 'ticket.redeem', subjectKind: 'ticket', subjectId: ticketId, orderId: ticket.orderId });
    return other ? 'conflict' : 'recorded';
  }
  // A ticket used before scans were stored gets its online admission back, so the conflict shows both.
  if (!other && ticket.redeemedAt) await recordOnlineAdmission(tx, { ticketId, redeemedAt: ticket.redeemedAt, staffId: ticket.redeemedBy });
  if (!ticket.redeemedAt || scannedAt < ticket.redeemedAt) {
    await tx.update(tickets).set({ redeemedAt: scannedAt, redeemedBy: staffId }).where(eq(tickets.id, ticketId));
  }
  return 'conflict';
}

async function syncScan(deps: SyncDeps, deviceId: string, scan: OfflineScan): Promise<SyncOutcome> {
  const ticket = await ticketOfScan(deps.db, scan);
  if (!ticket) return 'unknown';
  if (await alreadyStored(deps.db, scan.id)) return 'duplicate';
  const scannedAt = new Date(scan.scannedAt);
  const admitted = scan.decision === 'admitted';
  if (admitted && scan.paidAtCounter) await takeCounterPayment(deps, ticket.secret, scannedAt);
  return deps.db.transaction(async (tx) => {
    // The ticket's row lock orders this scan against an online redeem or another device's upload.
    await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticket.id)).for('update');
    const [stored] = await tx
      .insert(checkinEvents)
      .values({
        id: scan.id,
        ticketId: ticket.id,
        deviceId,
        gate: scan.gate,
        source: 'offline',
        decision: scan.decision,
        reason: scan.reason ?? null,
        paidAmount: scan.paidAtCounter?.amount ?? null,
        scannedAt,
        staffUserId: deps.staffId,
      })
      .onConflictDoNothing({ target: checkinEvents.id })
      .returning({ id: checkinEvents.id });
    if (!stored) return 'duplicate';
    return admitted ? judgeAdmission(tx, ticket.id, scan.id, scannedAt, deps.staffId) : 'recorded';
  });
}

/** Scans are judged one by one, in the order the device took them. */
export async function syncOfflineScans(deps: SyncDeps, deviceId: string, scans: OfflineScan[]) {
  const results: Array<{ id: string; outcome: SyncOutcome }> = [];
  for (const scan of scans) results.push({ id: scan.id, outcome: await syncScan(deps, deviceId, scan) });
  return results;
}

/**
 * An online admission is stored as a scan too (inside the redeem's transaction), so reports and
 * the conflict view see every admission in one place.
 */
export async function recordOnlineAdmission(
  tx: Executor,
  admission: { ticketId: number; deviceId?: string; redeemedAt: Date; staffId: number | null },
): Promise<void> {
  const [device] = admission.deviceId
    ? await tx.select({ id: checkinDevices.id, gate: checkinDevices.gate }).from(checkinDevices).where(eq(checkinDevices.id, admission.deviceId)).limit(1)
    : [];
  await tx.insert(checkinEvents).values({
    id: randomUUID(),
    ticketId: admission.ticketId,
    deviceId: device?.id ?? null,
    gate: device?.gate ?? null,
    source: 'online',
    decision: 'admitted',
    scannedAt: admission.redeemedAt,
    staffUserId: admission.staffId,
  });
}
