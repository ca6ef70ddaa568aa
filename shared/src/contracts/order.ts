import { z } from 'zod';
import { departureDate, text } from './common';
import { messageKey } from './validation-messages';
import { orderStatuses, paymentStatuses } from './vocabulary';

export const orderCode = z
  .string({ error: messageKey('validation.required') })
  .trim()
  .min(1, { error: messageKey('validation.required') })
  .max(40, { error: messageKey('validation.maxLength', { max: 40 }) })
  .regex(/^[A-Za-z0-9-]+$/, { error: messageKey('validation.invalid') })
  .transform((value) => value.toUpperCase());

export const orderByCodeInput = z.object({ orderCode });

/** Refunds and exchanges identify the buyer by the order's email or phone. */
const contactEmailOrPhone = text(254);

export const requestRefundInput = z.object({ orderCode, contactEmailOrPhone, reason: text(1000) });
export const requestExchangeInput = z.object({ orderCode, contactEmailOrPhone, newVisitDate: departureDate });
