import { on } from '@storefront/shared/events/events';
import { lastCartCount } from '@storefront/shared/events/cart-count';
import { CART_STORAGE_KEY, cartCount, cartStore, cartTotal, readPersistedCount } from '../stores/cart-store';

const ticket = {
  ticketSlug: 've-cap-treo',
  ticketName: 'Vé cáp treo',
  visitDate: '2099-01-02',
  quantities: { adult: 2, child: 1, infant: 1 },
  prices: { adult: 300_000, child: 200_000, infant: 0 },
};

beforeEach(() => cartStore.getState().clear());

describe('cart', () => {
  it('keeps tickets and products together with their count and total', () => {
    cartStore.getState().addTicket(ticket);
    cartStore.getState().addProduct({ variantId: 7, productSlug: 'ao', name: 'Áo thun', unitPrice: 150_000, quantity: 2 });
    const { lines } = cartStore.getState();
    expect(cartCount(lines)).toBe(6);
    expect(cartTotal(lines)).toBe(800_000 + 300_000);
  });

  it('replaces the same ticket on the same day instead of doubling it', () => {
    cartStore.getState().addTicket(ticket);
    cartStore.getState().addTicket({ ...ticket, quantities: { adult: 1, child: 0, infant: 0 } });
    expect(cartStore.getState().lines).toHaveLength(1);
    expect(cartCount(cartStore.getState().lines)).toBe(1);
  });

  it('adds up the same product variant', () => {
    cartStore.getState().addProduct({ variantId: 7, productSlug: 'ao', name: 'Áo', unitPrice: 1, quantity: 2 });
    cartStore.getState().addProduct({ variantId: 7, productSlug: 'ao', name: 'Áo', unitPrice: 1, quantity: 3 });
    expect(cartCount(cartStore.getState().lines)).toBe(5);
  });

  it('persists in local storage', () => {
    cartStore.getState().addTicket(ticket);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').state.lines).toHaveLength(1);
    expect(readPersistedCount()).toBe(4);
  });

  it('announces every count change as commerce:cart-updated, and keeps the last for the shell', () => {
    const seen: number[] = [];
    const stop = on('commerce:cart-updated', (detail) => seen.push(detail.count));
    cartStore.getState().addTicket(ticket);
    expect(lastCartCount()).toBe(4);
    cartStore.getState().removeLine(0);
    stop();
    expect(seen).toEqual([4, 0]);
    expect(lastCartCount()).toBe(0);
  });
});
