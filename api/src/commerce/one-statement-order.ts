/**
 * The rush's order in one statement. An online order whose tickets are all for one seat row (one
 * ticket type, one date, any audiences) and which has no products is stored with its lines and its
 * payment attempt, its seats held and its network address counted, by a single prepared call of
 * place_online_order() (migration 0025): the seat row is locked only while PostgreSQL runs the
 * call's last step and commits, never across a round trip to this process.
 *
 * The call refuses as a whole through order_refused() (migration 0023), which raises and so undoes
 * everything it wrote: when the key was taken before, when the address has placed its allowance of
 * orders (the count is only kept with a stored order, so a replay or a refused order never
 * counts), when a unit price it was given is no longer the listed one or the type is no longer sold
 * (its prices may come from a recent list, see order-pricing.ts), and when the seats are not there.
 * It takes its rows in the lock order of every order: the address's counter, the key, then the
 * seat row. A refusal for seats takes the general transaction (place-order.ts), which tells a
 * closed day from a full one and gives expired holds back first.
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

/** The call that stores the order (migration 0025), prepared once per connection. */
const PLACE_ORDER_SQL = `SELECT * FROM place_online_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12, $13::date, $14, $15::jsonb, $16::text[], $17::int[], $18::int[], $19::int[], $20, $21, $22)`;

export async function placeInOneStatement(db: Db, order: OneStatementOrder): Promise<OneStatementResult> {
  const { seat, lines, addressLimit } = order;
  try {
    const [row] = await namedStatement<{ placed_order: number; placed_payment: number; payment_ref: string; payment_created_ms: number }>(db, 'place_online_order', PLACE_ORDER_SQL, [
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
    // Every refusal raises, so a row that came back has its order and its payment attempt.
    return {
      outcome: 'placed',
      orderId: Number(row!.placed_order),
      payment: { id: Number(row!.placed_payment), providerRef: row!.payment_ref, amount: order.total, createdAt: new Date(Number(row!.payment_created_ms)) },
    };
  } catch (error) {
    const outcome = OUTCOME_OF_REASON[refusalReason(error) ?? ''];
    if (!outcome) throw error;
    return { outcome };
  }
}
