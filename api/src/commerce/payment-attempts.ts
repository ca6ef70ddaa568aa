/** An order's online payment attempts: opening one, and the VNPay URL that pays the open one. */
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../db/schema';
import { paymentUrl } from '../payments/vnpay';
import { HOLD_MINUTES, type CheckoutDeps, type Executor, type OrderRow, type Tx } from './checkout-deps';

/** The gateway URL of the order's open attempt; none once the order is no longer waiting for an online payment. */
export async function redirectFor(executor: Executor, deps: CheckoutDeps, order: OrderRow): Promise<string | undefined> {
  if (!deps.vnpay || order.paymentMethod !== 'vnpay' || order.status !== 'pending' || order.paymentStatus !== 'pending') return undefined;
  const [payment] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  if (!payment?.providerRef) return undefined;
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

/** Opens an attempt; its reference (code-id) is what the gateway echoes back. */
export async function newPayment(tx: Tx, order: OrderRow, amount: number): Promise<void> {
  const [payment] = await tx.insert(payments).values({ orderId: order.id, provider: 'vnpay', amount, status: 'pending' }).returning({ id: payments.id });
  await tx.update(payments).set({ providerRef: `${order.code}-${payment!.id}` }).where(eq(payments.id, payment!.id));
}
