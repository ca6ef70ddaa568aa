/**
 * The header every default-layout page shares. The cart badge and user menu belong to other
 * teams and arrive as federated fragments, each in its own boundary, when there is something for
 * them to show: a visitor with an empty cart who is not signed in loads neither.
 *
 * On a narrow screen the header is one row (logo, cart, booking button, menu button); the menu
 * holds the navigation, the language and colour mode, and the sign-in or account corner. On a
 * wide screen the menu's parts stand in the header itself, where CSS places them, so each
 * control exists once in the page whatever the width.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { RemoteFragment } from '@storefront/shared/ui/remote-mount';
import { SignInLink } from '@storefront/shared/ui/sign-in-link';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import { CartLink } from '@storefront/shared/ui/cart-link';
import { useCartCount } from '@storefront/shared/events/cart-count';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { getAccessToken } from '@storefront/shared/api/access-token';
import { currentSite, pagePath } from '@storefront/shared/routes/route-table';
import { ColorModeSwitcher } from './color-mode-switcher';
import { LocaleSwitcher } from './locale-switcher';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { BOOKING_PAGE } from '../app/next-pages';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const localePath = useLocalePath();
  const [locale] = useLocale();
  const menu = useDisclosure();
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
          <span className={styles.brandName}>{t('site.name')}</span>
        </Link>
        <div className={styles.cart}>
          <CartCorner />
        </div>
        <Link to={localePath(BOOKING_PAGE)} className={styles.cta}>
          {t('header.bookNow')}
        </Link>
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls="site-menu"
          aria-label={t('header.menu')}
          onClick={menu.toggle}
        >
          <MenuIcon open={menu.open} />
        </button>
        {/* Any link followed from the menu closes it (the account menu's links too). */}
        <div
          ref={menu.panelRef}
          id="site-menu"
          className={menu.open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) menu.close();
          }}
        >
          <nav id="main-nav" aria-label={t('header.mainNav')} className={styles.nav}>
            <ul>
              {currentSite().menus.header.map(({ page, label }) => (
                <li key={page.id}>
                  <NavLink to={pagePath(page, locale)} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                    {label[locale]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.preferences}>
            <LocaleSwitcher />
            <ColorModeSwitcher />
          </div>
          <div className={styles.account}>
            <AccountCorner />
          </div>
        </div>
      </div>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Laid out (not display: none, nor inside something that is). */
const isShown = (element: Element) => element.getClientRects().length > 0;

/**
 * The narrow screen's menu: while it is open, Tab and Shift+Tab go round the menu button and the
 * menu's own controls, Escape closes it and gives the focus back to the button, and a press
 * outside the header closes it. On a wide screen the button is not shown and none of this applies.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!button || !panel) return;
    const shown = () => isShown(button);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!shown()) return;
      if (event.key === 'Escape') {
        setOpen(false);
        button.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [button, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at === -1 || at === stops.length - 1 ? 0 : at + 1;
      event.preventDefault();
      stops[next]?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (shown() && !button.closest('header')?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, buttonRef, panelRef, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
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
 * never sign in, and the account remote is script a first visit does not need. A page the server
 * rendered has the link, as the server knows no reader: the menu replaces it once hydrated.
 */
function AccountCorner() {
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const hydrated = useHydrated();
  if (hydrated && (signedIn || getAccessToken() !== null)) return <RemoteFragment id="account/UserMenu" aroundPage />;
  return <SignInLink />;
}
