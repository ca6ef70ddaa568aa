/**
 * What staff read back about admissions: the tickets admitted more than once (or admitted while
 * not good to admit), with every admission's device, gate and times, and the entries per gate.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkinDevices, checkinEvents, orders, tickets } from '../db/schema';

export async function listConflicts(db: Db, filter: { date?: string }, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(checkinEvents.decision, 'admitted')];
  if (filter.date) conditions.push(eq(tickets.visitDate, filter.date));
  const conflicting = db
    .select({ ticketId: checkinEvents.ticketId, lastReceivedAt: sql<Date>`max(${checkinEvents.receivedAt})`.as('last_received_at') })
    .from(checkinEvents)
    .innerJoin(tickets, eq(tickets.id, checkinEvents.ticketId))
    .where(and(...conditions))
    .groupBy(checkinEvents.ticketId, tickets.status)
    .having(sql`count(*) > 1 or ${tickets.status} <> 'used'`)
    .as('conflicting');
  const [rows, [count]] = await Promise.all([
    db
      .select({ ticketId: conflicting.ticketId, status: tickets.status, orderCode: orders.code })
      .from(conflicting)
      .innerJoin(tickets, eq(tickets.id, conflicting.ticketId))
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .orderBy(desc(conflicting.lastReceivedAt), desc(conflicting.ticketId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(conflicting),
  ]);
  const admissions = rows.length
    ? await db
        .select({
          ticketId: checkinEvents.ticketId,
          deviceName: checkinDevices.name,
          gate: checkinEvents.gate,
          scannedAt: checkinEvents.scannedAt,
          receivedAt: checkinEvents.receivedAt,
          source: checkinEvents.source,
        })
        .from(checkinEvents)
        .leftJoin(checkinDevices, eq(checkinDevices.id, checkinEvents.deviceId))
        .where(and(inArray(checkinEvents.ticketId, rows.map((row) => row.ticketId)), eq(checkinEvents.decision, 'admitted')))
        .orderBy(asc(checkinEvents.scannedAt), asc(checkinEvents.receivedAt), asc(checkinEvents.id))
    : [];
  const items = rows.map((row) => ({
    ...row,
    admissions: admissions
      .filter((admission) => admission.ticketId === row.ticketId)
      .map(({ ticketId: _ticketId, scannedAt, receivedAt, ...admission }) => ({ ...admission, scannedAt: scannedAt.toISOString(), receivedAt: receivedAt.toISOString() })),
  }));
  return { items, total: count?.total ?? 0 };
}

/**
 * Entries per gate for a visit date. An online scan without a prepared device, and a ticket used
 * before scans were stored, count under "online". `conflicts` are admissions that arrived when the
 * ticket was no longer good to admit (kept in checkin_conflicts beside the first admission).
 */
export async function gateReport(db: Db, date: string) {
  const result = await db.execute<{ gate: string; admitted: number; conflicts: number; rejected: number }>(sql`
    SELECT gate,
           count(*) FILTER (WHERE decision = 'admitted')::int AS admitted,
           count(*) FILTER (WHERE conflict)::int AS conflicts,
           count(*) FILTER (WHERE decision = 'rejected')::int AS rejected
    FROM (
      SELECT coalesce(e.gate, 'online') AS gate, e.decision,
             EXISTS (SELECT 1 FROM checkin_conflicts c WHERE c.event_id = e.id) AS conflict
      FROM checkin_events e JOIN tickets t ON t.id = e.ticket_id
      WHERE t.visit_date = ${date}::date
      UNION ALL
      SELECT 'online', 'admitted', false FROM tickets t
      WHERE t.visit_date = ${date}::date AND t.status = 'used'
        AND NOT EXISTS (SELECT 1 FROM checkin_events e WHERE e.ticket_id = t.id AND e.decision = 'admitted')
    ) AS scans
    GROUP BY gate
    ORDER BY gate`);
  return { date, gates: result.rows.map((row) => ({ gate: row.gate, admitted: Number(row.admitted), conflicts: Number(row.conflicts), rejected: Number(row.rejected) })) };
}
