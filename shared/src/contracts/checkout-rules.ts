/**
 * Checkout rules that pages read without validating: which fields and payment methods an order
 * needs. Kept free of zod so that the checkout page can show the right form before the contract
 * (checkout.ts, which enforces the same rules) is downloaded.
 */

/** Products are delivered (spec §9: 24 h locally, 2–5 days nationwide); tickets are not. */
export const DELIVERY_ADDRESS_LENGTH = { min: 10, max: 300 };

export function hasProducts(items: readonly { kind: string }[]): boolean {
  return items.some((item) => item.kind === 'product');
}

/** Tickets hold places; paying at the counter happens on their visit day, so it needs one. */
export function hasTickets(items: readonly { kind: string }[]): boolean {
  return items.some((item) => item.kind === 'ticket');
}
