import * as z from 'zod/mini';
import { departureDate, text } from './common';
import { messageKey } from './validation-messages';

export const orderCode = z.string({ error: messageKey('validation.required') }).check(
  z.trim(),
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(40, { error: messageKey('validation.maxLength', { max: 40 }) }),
  z.regex(/^[A-Za-z0-9-]+$/, { error: messageKey('validation.invalid') }),
  z.toUpperCase(),
);

export const orderByCodeInput = z.object({ orderCode });

/** Refunds and exchanges identify the buyer by the order's email or phone. */
const contactEmailOrPhone = text(254);

export const requestRefundInput = z.object({ orderCode, contactEmailOrPhone, reason: text(1000) });
export const requestExchangeInput = z.object({ orderCode, contactEmailOrPhone, newVisitDate: departureDate });
