import { act, renderHook } from '@testing-library/react';
import { announceCartCount, CART_COUNT_KEY, lastCartCount, useCartCount } from '@storefront/shared/events/cart-count';
import { on } from '@storefront/shared/events/events';

beforeEach(() => localStorage.clear());

describe('the announced cart count', () => {
  it('is kept for later pages and told to this one', () => {
    const heard = jest.fn();
    const stop = on('commerce:cart-updated', heard);
    expect(lastCartCount()).toBe(0);
    announceCartCount(3);
    stop();
    expect(heard).toHaveBeenCalledWith({ count: 3 });
    expect(lastCartCount()).toBe(3);
  });

  it('reads anything but a positive whole number as an empty cart', () => {
    for (const saved of ['', 'x', '-2', '1.5']) {
      localStorage.setItem(CART_COUNT_KEY, saved);
      expect(lastCartCount()).toBe(0);
    }
  });

  it('follows announcements on this page and from other tabs', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => announceCartCount(2));
    expect(result.current).toBe(2);
    act(() => {
      localStorage.setItem(CART_COUNT_KEY, '5'); // what another tab's announcement leaves
      window.dispatchEvent(new StorageEvent('storage', { key: CART_COUNT_KEY }));
    });
    expect(result.current).toBe(5);
  });
});
