/**
 * Shell header fragment: the cart link with the number of items in the cart. The count starts
 * from the persisted cart and follows `commerce:cart-updated`, so it is right after a reload and
 * changes as soon as any commerce page changes the cart. The shell loads it only while the cart
 * has items, and shows the same link with 0 itself otherwise.
 */
import { useEffect, useState } from 'react';
import { on } from '@storefront/shared/events/events';
import { CartLink } from '@storefront/shared/ui/cart-link';
import { CART_STORAGE_KEY, readPersistedCount } from '../features/cart/stores/cart-store';

export default function CartBadge() {
  const [count, setCount] = useState(readPersistedCount);
  useEffect(() => {
    const stop = on('commerce:cart-updated', (detail) => setCount(detail.count));
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setCount(readPersistedCount());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return <CartLink count={count} />;
}
