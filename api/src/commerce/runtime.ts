/**
 * Settings of the payment gateway and the mail from the environment, read once per process.
 * Without a gateway setting the shop takes no online payment; PAYMENT_SANDBOX=1 (npm start, tests)
 * selects the embedded sandbox gateway. Without SMTP_URL mail goes to the .eml outbox.
 */
import path from 'node:path';
import { DEFAULT_CHECKOUT_LIMITS, DEFAULT_ORDER_LIMIT_PER_IP, parseEnv, repoRoot } from '../env';
import type { Db } from '../db/client';
import { vnpayConfig, type GatewaySettings, type VnpayConfig } from '../payments/vnpay';
import { sendLatePaymentNotice, sendOrderConfirmation, sendRefundNotice } from './order-mails';
import type { MailSettings } from '../mail/delivery';
import type { CheckoutLimits } from './checkout-deps';
import { mailInBackground } from '../lib/mail-in-background';

interface CommerceEnv extends GatewaySettings {
  ORDER_LIMIT_PER_IP?: number;
  MAX_TICKETS_PER_ORDER?: number;
  UNPAID_TICKETS_PER_CONTACT?: number;
  UNPAID_SHARE_PERCENT?: number;
  COUNTER_CUTOFF_MINUTES?: number;
  SMTP_URL?: string;
  DATA_DIR: string;
}

let cached: CommerceEnv | undefined;
function commerceEnv(): CommerceEnv {
  if (!cached) {
    try {
      cached = parseEnv();
    } catch {
      // An invalid configuration already stopped main(); elsewhere (scripts) no gateway is safe.
      cached = { DATA_DIR: path.join(repoRoot, 'data') };
    }
  }
  return cached;
}

/** Orders per network address per ORDER_WINDOW_SECONDS of place-order.ts (0: no limit). */
export function orderLimitPerIp(): number {
  return commerceEnv().ORDER_LIMIT_PER_IP ?? DEFAULT_ORDER_LIMIT_PER_IP;
}

/** Caps of one order and of unpaid pay-at-counter seats, from the settings. */
export function checkoutLimits(): CheckoutLimits {
  const env = commerceEnv();
  return {
    ticketsPerOrder: env.MAX_TICKETS_PER_ORDER ?? DEFAULT_CHECKOUT_LIMITS.ticketsPerOrder,
    unpaidPerContact: env.UNPAID_TICKETS_PER_CONTACT ?? DEFAULT_CHECKOUT_LIMITS.unpaidPerContact,
    unpaidSharePercent: env.UNPAID_SHARE_PERCENT ?? DEFAULT_CHECKOUT_LIMITS.unpaidSharePercent,
    counterCutoffMinutes: env.COUNTER_CUTOFF_MINUTES ?? DEFAULT_CHECKOUT_LIMITS.counterCutoffMinutes,
  };
}

/** The payment gateway, or undefined when the shop takes no online payment. */
export function gatewayConfig(publicUrl: string): VnpayConfig | undefined {
  return vnpayConfig(commerceEnv(), publicUrl);
}

/** Sends the mail about one order (or one payment of an order), by its id. */
type OrderMail = (db: Db, id: number, settings: MailSettings) => Promise<unknown>;

/** Where mail goes: SMTP when configured, else the outbox. */
export function mailSettings(publicUrl: string): MailSettings {
  const env = commerceEnv();
  return { smtpUrl: env.SMTP_URL, outboxDir: path.join(env.DATA_DIR, 'outbox'), publicUrl };
}

/** Sends a mail about an order in the background (lib/mail-in-background). */
function backgroundMailer(send: OrderMail, what: string, db: Db, publicUrl: string): (orderId: number) => void {
  return (orderId) => {
    mailInBackground(what, send(db, orderId, mailSettings(publicUrl)));
  };
}

export function confirmationMailer(db: Db, publicUrl: string): (orderId: number) => void {
  return backgroundMailer(sendOrderConfirmation, 'order confirmation', db, publicUrl);
}

export function refundMailer(db: Db, publicUrl: string): (orderId: number) => void {
  return backgroundMailer(sendRefundNotice, 'refund notice', db, publicUrl);
}

/** Mails the buyer that a payment came after the order was cancelled and will be refunded (by payment id). */
export function latePaymentMailer(db: Db, publicUrl: string): (paymentId: number) => void {
  return backgroundMailer(sendLatePaymentNotice, 'late payment notice', db, publicUrl);
}
