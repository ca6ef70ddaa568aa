import { z } from 'zod';
import { departureDate, email, id, phone, slug, text } from './common';
import { messageKey } from './validation-messages';
import { paymentMethodCodes } from './vocabulary';

const quantity = (max: number) =>
  z
    .number({ error: messageKey('validation.invalid') })
    .int({ error: messageKey('validation.invalid') })
    .min(0, { error: messageKey('validation.min', { min: 0 }) })
    .max(max, { error: messageKey('validation.max', { max }) });

export const MAX_TICKETS_PER_LINE = 50;

export const ticketLineInput = z
  .object({
    kind: z.literal('ticket'),
    ticketSlug: slug,
    visitDate: departureDate,
    quantities: z.object({
      adult: quantity(MAX_TICKETS_PER_LINE).default(0),
      child: quantity(MAX_TICKETS_PER_LINE).default(0),
      infant: quantity(MAX_TICKETS_PER_LINE).default(0),
    }),
  })
  .refine((line) => line.quantities.adult + line.quantities.child + line.quantities.infant > 0, {
    error: messageKey('validation.quantity'),
    path: ['quantities'],
  });

export const productLineInput = z.object({
  kind: z.literal('product'),
  variantId: id,
  quantity: quantity(99).min(1, { error: messageKey('validation.min', { min: 1 }) }),
});

/**
 * A Vietnamese phone number (checkout, spec §5): mobile 0[35789]xxxxxxxx or landline 02xxxxxxxxx,
 * also written with +84 / 84 and with spaces, dots or dashes. Letters are "invalid"; a wrong
 * prefix or digit count is "wrong format".
 */
export const VIETNAMESE_PHONE = /^(?:0|84)(?:[35789]\d{8}|2\d{9})$/;

export function isVietnamesePhone(value: string): boolean {
  return VIETNAMESE_PHONE.test(value.replace(/[\s.\-()]/g, '').replace(/^\+/, ''));
}

export const vietnamesePhone = phone.refine(isVietnamesePhone, { error: messageKey('validation.phoneFormat') });

export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/** Checkout: email optional (spec §5). */
export const placeOrderInput = z.object({
  items: z
    .array(z.discriminatedUnion('kind', [ticketLineInput, productLineInput], { error: messageKey('validation.invalid') }))
    .min(1, { error: messageKey('validation.required') })
    .max(20, { error: messageKey('validation.max', { max: 20 }) }),
  contact: z.object({
    fullName: text(120),
    phone: vietnamesePhone,
    email: z.preprocess((value) => (value === '' ? undefined : value), email.optional()),
  }),
  paymentMethod: z.enum(paymentMethodCodes, { error: messageKey('validation.required') }),
  idempotencyKey: z
    .string({ error: messageKey('validation.required') })
    .min(8, { error: messageKey('validation.minLength', { min: 8 }) })
    .max(100, { error: messageKey('validation.maxLength', { max: 100 }) })
    .regex(/^[A-Za-z0-9_-]+$/, { error: messageKey('validation.invalid') }),
});
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;
