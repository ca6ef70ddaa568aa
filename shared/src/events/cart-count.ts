/**
 * The cart's item count as commerce last announced it (`commerce:cart-updated`), also kept in
 * localStorage: code outside commerce knows it after a reload or in another tab without loading
 * the commerce remote. The shell's header uses it to show a plain cart link while the cart is
 * empty, and commerce's badge once it is not.
 */
import { useSyncExternalStore } from 'react';
import { emit, on } from './events';

export const CART_COUNT_KEY = 'storefront:cart-count';

/** How commerce announces a new count, to this page and, through storage, to other tabs. */
export function announceCartCount(count: number): void {
  try {
    localStorage.setItem(CART_COUNT_KEY, String(count));
  } catch {
    // Storage refused (full or blocked): this page still hears the event.
  }
  emit('commerce:cart-updated', { count });
}

/** The last announced count; 0 when none was. */
export function lastCartCount(): number {
  try {
    const count = Number(localStorage.getItem(CART_COUNT_KEY));
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const stop = on('commerce:cart-updated', onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_COUNT_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

/** The last announced count, following every later announcement. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, lastCartCount, () => 0);
}
