/**
 * Ticket money rules shared by the order form, the cart and the checkout summary. The server
 * recomputes every total from its own prices; these only show the person what they will pay.
 */
import type { Audience } from '@storefront/shared/contracts/ticket';

export type Quantities = Record<Audience, number>;
export type AudiencePrices = Record<Audience, number>;

export const AUDIENCES: readonly Audience[] = ['adult', 'child', 'infant'];

/** Spec §9: children under 3 are free, whatever a price list says. */
export function effectivePrice(audience: Audience, price: number): number {
  return audience === 'infant' ? 0 : Math.max(0, Math.round(price));
}

export function ticketLineTotal(quantities: Quantities, prices: AudiencePrices): number {
  return AUDIENCES.reduce((sum, audience) => sum + effectivePrice(audience, prices[audience]) * Math.max(0, quantities[audience] | 0), 0);
}

export function seatCount(quantities: Quantities): number {
  return AUDIENCES.reduce((sum, audience) => sum + Math.max(0, quantities[audience] | 0), 0);
}

/** Prices per audience from the API's list (`[{ audience, price }]`); a missing audience costs 0. */
export function pricesFrom(list: ReadonlyArray<{ audience: Audience; price: number }>): AudiencePrices {
  const prices: AudiencePrices = { adult: 0, child: 0, infant: 0 };
  for (const entry of list) prices[entry.audience] = effectivePrice(entry.audience, entry.price);
  return prices;
}
