import * as z from 'zod/mini';
import { count, departureDate, id, page, text } from './common';
import { messageKey } from './message-key';
import { ORDER_CODE_CHARACTERS, ORDER_CODE_MAX } from './order-code';

export const orderCode = z.string({ error: messageKey('validation.required') }).check(
  z.trim(),
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(ORDER_CODE_MAX, { error: messageKey('validation.maxLength', { max: ORDER_CODE_MAX }) }),
  z.regex(ORDER_CODE_CHARACTERS, { error: messageKey('validation.invalid') }),
  z.toUpperCase(),
);

/** Refunds and exchanges identify the buyer by the order's email or phone. */
const contactEmailOrPhone = text(254);

/** The buyer's own links' proof (an HMAC of the code), which the success page and ticket files carry. */
export const orderAccess = z.string().check(z.maxLength(100));

/**
 * An order opens with its code and either the access token of the buyer's own links or the
 * order's email or phone; the code alone opens nothing.
 */
export const orderByCodeInput = z.object({ orderCode, access: z.optional(orderAccess), contactEmailOrPhone: z.optional(contactEmailOrPhone) });

export const requestRefundInput = z.object({ orderCode, contactEmailOrPhone, reason: text(1000) });
export const requestExchangeInput = z.object({ orderCode, contactEmailOrPhone, newVisitDate: departureDate });

/** Staff: give the money of a refund request back (refund.complete). */
export const refundCompleteInput = z.object({ requestId: id });

/** Staff: one page of the refund queue (refund.queue), at most 50 requests; no input is the first page. */
export const REFUND_QUEUE_MAX_PAGE_SIZE = 50;
export const refundQueueInput = z.optional(z.object({ page: z.optional(page), pageSize: z.optional(count(1, REFUND_QUEUE_MAX_PAGE_SIZE)) }));
