/**
 * The console's reports, summed by the database (one aggregate query per table, never rows
 * summed in JavaScript). Days are Vietnam calendar days: a range's bounds become the instants
 * 00:00 in Vietnam (UTC+7, no daylight saving), so the timestamps' own indexes can bound the scan,
 * and a row's day is its instant shifted by seven hours.
 *
 * Definitions, the same in the console, the CSV and the tests:
 * - Sales are money received: payments the gateway captured or staff took at the counter (status
 *   paid, or refunded later: the money did come in that day, and its refund is reported on the
 *   refund's own day), dated by the payment's record, which is when it was opened (a VNPay payment
 *   is opened at checkout and captured within the seat hold) or taken (at the counter). Paying
 *   dates the money, not the visit date, because that is the day it reaches the account and what
 *   bookkeeping compares with the gateway's statement. Unpaid, expired and cancelled-before-paying
 *   orders never had a paid payment, so they add nothing; there is no "test order" in the schema
 *   (the sandbox gateway is not enabled in production), so nothing else is left out.
 * - Admissions count each ticket once, at its first admission (the day and gate it came in
 *   through): a second scan of the same ticket (an offline conflict) is not a second visitor.
 *   A scan without a prepared device has no gate and counts as "online", as in the gate report.
 * - Refunds are money given back: refund requests staff completed (done, with the amount that went
 *   back), dated by the completion recorded in the staff log. A cancellation of an unpaid order
 *   gives nothing back and is not a refund.
 */
import { sql } from 'drizzle-orm';
import type { ReportRange } from '@storefront/shared/contracts/reports';
import type { Db } from '../db/client';
import type { Translatable } from '../db/schema';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET = '+07:00';

/** The instants a range of Vietnam days covers: [start, end). */
export function rangeInstants(range: ReportRange): { start: string; end: string } {
  const start = new Date(`${range.from}T00:00:00${VIETNAM_OFFSET}`);
  const end = new Date(new Date(`${range.to}T00:00:00${VIETNAM_OFFSET}`).getTime() + DAY_MS);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** A timestamptz column's Vietnam calendar day, as YYYY-MM-DD text. */
const vietnamDay = (column: string) => sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`);

export interface SalesDay {
  date: string;
  orders: number;
  amount: number;
}
export interface SalesItem {
  kind: 'ticket' | 'product';
  /** The ticket type's or product's id; the name is today's, the sale's own title may have differed. */
  id: number;
  name: Translatable;
  quantity: number;
  amount: number;
}
export interface SalesReport {
  days: SalesDay[];
  items: SalesItem[];
  total: { orders: number; amount: number };
}

export async function salesReport(db: Db, range: ReportRange): Promise<SalesReport> {
  const { start, end } = rangeInstants(range);
  const received = sql`p.status IN ('paid', 'refunded') AND p.created_at >= ${start}::timestamptz AND p.created_at < ${end}::timestamptz`;
  const [days, items] = await Promise.all([
    db.execute<{ date: string; orders: number; amount: string }>(sql`
      SELECT ${vietnamDay('p.created_at')} AS date, count(DISTINCT p.order_id)::int AS orders, sum(p.amount)::bigint AS amount
      FROM payments p
      WHERE ${received}
      GROUP BY 1
      ORDER BY 1`),
    db.execute<{ kind: 'ticket' | 'product'; id: number; name: Translatable; quantity: string; amount: string }>(sql`
      SELECT sold.kind, sold.id, coalesce(tt.name, pr.name) AS name, sold.quantity, sold.amount
      FROM (
        SELECT i.kind, coalesce(i.ticket_type_id, v.product_id) AS id, sum(i.quantity)::bigint AS quantity, sum(i.line_total)::bigint AS amount
        FROM payments p
        JOIN order_items i ON i.order_id = p.order_id
        LEFT JOIN product_variants v ON v.id = i.product_variant_id
        WHERE ${received}
        GROUP BY 1, 2
      ) AS sold
      LEFT JOIN ticket_types tt ON sold.kind = 'ticket' AND tt.id = sold.id
      LEFT JOIN products pr ON sold.kind = 'product' AND pr.id = sold.id
      ORDER BY sold.kind DESC, sold.amount DESC, sold.id`),
  ]);
  const dayRows = days.rows.map((row) => ({ date: row.date, orders: Number(row.orders), amount: Number(row.amount) }));
  return {
    days: dayRows,
    items: items.rows.map((row) => ({ kind: row.kind, id: Number(row.id), name: row.name ?? { vi: '' }, quantity: Number(row.quantity), amount: Number(row.amount) })),
    total: { orders: dayRows.reduce((sum, row) => sum + row.orders, 0), amount: dayRows.reduce((sum, row) => sum + row.amount, 0) },
  };
}

export interface AdmissionRow {
  date: string;
  gate: string;
  admitted: number;
}
export interface VisitorsReport {
  /** One row per day and gate. */
  rows: AdmissionRow[];
  /** Per day, all gates together (what the chart draws). */
  days: { date: string; admitted: number }[];
  total: number;
}

export async function visitorsReport(db: Db, range: ReportRange): Promise<VisitorsReport> {
  const { start, end } = rangeInstants(range);
  // The first admission of each ticket: an earlier admitted scan of the same ticket (found through
  // checkin_events_ticket_idx) makes a later one a repeat. Tickets used before scans were stored
  // have no event and count at their redemption, as in the gate report.
  const result = await db.execute<{ date: string; gate: string; admitted: number }>(sql`
    SELECT date, gate, count(*)::int AS admitted
    FROM (
      SELECT ${vietnamDay('e.scanned_at')} AS date, coalesce(e.gate, 'online') AS gate
      FROM checkin_events e
      WHERE e.decision = 'admitted' AND e.scanned_at >= ${start}::timestamptz AND e.scanned_at < ${end}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM checkin_events earlier
          WHERE earlier.ticket_id = e.ticket_id AND earlier.decision = 'admitted'
            AND (earlier.scanned_at, earlier.received_at, earlier.id) < (e.scanned_at, e.received_at, e.id)
        )
      UNION ALL
      SELECT ${vietnamDay('t.redeemed_at')}, 'online'
      FROM tickets t
      WHERE t.status = 'used' AND t.redeemed_at >= ${start}::timestamptz AND t.redeemed_at < ${end}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM checkin_events e WHERE e.ticket_id = t.id AND e.decision = 'admitted')
    ) AS admissions
    GROUP BY date, gate
    ORDER BY date, gate`);
  const rows = result.rows.map((row) => ({ date: row.date, gate: row.gate, admitted: Number(row.admitted) }));
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.date, (perDay.get(row.date) ?? 0) + row.admitted);
  return { rows, days: [...perDay].map(([date, admitted]) => ({ date, admitted })), total: rows.reduce((sum, row) => sum + row.admitted, 0) };
}

export interface RefundDay {
  date: string;
  refunds: number;
  amount: number;
}
export interface RefundsReport {
  days: RefundDay[];
  total: { refunds: number; amount: number };
}

export async function refundsReport(db: Db, range: ReportRange): Promise<RefundsReport> {
  const { start, end } = rangeInstants(range);
  // A done refund's completion is the refund.complete entry written in the same transaction: the
  // first one for its order at or after the request (an order refunded twice has two of each).
  const result = await db.execute<{ date: string; refunds: number; amount: string }>(sql`
    SELECT ${vietnamDay('done.completed_at')} AS date, count(*)::int AS refunds, sum(done.amount)::bigint AS amount
    FROM (
      SELECT r.amount,
             (SELECT min(a.created_at) FROM staff_actions a
              WHERE a.order_id = r.order_id AND a.action = 'refund.complete' AND a.created_at >= r.created_at) AS completed_at
      FROM order_requests r
      -- Completed after it was asked for: a request made after the range cannot fall in it.
      WHERE r.kind = 'refund' AND r.status = 'done' AND r.amount IS NOT NULL AND r.created_at < ${end}::timestamptz
    ) AS done
    WHERE done.completed_at >= ${start}::timestamptz AND done.completed_at < ${end}::timestamptz
    GROUP BY 1
    ORDER BY 1`);
  const days = result.rows.map((row) => ({ date: row.date, refunds: Number(row.refunds), amount: Number(row.amount) }));
  return { days, total: { refunds: days.reduce((sum, row) => sum + row.refunds, 0), amount: days.reduce((sum, row) => sum + row.amount, 0) } };
}
