/**
 * The rush's order in one statement. An online order whose tickets are all for one seat row (one
 * ticket type, one date, any audiences) and which has no products is stored with its lines and its
 * payment attempt, and its seats held, by a single statement: the seat row is locked only while
 * PostgreSQL runs it and commits, never across a round trip to this process.
 *
 * When the seats cannot be held, or the idempotency key was taken a moment ago, order_refused()
 * (migration 0023) raises and the statement undoes itself, so no order is stored without its seats
 * and no seats are held without their order. The hold's WHERE names only the seat row: PostgreSQL
 * re-checks it on the row's newest version when another order changed it meanwhile. A refused
 * order takes the general transaction (place-order.ts), which tells a closed day from a full one
 * and gives expired holds back first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Translatable } from '../db/schema';
import type { SeatCount } from './inventory';
import type { NewPayment } from './payment-attempts';

/** The SQLSTATE order_refused() raises. */
const ORDER_REFUSED = 'SR001';

export interface OneStatementOrder {
  code: string;
  userId: number | null;
  total: number;
  contact: { fullName: string; phone: string; email?: string };
  locale: string;
  idempotencyKey: string;
  requestHash: string;
  clientIp: string;
  holdExpiresAt: Date;
  seat: SeatCount;
  title: Translatable;
  lines: { audience: 'adult' | 'child' | 'infant'; quantity: number; unitPrice: number; lineTotal: number }[];
}

export type OneStatementResult = { outcome: 'placed'; orderId: number; payment: NewPayment } | { outcome: 'keyTaken' } | { outcome: 'refused' };

/** The reason order_refused() gave, or undefined when `error` is another error (drizzle wraps the driver's as `cause`). */
function refusalReason(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if ((current as { code?: unknown }).code === ORDER_REFUSED) return current.message.replace(/^order refused: /, '');
  }
  return undefined;
}

export async function placeInOneStatement(db: Db, order: OneStatementOrder): Promise<OneStatementResult> {
  const { seat } = order;
  const lines = sql.join(
    order.lines.map((line) => sql`(${line.audience}::audience, ${line.quantity}::int, ${line.unitPrice}::int, ${line.lineTotal}::int)`),
    sql`, `,
  );
  try {
    const { rows } = await db.execute<{ order_id: number; payment_id: number; provider_ref: string; created_ms: number }>(sql`
      WITH placed AS (
        INSERT INTO orders (code, user_id, payment_method, total_amount, contact_name, contact_phone, contact_email, locale, idempotency_key, request_hash, client_ip, hold_expires_at)
        VALUES (${order.code}, ${order.userId}, 'vnpay', ${order.total}, ${order.contact.fullName}, ${order.contact.phone}, ${order.contact.email ?? null}, ${order.locale},
                ${order.idempotencyKey}, ${order.requestHash}, ${order.clientIp}, ${order.holdExpiresAt.toISOString()}::timestamptz)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id, code, total_amount
      ), hold AS (
        UPDATE ticket_inventory SET held = held + ${seat.seats}
        WHERE ticket_type_id = ${seat.ticketTypeId} AND visit_date = ${seat.visitDate}::date AND closed_reason IS NULL
          AND capacity - held - sold >= ${seat.seats}
        RETURNING 1
      ), order_lines AS (
        INSERT INTO order_items (order_id, kind, ticket_type_id, audience, visit_date, title, quantity, unit_price, line_total)
        SELECT placed.id, 'ticket', ${seat.ticketTypeId}, line.audience, ${seat.visitDate}::date, ${JSON.stringify(order.title)}::jsonb, line.quantity, line.unit_price, line.line_total
        FROM placed CROSS JOIN (VALUES ${lines}) AS line (audience, quantity, unit_price, line_total)
      ), attempt AS (
        INSERT INTO payments (id, order_id, provider, amount, status, provider_ref)
        SELECT drawn.id, placed.id, 'vnpay', placed.total_amount, 'pending', placed.code || '-' || drawn.id
        FROM placed CROSS JOIN LATERAL (SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id) AS drawn
        RETURNING id, order_id, provider_ref, created_at
      )
      SELECT attempt.order_id, attempt.id AS payment_id, attempt.provider_ref, (extract(epoch FROM attempt.created_at) * 1000)::float8 AS created_ms,
             CASE WHEN NOT EXISTS (SELECT 1 FROM placed) THEN order_refused('key taken')
                  WHEN NOT EXISTS (SELECT 1 FROM hold) THEN order_refused('seats') END AS refused
      FROM (SELECT 1) AS one LEFT JOIN attempt ON true`);
    // Both CASE branches raise, so a row that came back has its order and its payment attempt.
    const row = rows[0]!;
    return {
      outcome: 'placed',
      orderId: Number(row.order_id),
      payment: { id: Number(row.payment_id), providerRef: row.provider_ref, amount: order.total, createdAt: new Date(Number(row.created_ms)) },
    };
  } catch (error) {
    const reason = refusalReason(error);
    if (reason === undefined) throw error;
    return { outcome: reason === 'key taken' ? 'keyTaken' : 'refused' };
  }
}
