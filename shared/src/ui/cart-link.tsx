import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useRolePath } from '@storefront/shared/i18n/use-locale';
import styles from './cart-link.module.css';

/**
 * The header's link to the page serving the cart, with the number of items in it. The shell
 * shows it while the cart is empty without loading the cart's remote; that remote's fragment
 * shows it with the live count, so the header looks the same either way.
 */
export function CartLink({ count }: { count: number }) {
  const { t } = useTranslation('common');
  const rolePath = useRolePath();
  return (
    <Link to={rolePath('cart')} className={styles.cart} aria-label={t('header.cart', { count })} data-testid="cart-badge">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
