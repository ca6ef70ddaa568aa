import * as z from 'zod/mini';
import { count, departureDate, email, emptyAsMissing, id, phone, slug, text } from './common';
import { messageKey } from './message-key';
import { paymentMethodCodes } from './vocabulary';
import { DELIVERY_ADDRESS_LENGTH, MAX_TICKETS_PER_ORDER, hasProducts, hasTickets, infantsAccompanied, ticketsInOrder } from './checkout-rules';

export const MAX_TICKETS_PER_LINE = 50;

const ticketCount = z._default(count(0, MAX_TICKETS_PER_LINE), 0);

export const ticketLineInput = z
  .object({
    kind: z.literal('ticket'),
    ticketSlug: slug,
    visitDate: departureDate,
    quantities: z.object({ adult: ticketCount, child: ticketCount, infant: ticketCount }),
  })
  .check(
    z.refine((line) => line.quantities.adult + line.quantities.child + line.quantities.infant > 0, {
      error: messageKey('validation.quantity'),
      path: ['quantities'],
    }),
  );

export const productLineInput = z.object({
  kind: z.literal('product'),
  variantId: id,
  quantity: count(1, 99),
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

export const vietnamesePhone = phone.check(z.refine(isVietnamesePhone, { error: messageKey('validation.phoneFormat') }));

export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/**
 * Where the products of an order are delivered. The checkout sends it only when the order has
 * products, and then always (an empty one too), so that its field errors come with the contact's
 * in one check.
 */
const deliveryAddress = text(DELIVERY_ADDRESS_LENGTH.max).check(
  z.minLength(DELIVERY_ADDRESS_LENGTH.min, { error: messageKey('validation.minLength', { min: DELIVERY_ADDRESS_LENGTH.min }) }),
);

/** Checkout: email optional (spec §5); a delivery address when there are products. */
export const placeOrderInput = z.object({
  items: z
    .array(z.discriminatedUnion('kind', [ticketLineInput, productLineInput], { error: messageKey('validation.invalid') }))
    .check(
      z.minLength(1, { error: messageKey('validation.required') }),
      z.maxLength(20, { error: messageKey('validation.max', { max: 20 }) }),
    ),
  contact: z.object({
    fullName: text(120),
    phone: vietnamesePhone,
    email: emptyAsMissing(email),
  }),
  deliveryAddress: z.optional(deliveryAddress),
  paymentMethod: z.enum(paymentMethodCodes, { error: messageKey('validation.required') }),
  idempotencyKey: z.string({ error: messageKey('validation.required') }).check(
    z.minLength(8, { error: messageKey('validation.minLength', { min: 8 }) }),
    z.maxLength(100, { error: messageKey('validation.maxLength', { max: 100 }) }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: messageKey('validation.invalid') }),
  ),
}).check(
  // For callers that leave the address out altogether; the checkout page always sends one.
  z.refine((order) => order.deliveryAddress !== undefined || !hasProducts(order.items), {
    error: messageKey('validation.required'),
    path: ['deliveryAddress'],
  }),
  // Paying at the counter happens on the visit day.
  z.refine((order) => order.paymentMethod !== 'counter' || hasTickets(order.items), {
    error: messageKey('validation.counterNeedsTicket'),
    path: ['paymentMethod'],
  }),
  z.refine((order) => ticketsInOrder(order.items) <= MAX_TICKETS_PER_ORDER, {
    error: messageKey('validation.ticketsPerOrder', { max: MAX_TICKETS_PER_ORDER }),
    path: ['items'],
  }),
  z.refine((order) => infantsAccompanied(order.items), {
    error: messageKey('validation.infantNeedsPayingTicket'),
    path: ['items'],
  }),
);
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;
