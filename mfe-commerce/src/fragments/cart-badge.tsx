/**
 * Shell header fragment: a link to checkout with the number of items in the cart. The count
 * starts from the persisted cart and follows `commerce:cart-updated`, so it is right after a
 * reload and changes as soon as any commerce page changes the cart.
 */
import { useEffect, useState } from 'react';
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { on } from '@storefront/shared/events/events';
import '../lib/i18n';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { CART_STORAGE_KEY, readPersistedCount } from '../features/cart/stores/cart-store';
import styles from '../components/commerce.module.css';

export default function CartBadge() {
  const { t } = useTranslation('commerce');
  const localePath = useLocalePath();
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
  return (
    <Link to={localePath('checkout')} className={styles.badge} aria-label={t('cart.badge', { count })} data-testid="cart-badge">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className={styles.badgeCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
