/** An order's online payment attempts: opening one, and the VNPay URL that pays the open one. */
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../db/schema';
import { paymentUrl } from '../payments/vnpay';
import { HOLD_MINUTES, type CheckoutDeps, type Executor, type OrderRow, type PaymentRow, type Tx } from './checkout-deps';

/** The gateway URL of the order's open attempt; none once the order is no longer waiting for an online payment. */
export async function redirectFor(executor: Executor, deps: CheckoutDeps, order: OrderRow): Promise<string | undefined> {
  if (!awaitsOnlinePayment(deps, order)) return undefined;
  const [payment] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return payment ? paymentRedirect(deps, order, payment) : undefined;
}

function awaitsOnlinePayment(deps: CheckoutDeps, order: OrderRow): boolean {
  return !!deps.vnpay && order.paymentMethod === 'vnpay' && order.status === 'pending' && order.paymentStatus === 'pending';
}

/** What a new attempt's gateway URL is made of. */
export type NewPayment = Pick<PaymentRow, 'id' | 'providerRef' | 'amount' | 'createdAt'>;

/** The gateway URL that pays `payment`, an open attempt of `order`. */
export function paymentRedirect(deps: CheckoutDeps, order: OrderRow, payment: Omit<NewPayment, 'id'>): string | undefined {
  if (!deps.vnpay || !awaitsOnlinePayment(deps, order) || !payment.providerRef) return undefined;
  return paymentUrl(deps.vnpay, {
    txnRef: payment.providerRef,
    amount: payment.amount,
    orderInfo: `Thanh toan don hang ${order.code}`,
    ipAddr: deps.ip,
    locale: order.locale === 'en' ? 'en' : 'vi',
    createdAt: payment.createdAt,
    expiresAt: order.holdExpiresAt ?? new Date(payment.createdAt.getTime() + HOLD_MINUTES * 60_000),
  });
}

/**
 * Opens an attempt; its reference (code-id) is what the gateway echoes back. One statement: the
 * id is drawn first, so the row is stored with its reference.
 */
export async function newPayment(tx: Tx, order: OrderRow, amount: number): Promise<NewPayment> {
  const { rows } = await tx.execute<{ id: number; provider_ref: string; created_ms: number }>(sql`
    WITH drawn AS (SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id)
    INSERT INTO payments (id, order_id, provider, amount, status, provider_ref)
    SELECT id, ${order.id}, 'vnpay', ${amount}, 'pending', ${order.code} || '-' || id FROM drawn
    RETURNING id, provider_ref, (extract(epoch from created_at) * 1000)::float8 AS created_ms`);
  const row = rows[0]!;
  return { id: row.id, providerRef: row.provider_ref, amount, createdAt: new Date(Number(row.created_ms)) };
}
