/**
 * The console's order desk (staff area `operations`): finding orders, and the staff actions on
 * one order. The API checks these, and the desk's forms check the same schemas before sending.
 */
import * as z from 'zod/mini';
import { calendarDate, emptyAsMissing, optionalText, page, text } from './common';
import { messageKey } from './message-key';
import { orderCode } from './order';
import { ORDER_CODE_CHARACTERS } from './order-code';

/** Orders on one page of the desk's results. */
export const ORDER_DESK_PAGE_SIZE = 20;

/** Longest search term: an email's longest form. */
export const ORDER_SEARCH_MAX = 254;

/** Longest reason staff give for cancelling or refunding an order. */
export const ORDER_REASON_MAX = 500;

/**
 * Where an order stands, as the desk shows and filters it:
 * to be paid at the counter, waiting for an online payment, paid, cancelled, refunded.
 */
export const DESK_STATUSES = ['to_pay_at_counter', 'awaiting_online', 'paid', 'cancelled', 'refunded'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

/**
 * A phone number reduced to its national digits, so "+84 905 123 456", "84905123456" and
 * "0905.123.456" are one number: digits only, then a leading 84 and/or 0 in front of the last
 * nine digits dropped. The API applies the same rule to the stored numbers.
 */
export function nationalPhone(value: string): string {
  return value.replace(/\D/g, '').replace(/^(84)?0?(?=\d{9}$)/, '');
}

/** What a search term names: an order code (exact), an email (exact, any case), a phone; null: none of them. */
export function orderSearchKind(term: string): 'code' | 'email' | 'phone' | null {
  if (term.includes('@')) return 'email';
  if (/^\+?[\d\s.\-()]+$/.test(term)) return term.replace(/\D/g, '').length >= 9 ? 'phone' : null;
  return ORDER_CODE_CHARACTERS.test(term) && /[A-Za-z]/.test(term) ? 'code' : null;
}

const searchTerm = optionalText(ORDER_SEARCH_MAX).check(
  z.refine((term: string | undefined) => term === undefined || orderSearchKind(term) !== null, { error: messageKey('validation.orderSearch') }),
);

/** Every filter is optional; none lists the newest orders. An empty field means "any". */
export const orderSearchInput = z.object({
  query: searchTerm,
  visitDate: emptyAsMissing(calendarDate),
  status: emptyAsMissing(z.enum(DESK_STATUSES, { error: messageKey('validation.invalid') })),
  page: z.optional(page),
});
export type OrderSearchInput = z.input<typeof orderSearchInput>;

export const orderDeskInput = z.object({ orderCode });

/** Cancelling an unpaid order, and opening a paid order's refund, both say why. */
export const orderWithReasonInput = z.object({ orderCode, reason: text(ORDER_REASON_MAX) });
export type OrderWithReasonInput = z.infer<typeof orderWithReasonInput>;
