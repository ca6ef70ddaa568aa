/**
 * The account corner of the shell header: a sign-in link for visitors; for a signed-in person
 * their name (spec §3 userName) opening a menu with the dashboard, staff tools for staff, and
 * sign-out (spec §4: then to /auth/login). Signing out deletes a gate scanner's queue, so a staff
 * member's sign-out first uploads the queued scans, and when some cannot go up it says how many
 * would be lost and signs out only when asked again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPCClient } from '@storefront/shared/api/trpc-react';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { SignInLink } from '@storefront/shared/ui/sign-in-link';
import '../app/i18n';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { isStaff } from '@storefront/shared/session/staff-access';
import { dashboardSections, mayOpenSection, sectionHref } from '../app/dashboard-sections';
import styles from './user-menu.module.css';

/**
 * The scanner's store, loaded for staff only (the header is on every page) and as soon as the
 * menu mounts: a staff member who signs out offline can no longer fetch it then.
 */
const loadGateDevice = () => import('../features/check-in/offline/gate-device');

export default function UserMenu() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [locale] = useLocale();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const userName = useSessionStore((state) => state.userName);
  const logout = useSessionStore((state) => state.logout);
  const client = useTRPCClient();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  /** Scans that signing out would delete unsent, or 'unknown' when the store could not be read. */
  const [unsentScans, setUnsentScans] = useState<number | 'unknown'>(0);
  const rootRef = useRef<HTMLSpanElement>(null);
  const menuId = useId();

  const staff = isStaff(user);
  useEffect(() => {
    if (staff) loadGateDevice().catch(() => undefined);
  }, [staff]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  function close() {
    setOpen(false);
    setUnsentScans(0);
  }

  if (!user) return <SignInLink />; // a saved session that turned out to be expired

  async function signOut({ discardScans = false } = {}) {
    if (!discardScans && staff) {
      setSigningOut(true);
      let unsent: number | 'unknown';
      try {
        unsent = await (await loadGateDevice()).scansLostBySignOut(client);
      } catch {
        unsent = 'unknown';
      } finally {
        setSigningOut(false);
      }
      if (unsent !== 0) return setUnsentScans(unsent);
    }
    close();
    await logout();
    toast({ type: 'info', message: tc('toast.signedOut') });
    navigate('/auth/login');
  }
  const staffSections = dashboardSections().filter((section) => section.area && mayOpenSection(user, section));

  return (
    <span className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userMenu.open', { name: userName })}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {/* The initial is drawn by CSS: as text it would count as part of the button's visible
            label, which must then appear in its accessible name (WCAG 2.5.3, label in name). */}
        <span className={styles.avatar} data-initial={userName.charAt(0).toUpperCase()} aria-hidden="true" />
        <span className={styles.name}>{userName}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link to="/dashboard" onClick={close}>
              {t('userMenu.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/orders" onClick={close}>
              {t('userMenu.orders')}
            </Link>
          </li>
          {staff && (
            <>
              <li className={styles.group} aria-hidden="true">
                {t('userMenu.staffTools')}
              </li>
              {staffSections.map((section) => (
                <li key={section.id}>
                  <Link to={sectionHref(section, locale)} reloadDocument={section.camera} onClick={close}>
                    {section.label[locale]}
                  </Link>
                </li>
              ))}
            </>
          )}
          <li className={styles.separator}>
            {unsentScans !== 0 ? (
              <div role="alert" className={styles.warning}>
                <p>{unsentScans === 'unknown' ? t('userMenu.unsentScansUnknown') : t('userMenu.unsentScans', { count: unsentScans })}</p>
                <button type="button" onClick={() => setUnsentScans(0)}>
                  {t('userMenu.staySignedIn')}
                </button>
                <button type="button" onClick={() => void signOut({ discardScans: true })}>
                  {t('userMenu.signOutDiscardingScans')}
                </button>
              </div>
            ) : (
              <button type="button" disabled={signingOut} aria-busy={signingOut} onClick={() => void signOut()}>
                {t('userMenu.signOut')}
              </button>
            )}
          </li>
        </ul>
      )}
    </span>
  );
}
