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

export const orderByCodeInput = z.object({ orderCode });

/** Refunds and exchanges identify the buyer by the order's email or phone. */
const contactEmailOrPhone = text(254);

export const requestRefundInput = z.object({ orderCode, contactEmailOrPhone, reason: text(1000) });
export const requestExchangeInput = z.object({ orderCode, contactEmailOrPhone, newVisitDate: departureDate });

/** Staff: give the money of a refund request back (refund.complete). */
export const refundCompleteInput = z.object({ requestId: id });

/** Staff: one page of the refund queue (refund.queue), at most 50 requests; no input is the first page. */
export const REFUND_QUEUE_MAX_PAGE_SIZE = 50;
export const refundQueueInput = z.optional(z.object({ page: z.optional(page), pageSize: z.optional(count(1, REFUND_QUEUE_MAX_PAGE_SIZE)) }));
