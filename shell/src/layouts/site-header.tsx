/**
 * The header every default-layout page shares. The cart badge and user menu belong to other
 * teams and arrive as federated fragments, each in its own boundary, when there is something for
 * them to show: a visitor with an empty cart who is not signed in loads neither.
 */
import { useState } from 'react';
import { Link, NavLink } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { RemoteFragment } from '@storefront/shared/ui/remote-mount';
import { SignInLink } from '@storefront/shared/ui/sign-in-link';
import { CartLink } from '@storefront/shared/ui/cart-link';
import { useCartCount } from '@storefront/shared/events/cart-count';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { getAccessToken } from '@storefront/shared/api/access-token';
import { currentSite, pagePath } from '@storefront/shared/routes/route-table';
import { ColorModeSwitcher } from './color-mode-switcher';
import { LocaleSwitcher } from './locale-switcher';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const localePath = useLocalePath();
  const [locale] = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('site.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link to={localePath('home')} className={styles.brand}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className={styles.logo}>
            <path d="M2 9 30 4" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M16 6.5v5" stroke="currentColor" strokeWidth="2" />
            <rect x="9" y="11.5" width="14" height="12" rx="3" fill="var(--color-primary-500)" stroke="currentColor" strokeWidth="2" />
            <path d="M12 15.5h8" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{t('site.name')}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('header.closeMenu') : t('header.openMenu')}
        </button>
        <nav id="main-nav" aria-label={t('header.mainNav')} className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
          <ul>
            {currentSite().menus.header.map(({ page, label }) => (
              <li key={page.id}>
                <NavLink to={pagePath(page, locale)} onClick={() => setOpen(false)} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {label[locale]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LocaleSwitcher />
          <ColorModeSwitcher />
          <CartCorner />
          <AccountCorner />
          <Link to={localePath('orderTicket')} className={styles.cta}>
            {t('header.bookNow')}
          </Link>
        </div>
      </div>
    </header>
  );
}

/**
 * An empty cart is a plain link to checkout; commerce's badge, with its live count, loads once the
 * cart has items (commerce announces the count). Most first visits start with an empty cart, and
 * on a page without commerce content the badge alone would load commerce's script for it.
 */
function CartCorner() {
  const count = useCartCount();
  if (count > 0) return <RemoteFragment id="commerce/CartBadge" aroundPage pending={<CartLink count={count} />} />;
  return <CartLink count={0} />;
}

/**
 * A visitor gets a plain sign-in link; the account team's menu (name, dashboard, staff tools,
 * sign-out) loads only for someone signed in, or with a saved token being checked. Most visitors
 * never sign in, and the account remote is script a first visit does not need.
 */
function AccountCorner() {
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  if (signedIn || getAccessToken() !== null) return <RemoteFragment id="account/UserMenu" aroundPage />;
  return <SignInLink />;
}
