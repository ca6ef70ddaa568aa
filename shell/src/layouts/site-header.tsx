/**
 * The header every default-layout page shares. Other teams' fragments fill its places (the bar
 * beside the logo, the menu), each in its own boundary, when there is something for them to show:
 * a visitor with an empty cart who is not signed in loads none.
 *
 * On a narrow screen the header is one row (logo, cart, booking button, menu button); the menu
 * holds the navigation, the language and colour mode, and the sign-in or account corner. On a
 * wide screen the menu's parts stand in the header itself, where CSS places them, so each
 * control exists once in the page whatever the width.
 *
 * The menu is a native popover (the button's `popovertarget`), so it opens and closes on a phone
 * before the page's code has arrived, or without it; once hydrated, React follows its state and
 * adds what the platform does not do (aria-expanded, Tab kept inside, closing on navigation).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { FragmentPlace } from '@storefront/shared/ui/remote-mount';
import type { ShellPlace } from '@storefront/shared/federation/page-roles';
import { SignInLink } from '@storefront/shared/ui/sign-in-link';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import { CartLink } from '@storefront/shared/ui/cart-link';
import { useCartCount } from '@storefront/shared/events/cart-count';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { getAccessToken } from '@storefront/shared/api/access-token';
import { currentSite, pagePath } from '@storefront/shared/routes/route-table';
import { ColorModeSwitcher } from './color-mode-switcher';
import { LocaleSwitcher } from './locale-switcher';
import { useLocale, useRolePath } from '@storefront/shared/i18n/use-locale';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const [locale] = useLocale();
  const rolePath = useRolePath();
  const menu = useDisclosure();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('site.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link to={rolePath('frontPage')} className={styles.brand}>
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
        <Link to={rolePath('booking')} className={styles.cta}>
          {t('header.bookNow')}
        </Link>
        {/* Before hydration the browser says itself whether a popover's button has it open. */}
        <button
          ref={menu.buttonRef}
          type="button"
          popoverTarget="site-menu"
          className={styles.menuButton}
          aria-expanded={menu.hydrated ? menu.open : undefined}
          aria-controls="site-menu"
          aria-label={t('header.menu')}
        >
          <MenuIcon />
        </button>
        {/* Any link followed from the menu closes it (the account menu's links too). */}
        <div
          ref={menu.panelRef}
          id="site-menu"
          popover="auto"
          className={styles.panel}
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

/** Three bars, or a cross while the menu is open: CSS follows the popover, with or without React. */
function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path className={styles.iconClosed} d="M4 7h16M4 12h16M4 17h16" />
      <path className={styles.iconOpen} d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Laid out (not display: none, nor inside something that is). */
const isShown = (element: Element) => element.getClientRects().length > 0;

/** Whether the popover is shown; false where the browser knows no popovers (then it never is). */
function popoverOpen(panel: HTMLElement): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The narrow screen's menu. The browser opens and closes the popover (its button, Escape, a press
 * outside it); this follows it for aria-expanded, and while it is open keeps Tab and Shift+Tab
 * going round the menu button and the menu's own controls, and gives the focus back to the button
 * on Escape. A menu opened before hydration stays open, and any navigation closes it. On a wide
 * screen the button is not shown and none of this applies.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    setOpen(popoverOpen(panel));
    const onToggle = () => setOpen(popoverOpen(panel));
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => {
    const panel = panelRef.current;
    if (panel && popoverOpen(panel)) panel.hidePopover();
  };

  // Only a move to another page closes it: hydration is no move, and a menu opened before it stays open.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    close();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!button || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShown(button)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (popoverOpen(panel)) panel.hidePopover();
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
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, hydrated, buttonRef, panelRef, close };
}

/**
 * An empty cart is a plain link to the cart; a fragment filling the bar `shownWhen` the cart is
 * filled (its team announces the count) replaces it. Most first visits start with an empty cart,
 * and on a page without that team's content its fragment alone would load its script.
 */
function CartCorner() {
  const count = useCartCount();
  const link = <CartLink count={count} />;
  const place: ShellPlace = 'headerBar';
  return <FragmentPlace place={place} aroundPage pending={link} fallback={link} reader={{ cartFilled: count > 0 }} />;
}

/**
 * A visitor gets a plain sign-in link; a fragment filling the menu `shownWhen` someone is signed
 * in (or a saved token is being checked) replaces it. Most visitors never sign in, and that script
 * is one a first visit does not need. A page the server rendered has the link, as the server knows
 * no reader: the fragment replaces it once hydrated.
 */
function AccountCorner() {
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const hydrated = useHydrated();
  const place: ShellPlace = 'headerMenu';
  return <FragmentPlace place={place} aroundPage fallback={<SignInLink />} reader={{ signedIn: hydrated && (signedIn || getAccessToken() !== null) }} />;
}
