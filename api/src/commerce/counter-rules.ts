/**
 * Orders paid at the counter: when their seats go back unpaid (the cutoff after opening on the
 * visit day), which orders still wait for their money, and the cap of unpaid tickets per contact.
 */
import { and, eq, sql } from 'drizzle-orm';
import { VIETNAM_OFFSET_MS } from '@storefront/shared/contracts/vietnam-time';
import { orderItems, orders } from '../db/schema';
import type { Locale } from '../lib/i18n';
import { fail, type OrderRow, type Tx } from './checkout-deps';

/** Spec §9: the park opens at 7:00, Vietnam time. */
const OPENING_TIME = '07:00';
export const DEFAULT_COUNTER_CUTOFF_MINUTES = 60;

/** The time of day (HH:MM, Vietnam) of the counter cutoff. */
export function counterCutoffTime(cutoffMinutes: number): string {
  return new Date(counterCutoff('2000-01-01', cutoffMinutes).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(11, 16);
}

/** When an unpaid counter order for `visitDate` gives its seats back. */
export function counterCutoff(visitDate: string, cutoffMinutes: number): Date {
  return new Date(Date.parse(`${visitDate}T${OPENING_TIME}:00Z`) - VIETNAM_OFFSET_MS + cutoffMinutes * 60_000);
}

/** Digits of a Vietnamese phone number with its national prefix, however it was written. */
const PHONE_DIGITS = sql`regexp_replace(regexp_replace(${orders.contactPhone}, '[^0-9]', '', 'g'), '^84', '0')`;
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^84/, '0');
}

/**
 * Unpaid counter tickets of each visit date stay within `perContact` for the order's phone, its
 * email and its network address. The date's advisory lock makes concurrent counter orders of that
 * date count one after another, so two of them cannot both pass a count neither has joined yet.
 */
export async function assertUnpaidPerContact(tx: Tx, locale: Locale, order: OrderRow, rows: { visitDate?: string; quantity: number }[], perContact: number): Promise<void> {
  const wanted = new Map<string, number>();
  for (const row of rows) if (row.visitDate) wanted.set(row.visitDate, (wanted.get(row.visitDate) ?? 0) + row.quantity);
  const email = order.contactEmail?.toLowerCase() ?? null;
  for (const [visitDate, count] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`unpaid-counter:${visitDate}`}))`);
    const [held] = await tx
      .select({
        phone: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${PHONE_DIGITS} = ${phoneDigits(order.contactPhone)}), 0)::int`,
        email: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where lower(${orders.contactEmail}) = ${email}), 0)::int`,
        ip: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.clientIp} = ${order.clientIp}), 0)::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.kind, 'ticket'), eq(orderItems.visitDate, visitDate), awaitingCounterPayment));
    const most = Math.max(Number(held?.phone ?? 0), Number(held?.email ?? 0), Number(held?.ip ?? 0));
    if (most + count > perContact) throw fail(locale, 'CONFLICT', 'unpaidPerContact', { max: String(perContact) });
  }
}

/** Counter orders whose seats are taken and whose money is still to come at the gate. */
export const awaitingCounterPayment = and(eq(orders.paymentMethod, 'counter'), eq(orders.status, 'confirmed'), eq(orders.paymentStatus, 'pending'));

export function isAwaitingCounterPayment(order: Pick<OrderRow, 'paymentMethod' | 'status' | 'paymentStatus'>): boolean {
  return order.paymentMethod === 'counter' && order.status === 'confirmed' && order.paymentStatus === 'pending';
}
