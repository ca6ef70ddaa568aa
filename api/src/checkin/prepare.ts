/**
 * What a scanner downloads before a shift, so it can judge the day's tickets without the network:
 * the keys that verify the signed codes, which of the day's tickets are revoked or used, and a
 * short list to show with each ticket. Tickets are named by their id, which a signed code carries
 * as `t`; the only personal data is the holder's first name. Nothing on the list opens an order:
 * no order code and no contact, and the tickets of one order share only a number that means
 * something within this list (so paying one at the gate marks its companions paid on the device).
 */
import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkinDevices, orders, tickets, ticketTypes } from '../db/schema';
import { isAwaitingCounterPayment } from '../commerce/counter-rules';
import { pick, type Locale } from '../lib/i18n';
import { publishedTicketKeys } from '../tickets/jwks';
import type { TicketKeyring } from '../tickets/keys';

/**
 * The most tickets one preparation lists: well above a day's capacity, so the download stays a
 * few hundred kilobytes. Revoked tickets come first, so a cut list still carries every revocation.
 */
export const MAX_PREPARED_TICKETS = 10_000;

export interface PrepareRequest {
  date: string;
  deviceName: string;
  gate: string;
  deviceId?: string;
}

/**
 * The device is (re)named for this shift and bound to the staff member preparing it. A device id
 * another staff member prepared is not taken over: the device gets a new id, so nobody can upload
 * scans under someone else's device. Preparing again for the same day keeps the shift's start.
 */
async function registerDevice(db: Db, request: PrepareRequest, staffId: number, now: Date): Promise<string> {
  const shift = { name: request.deviceName, gate: request.gate, preparedFor: request.date, preparedAt: now, preparedBy: staffId };
  const [device] = await db
    .insert(checkinDevices)
    .values({ id: request.deviceId ?? randomUUID(), ...shift, shiftStartsAt: now })
    .onConflictDoUpdate({
      target: checkinDevices.id,
      set: {
        ...shift,
        shiftStartsAt: sql`CASE WHEN ${checkinDevices.preparedFor} = excluded.prepared_for THEN ${checkinDevices.shiftStartsAt} ELSE excluded.shift_starts_at END`,
      },
      setWhere: eq(checkinDevices.preparedBy, staffId),
    })
    .returning({ id: checkinDevices.id });
  return device ? device.id : registerDevice(db, { ...request, deviceId: undefined }, staffId, now);
}

/** The holder's first word only: enough for staff to greet them, nothing to contact them by. */
function firstName(contactName: string): string {
  return contactName.trim().split(/\s+/)[0] ?? '';
}

async function ticketsOfDay(db: Db, date: string) {
  return db
    .select({
      id: tickets.id,
      ticketTypeId: tickets.ticketTypeId,
      audience: tickets.audience,
      status: tickets.status,
      orderId: tickets.orderId,
      contactName: orders.contactName,
      paymentMethod: orders.paymentMethod,
      orderStatus: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.visitDate, date))
    .orderBy(desc(sql`${tickets.status} = 'void'`), asc(tickets.id))
    .limit(MAX_PREPARED_TICKETS + 1);
}

export async function prepareDevice(db: Db, keyring: TicketKeyring, request: PrepareRequest, staffId: number, locale: Locale) {
  const preparedAt = new Date();
  const deviceId = await registerDevice(db, request, staffId, preparedAt);
  const [keys, rows, types] = await Promise.all([
    // Keys that signed any ticket for this date or later, with the current signing key.
    publishedTicketKeys(db, keyring, request.date),
    ticketsOfDay(db, request.date),
    db.select({ id: ticketTypes.id, name: ticketTypes.name }).from(ticketTypes).orderBy(asc(ticketTypes.id)),
  ]);
  const listed = rows.slice(0, MAX_PREPARED_TICKETS);
  const groups = new Map<number, number>();
  const groupOf = (orderId: number) => groups.get(orderId) ?? groups.set(orderId, groups.size + 1).get(orderId)!;
  return {
    deviceId,
    date: request.date,
    gate: request.gate,
    preparedAt: preparedAt.toISOString(),
    jwks: keys,
    ticketTypes: types.map((type) => ({ id: type.id, name: pick(type.name, locale) })),
    revoked: listed.filter((row) => row.status === 'void').map((row) => row.id),
    used: listed.filter((row) => row.status === 'used').map((row) => row.id),
    tickets: listed.map((row) => ({
      id: row.id,
      ticketTypeId: row.ticketTypeId,
      audience: row.audience,
      status: row.status,
      /** The tickets bought together share it; it is this list's own number, not the order's. */
      group: groupOf(row.orderId),
      paid: row.paymentStatus === 'paid',
      /** "To be paid" at the gate, for the whole order, before anyone of it is admitted. */
      amountDue: isAwaitingCounterPayment({ paymentMethod: row.paymentMethod, status: row.orderStatus, paymentStatus: row.paymentStatus }) ? row.totalAmount : null,
      firstName: firstName(row.contactName),
    })),
    /** False when the day has more tickets than one preparation lists. */
    complete: rows.length <= MAX_PREPARED_TICKETS,
  };
}
