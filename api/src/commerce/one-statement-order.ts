/**
 * The rush's order in one statement. An online order whose tickets are all for one seat row (one
 * ticket type, one date, any audiences) and which has no products is stored with its lines and its
 * payment attempt, its seats held and its network address counted, by a single prepared statement:
 * the seat row is locked only while PostgreSQL runs it and commits, never across a round trip to
 * this process.
 *
 * The statement refuses as a whole through order_refused() (migration 0023), which raises and so
 * undoes everything it wrote: when the key was taken before, when the address has placed its
 * allowance of orders (the count, migration 0024, is only kept with a stored order, so a replay or
 * a refused order never counts), when a unit price it was given is no longer the listed one or the
 * type is no longer sold (its prices may come from a recent list, see order-pricing.ts), and when
 * the seats are not there. It takes its rows in the lock order of every order: the address's
 * counter, the key, then the seat row, and writes the hold last of all (the final SELECT reads the
 * other writes first), so the row is locked only from that UPDATE to the commit. The hold's WHERE
 * names only the seat row: PostgreSQL re-checks it on the row's newest version when another order
 * changed it meanwhile. A refusal for seats takes the general transaction
 * (place-order.ts), which tells a closed day from a full one and gives expired holds back first.
 */
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import type { Db } from '../db/client';
import { namedStatement } from '../db/prepared';
import type { Translatable } from '../db/schema';
import type { SeatCount } from './inventory';
import type { NewPayment } from './payment-attempts';

/** The SQLSTATE order_refused() raises. */
const ORDER_REFUSED = 'SR001';

/** Whether an order may be stored by the one statement, from its request alone: online, tickets of one type and one date, nothing else. */
export function fitsOneStatement(input: PlaceOrderInput): boolean {
  if (input.paymentMethod !== 'vnpay') return false;
  const [first, ...rest] = input.items;
  return first?.kind === 'ticket' && rest.every((line) => line.kind === 'ticket' && line.ticketSlug === first.ticketSlug && line.visitDate === first.visitDate);
}

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
  /** The address's counter in rate_limits and its allowance per window; none: not counted. */
  addressLimit?: { key: string; perWindow: number; windowSeconds: number };
}

type Refusal = 'keyTaken' | 'tooManyOrders' | 'pricesChanged' | 'seatsRefused';

export type OneStatementResult = { outcome: 'placed'; orderId: number; payment: NewPayment } | { outcome: Refusal };

const OUTCOME_OF_REASON: Record<string, Refusal> = {
  'key taken': 'keyTaken',
  'too many orders': 'tooManyOrders',
  'prices changed': 'pricesChanged',
  seats: 'seatsRefused',
};

/** The reason order_refused() gave, or undefined when `error` is another error. */
function refusalReason(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if ((current as { code?: unknown }).code === ORDER_REFUSED) return current.message.replace(/^order refused: /, '');
  }
  return undefined;
}

/**
 * $1–$11 the order, $12–$15 its seat row, seats and title, $16–$19 its lines as arrays, $20–$22 the
 * address's counter key, allowance (0: not counted) and window.
 */
const PLACE_ORDER_SQL = `
WITH counted AS (
  SELECT hit.hits FROM (SELECT 1 WHERE $21::int > 0) AS counting CROSS JOIN LATERAL rate_limit_hit($20, $22) AS hit
), allowed AS (
  SELECT $21::int = 0 OR (SELECT hits FROM counted) <= $21::int AS yes
), listed AS (
  SELECT coalesce((SELECT is_active FROM ticket_types WHERE id = $12), false)
     AND coalesce(bool_and(CASE WHEN line.audience = 'infant' THEN line.unit_price = 0 ELSE line.unit_price = price.price END), false) AS yes
  FROM unnest($16::text[]::audience[], $18::int[]) AS line (audience, unit_price)
  LEFT JOIN ticket_prices AS price ON price.ticket_type_id = $12 AND price.audience = line.audience
), placed AS (
  INSERT INTO orders (code, user_id, payment_method, total_amount, contact_name, contact_phone, contact_email, locale, idempotency_key, request_hash, client_ip, hold_expires_at)
  SELECT $1, $2, 'vnpay', $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz WHERE (SELECT yes FROM allowed)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, code, total_amount
), hold AS (
  UPDATE ticket_inventory SET held = held + $14
  WHERE ticket_type_id = $12 AND visit_date = $13::date AND closed_reason IS NULL
    AND capacity - held - sold >= $14
    AND EXISTS (SELECT 1 FROM placed) AND (SELECT yes FROM listed)
  RETURNING 1
), order_lines AS (
  INSERT INTO order_items (order_id, kind, ticket_type_id, audience, visit_date, title, quantity, unit_price, line_total)
  SELECT placed.id, 'ticket', $12, line.audience, $13::date, $15::jsonb, line.quantity, line.unit_price, line.line_total
  FROM placed CROSS JOIN unnest($16::text[]::audience[], $17::int[], $18::int[], $19::int[]) AS line (audience, quantity, unit_price, line_total)
  RETURNING 1
), attempt AS (
  INSERT INTO payments (id, order_id, provider, amount, status, provider_ref)
  SELECT drawn.id, placed.id, 'vnpay', placed.total_amount, 'pending', placed.code || '-' || drawn.id
  FROM placed CROSS JOIN LATERAL (SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id) AS drawn
  RETURNING id, order_id, provider_ref, created_at
)
SELECT attempt.order_id, attempt.id AS payment_id, attempt.provider_ref, (extract(epoch FROM attempt.created_at) * 1000)::float8 AS created_ms,
       CASE WHEN NOT (SELECT yes FROM allowed) THEN order_refused('too many orders')
            WHEN NOT EXISTS (SELECT 1 FROM placed) THEN order_refused('key taken')
            WHEN NOT (SELECT yes FROM listed) THEN order_refused('prices changed')
            WHEN NOT EXISTS (SELECT 1 FROM hold) THEN order_refused('seats') END AS refused
FROM (SELECT 1) AS one LEFT JOIN attempt ON true CROSS JOIN (SELECT count(*) FROM order_lines) AS stored_lines`;

export async function placeInOneStatement(db: Db, order: OneStatementOrder): Promise<OneStatementResult> {
  const { seat, lines, addressLimit } = order;
  try {
    const [row] = await namedStatement<{ order_id: number; payment_id: number; provider_ref: string; created_ms: number }>(db, 'place_order_in_one_statement', PLACE_ORDER_SQL, [
      order.code,
      order.userId,
      order.total,
      order.contact.fullName,
      order.contact.phone,
      order.contact.email ?? null,
      order.locale,
      order.idempotencyKey,
      order.requestHash,
      order.clientIp,
      order.holdExpiresAt.toISOString(),
      seat.ticketTypeId,
      seat.visitDate,
      seat.seats,
      JSON.stringify(order.title),
      lines.map((line) => line.audience),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unitPrice),
      lines.map((line) => line.lineTotal),
      addressLimit?.key ?? '',
      addressLimit?.perWindow ?? 0,
      addressLimit?.windowSeconds ?? 0,
    ]);
    // Every CASE branch raises, so a row that came back has its order and its payment attempt.
    return {
      outcome: 'placed',
      orderId: Number(row!.order_id),
      payment: { id: Number(row!.payment_id), providerRef: row!.provider_ref, amount: order.total, createdAt: new Date(Number(row!.created_ms)) },
    };
  } catch (error) {
    const outcome = OUTCOME_OF_REASON[refusalReason(error) ?? ''];
    if (!outcome) throw error;
    return { outcome };
  }
}
