/**
 * Seat holds on ticket_inventory. Each change is one conditional UPDATE, so concurrent buyers on
 * any number of API instances can never take more seats than the capacity (the row's CHECK
 * constraint backs this up). Call inside the order transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Translatable } from '../db/schema';

type Executor = Pick<Db, 'execute'>;

/** Creates the day's row from the ticket type's default capacity if it does not exist yet. */
export async function ensureInventoryRow(db: Executor, ticketTypeId: number, visitDate: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ticket_inventory (ticket_type_id, visit_date, capacity)
    SELECT id, ${visitDate}::date, default_daily_capacity FROM ticket_types WHERE id = ${ticketTypeId}
    ON CONFLICT DO NOTHING`);
}

/**
 * Holds `seats` seats; false when fewer remain or the day is closed (see `closedReason`). The
 * day's row is made only when the UPDATE found none, so a day already on sale costs one statement.
 */
export async function holdSeats(db: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<boolean> {
  const hold = () =>
    db.execute(sql`
      UPDATE ticket_inventory SET held = held + ${seats}
      WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date AND closed_reason IS NULL AND capacity - held - sold >= ${seats}
      RETURNING held`);
  if ((await hold()).rows.length === 1) return true;
  // Made here or, a moment ago, by a concurrent order: either way the row is there to try again.
  await ensureInventoryRow(db, ticketTypeId, visitDate);
  return (await hold()).rows.length === 1;
}

/** Why the day is closed, or null when it is open: tells a refused hold's closed day from a full one. */
export async function closedReason(db: Executor, ticketTypeId: number, visitDate: string): Promise<Translatable | null> {
  const result = await db.execute<{ closed_reason: Translatable | null }>(sql`
    SELECT closed_reason FROM ticket_inventory WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
  return result.rows[0]?.closed_reason ?? null;
}

/** Payment confirmed: held seats become sold. */
export async function confirmSeats(db: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<void> {
  await db.execute(sql`
    UPDATE ticket_inventory SET held = held - ${seats}, sold = sold + ${seats}
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
}

/** Expiry or cancellation: held seats go back on sale. */
export async function releaseSeats(db: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<void> {
  await db.execute(sql`
    UPDATE ticket_inventory SET held = greatest(held - ${seats}, 0)
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
}

/**
 * Counter order: `seats` just sold stay unpaid until the gate. Refused (false) when the unpaid
 * seats of the row would pass `sharePercent` of its capacity, so unpaid orders cannot take a day.
 */
export async function markSeatsUnpaid(db: Executor, ticketTypeId: number, visitDate: string, seats: number, sharePercent: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE ticket_inventory SET unpaid = unpaid + ${seats}
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date AND (unpaid + ${seats}) * 100 <= capacity * ${sharePercent}
    RETURNING unpaid`);
  return result.rows.length === 1;
}

/** Paid at the gate: the seats stay sold, no longer unpaid. */
export async function markSeatsPaid(db: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<void> {
  await db.execute(sql`
    UPDATE ticket_inventory SET unpaid = greatest(unpaid - ${seats}, 0)
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
}

/** An unpaid counter order is cancelled: its seats go back on sale and stop counting as unpaid. */
export async function unsellUnpaidSeats(db: Executor, ticketTypeId: number, visitDate: string, seats: number): Promise<void> {
  await db.execute(sql`
    UPDATE ticket_inventory SET sold = greatest(sold - ${seats}, 0), unpaid = greatest(unpaid - ${seats}, 0)
    WHERE ticket_type_id = ${ticketTypeId} AND visit_date = ${visitDate}::date`);
}

export interface SeatCount {
  ticketTypeId: number;
  visitDate: string;
  seats: number;
}

/**
 * Seat rows in the one order every transaction locks them in: ticket type, then date. Two
 * transactions that take each other's rows in opposite orders would wait on each other forever
 * (PostgreSQL then kills one with a deadlock); in one global order one simply waits its turn.
 * The same row counted twice is merged.
 */
export function seatsInLockOrder(counts: Iterable<SeatCount>): SeatCount[] {
  const merged = new Map<string, SeatCount>();
  for (const count of counts) {
    const key = `${count.ticketTypeId}|${count.visitDate}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, seats: seen.seats + count.seats } : { ...count });
  }
  return [...merged.values()].sort((a, b) => a.ticketTypeId - b.ticketTypeId || (a.visitDate < b.visitDate ? -1 : a.visitDate > b.visitDate ? 1 : 0));
}
