/**
 * What every checkout step is given (CheckoutDeps, CheckoutLimits), the row types they pass
 * around, and the helpers all of them use: the localised refusal, status changes checked against
 * the transition table, and the confirmation callback.
 *
 * Concurrency: seats change only by conditional UPDATEs (commerce/inventory.ts) inside the order's
 * transaction, and every later change of an order first locks its row (SELECT … FOR UPDATE) and
 * checks the transition table, so many API instances and replayed notifications stay consistent.
 */
import type { Db } from '../db/client';
import type { orderItems, orders, payments } from '../db/schema';
import { DomainError, type DomainErrorCode } from '../lib/domain-error';
import type { Locale } from '../lib/i18n';
import type { VnpayConfig } from '../payments/vnpay';
import { commerceText, type CommerceMessage } from './messages';
import { assertTransition, type OrderStatus, type PaymentStatus } from './order-state';

/** How long an online order holds its seats while the buyer pays. */
export const HOLD_MINUTES = 15;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface CheckoutDeps {
  db: Db;
  locale: Locale;
  ip: string;
  /** The payment gateway; undefined when the shop takes no online payment. */
  vnpay: VnpayConfig | undefined;
  now?: () => Date;
  /** Called after an order is confirmed (mail with the tickets); errors are only logged. */
  onConfirmed?: (orderId: number) => Promise<void> | void;
  /** Called with a payment's id when it was taken after its order was cancelled (mail: "we will refund you"). */
  onPaidAfterCancellation?: (paymentId: number) => void;
  /**
   * New orders per network address per ORDER_WINDOW_SECONDS (place-order.ts); none or 0: no limit.
   * Counted in the database with each stored order, whatever store the other rate limits use.
   */
  orderLimit?: { perIp: number };
  /** Caps of one order and of unpaid counter seats; none: no caps (counter cutoff at its default). */
  limits?: CheckoutLimits;
}

export interface CheckoutLimits {
  ticketsPerOrder: number;
  /** Unpaid counter tickets per visit date for one phone, one email, one network address. */
  unpaidPerContact: number;
  /** Share (%) of a date's capacity that unpaid counter seats may take. */
  unpaidSharePercent: number;
  /** Minutes after opening on the visit day when unpaid counter orders give their seats back. */
  counterCutoffMinutes: number;
}

/** A refusal in the checkout's own texts (messages.ts), in `locale`. */
export function fail(locale: Locale, code: DomainErrorCode, key: CommerceMessage, params: Record<string, string> = {}): DomainError {
  return new DomainError(code, commerceText(locale, key, params));
}

export function setOrderStatus(order: OrderRow, status: OrderStatus): { status: OrderStatus } {
  if (order.status !== status) assertTransition('order', order.status, status);
  return { status };
}

export function setPaymentStatus(order: OrderRow, paymentStatus: PaymentStatus): { paymentStatus: PaymentStatus } {
  if (order.paymentStatus !== paymentStatus) assertTransition('payment', order.paymentStatus, paymentStatus);
  return { paymentStatus };
}

export async function notifyConfirmed(deps: CheckoutDeps, orderId: number): Promise<void> {
  if (!deps.onConfirmed) return;
  try {
    await deps.onConfirmed(orderId);
  } catch (error) {
    console.error('[checkout] confirmation mail failed', error);
  }
}
