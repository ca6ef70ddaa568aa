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

/**
 * Tickets of every category together in one order: one buyer cannot take a day's places in one
 * request. The contract refuses more; the server's setting (MAX_TICKETS_PER_ORDER) may lower it.
 */
export const MAX_TICKETS_PER_ORDER = 10;

type TicketQuantities = { kind: string; quantities?: { adult?: number; child?: number; infant?: number } };

/** People admitted by the order's ticket lines, infants included. */
export function ticketsInOrder(items: readonly TicketQuantities[]): number {
  return items.reduce((sum, item) => sum + (item.kind === 'ticket' && item.quantities ? (item.quantities.adult ?? 0) + (item.quantities.child ?? 0) + (item.quantities.infant ?? 0) : 0), 0);
}

/** Infants go free (spec §9), but only with someone holding a paying ticket of the same order. */
export function infantsAccompanied(items: readonly TicketQuantities[]): boolean {
  const tickets = items.flatMap((item) => (item.kind === 'ticket' && item.quantities ? [item.quantities] : []));
  const infants = tickets.some((quantities) => (quantities.infant ?? 0) > 0);
  return !infants || tickets.some((quantities) => (quantities.adult ?? 0) + (quantities.child ?? 0) > 0);
}
