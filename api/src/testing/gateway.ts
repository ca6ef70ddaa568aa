/** Paying an order in tests the way VNPay does: a signed success notice for its pending payment. */
import { and, eq } from 'drizzle-orm';
import type { CheckoutDeps } from '../commerce/checkout-deps';
import { handleVnpayResult } from '../commerce/payment-results';
import { orders, payments } from '../db/schema';
import { sign, type VnpParams } from '../payments/vnpay';

let transactions = 0;

/** Sends the gateway's success notice for the order's pending payment and expects it accepted ('00'). */
export async function payThroughGateway(deps: CheckoutDeps, orderCode: string): Promise<void> {
  const vnpay = deps.vnpay;
  if (!vnpay) throw new Error('payThroughGateway needs a gateway in deps');
  const [payment] = await deps.db
    .select({ amount: payments.amount, providerRef: payments.providerRef })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.code, orderCode), eq(payments.status, 'pending')));
  if (!payment) throw new Error(`order ${orderCode} has no pending payment`);
  transactions += 1;
  const params: VnpParams = {
    vnp_TmnCode: vnpay.tmnCode,
    vnp_Amount: String(payment.amount * 100),
    vnp_ResponseCode: '00',
    vnp_TransactionNo: String(10_000_000 + transactions),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: payment.providerRef!,
  };
  const answer = await handleVnpayResult(deps, { ...params, vnp_SecureHash: sign(params, vnpay.hashSecret) });
  if (answer.RspCode !== '00') throw new Error(`the gateway's notice for ${orderCode} was answered ${answer.RspCode}`);
}
