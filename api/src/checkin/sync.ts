/**
 * Offline scans come back here, and the server judges them. A scan counts only if it carries the
 * signed code the device judged (the QR's JWS, whose signature is checked here again), was taken
 * within the device's shift (its prepared day, not before it was first prepared for it, not in
 * the future beyond a small clock skew, not before the ticket existed), and, for an admission,
 * the code is for the shift's day. Anything else is refused and changes nothing. Each scan is
 * stored once under the device's own id; an admission of a good ticket marks it used; a later
 * admission of a used ticket never rewrites the first one: it is stored and kept beside it in
 * checkin_conflicts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkinConflicts, checkinDevices, checkinEvents, orders, tickets } from '../db/schema';
import { payAtCounter } from '../commerce/counter-payments';
import { DomainError } from '../lib/domain-error';
import { t, type Locale, type MessageKey } from '../lib/i18n';
import { recordStaffAction } from '../staff/action-log';
import type { TicketKeyring } from '../tickets/keys';
import { verifyTicket } from '../tickets/ticket-token';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** How far a device's clock may run ahead of the server's. */
export const SCAN_CLOCK_SKEW_MS = 2 * 60_000;

export interface OfflineScan {
  id: string;
  /** The signed code (compact JWS) the device judged. */
  token: string;
  decision: 'admitted' | 'rejected';
  reason?: string;
  paidAtCounter?: { amount: number };
  scannedAt: string;
  gate: string;
}

export type SyncOutcome = 'recorded' | 'duplicate' | 'conflict' | 'unknown' | 'refused';
type Refusal = 'signature' | 'outsideShift' | 'beforePurchase' | 'wrongDay';

const refusalMessages: Record<Refusal, MessageKey> = {
  signature: 'errors.checkinScanUnsigned',
  outsideShift: 'errors.checkinScanOutsideShift',
  beforePurchase: 'errors.checkinScanBeforePurchase',
  wrongDay: 'errors.checkinScanWrongDay',
};

export interface SyncResult {
  id: string;
  outcome: SyncOutcome;
  /** Why a refused scan does not count, in the caller's language. */
  message?: string;
}

export type Device = typeof checkinDevices.$inferSelect;

export interface SyncDeps {
  db: Db;
  locale: Locale;
  keyring: TicketKeyring;
  staffId: number;
  now?: () => Date;
  /** Mails the receipt of an order paid at the gate. */
  onConfirmed: (orderId: number) => Promise<void> | void;
}

export async function findDevice(db: Db, deviceId: string): Promise<Device | undefined> {
  const [device] = await db.select().from(checkinDevices).where(eq(checkinDevices.id, deviceId)).limit(1);
  return device;
}

/** The shift a device was prepared for: its day in Vietnam, from its first preparation for it. */
export function shiftOf(device: Device): { from: Date; to: Date } {
  const dayStart = new Date(`${device.preparedFor}T00:00:00+07:00`);
  return { from: new Date(Math.max(dayStart.getTime(), device.shiftStartsAt.getTime())), to: new Date(dayStart.getTime() + 24 * 3_600_000) };
}

/** The ticket a scan's signed code names, or null when the code is not the site's or not a ticket's current code. */
async function ticketOfScan(db: Db, keyring: TicketKeyring, scan: OfflineScan) {
  const claims = await verifyTicket(keyring, scan.token);
  if (!claims) return null;
  const [ticket] = await db
    .select({ id: tickets.id, secret: tickets.secret, createdAt: tickets.createdAt })
    .from(tickets)
    .where(eq(tickets.secret, scan.token))
    .limit(1);
  return ticket && ticket.id === claims.t ? { ...ticket, visitDate: claims.d } : undefined;
}

function refusalOf(scan: OfflineScan, device: Device, ticket: { createdAt: Date; visitDate: string }, now: Date): Refusal | null {
  const scannedAt = new Date(scan.scannedAt);
  const shift = shiftOf(device);
  if (scannedAt < shift.from || scannedAt >= shift.to || scannedAt.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) return 'outsideShift';
  if (scannedAt < ticket.createdAt) return 'beforePurchase';
  if (scan.decision === 'admitted' && ticket.visitDate !== device.preparedFor) return 'wrongDay';
  return null;
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
    if (!(error instanceof DomainError)) throw error;
  }
}

/**
 * Admits a stored admission: a valid, paid ticket becomes used as of the scan. A ticket that was
 * not good to admit (used, revoked, unpaid) keeps its row as it is; the admission is a conflict,
 * recorded with the first admission's time and staff member as they stood.
 */
async function judgeAdmission(tx: Executor, ticketId: number, scanId: string, scannedAt: Date, staffId: number): Promise<SyncOutcome> {
  const [ticket] = await tx
    .select({ status: tickets.status, redeemedAt: tickets.redeemedAt, redeemedBy: tickets.redeemedBy, orderId: tickets.orderId, paymentStatus: orders.paymentStatus })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.id, ticketId));
  if (!ticket) return 'unknown';
  if (ticket.status === 'valid' && ticket.paymentStatus === 'paid') {
    await tx.update(tickets).set({ status: 'used', redeemedAt: scannedAt, redeemedBy: staffId }).where(eq(tickets.id, ticketId));
    await recordStaffAction(tx, { actorId: staffId, action: 'ticket.redeem', subjectKind: 'ticket', subjectId: ticketId, orderId: ticket.orderId });
    return 'recorded';
  }
  // A ticket used before scans were stored gets its online admission back, so the conflict shows both.
  if (ticket.status === 'used' && ticket.redeemedAt) {
    const [earlier] = await tx
      .select({ id: checkinEvents.id })
      .from(checkinEvents)
      .where(and(eq(checkinEvents.ticketId, ticketId), eq(checkinEvents.decision, 'admitted'), ne(checkinEvents.id, scanId)))
      .limit(1);
    if (!earlier) await recordOnlineAdmission(tx, { ticketId, redeemedAt: ticket.redeemedAt, staffId: ticket.redeemedBy });
  }
  await tx.insert(checkinConflicts).values({ eventId: scanId, ticketId, ticketStatus: ticket.status === 'valid' ? 'unpaid' : ticket.status, firstRedeemedAt: ticket.redeemedAt, firstRedeemedBy: ticket.redeemedBy });
  return 'conflict';
}

async function syncScan(deps: SyncDeps, device: Device, scan: OfflineScan): Promise<SyncResult> {
  const refuse = (refusal: Refusal): SyncResult => ({ id: scan.id, outcome: 'refused', message: t(deps.locale, refusalMessages[refusal]) });
  const ticket = await ticketOfScan(deps.db, deps.keyring, scan);
  if (ticket === null) return refuse('signature');
  if (!ticket) return { id: scan.id, outcome: 'unknown' };
  if (await alreadyStored(deps.db, scan.id)) return { id: scan.id, outcome: 'duplicate' };
  const refusal = refusalOf(scan, device, ticket, deps.now?.() ?? new Date());
  if (refusal) return refuse(refusal);
  const scannedAt = new Date(scan.scannedAt);
  const admitted = scan.decision === 'admitted';
  if (admitted && scan.paidAtCounter) await takeCounterPayment(deps, ticket.secret, scannedAt);
  const outcome = await deps.db.transaction(async (tx): Promise<SyncOutcome> => {
    // The ticket's row lock orders this scan against an online redeem or another device's upload.
    await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticket.id)).for('update');
    const [stored] = await tx
      .insert(checkinEvents)
      .values({
        id: scan.id,
        ticketId: ticket.id,
        deviceId: device.id,
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
  return { id: scan.id, outcome };
}

/** Scans are judged one by one, in the order the device took them. */
export async function syncOfflineScans(deps: SyncDeps, device: Device, scans: OfflineScan[]): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const scan of scans) results.push(await syncScan(deps, device, scan));
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
