/**
 * The account corner of the shell header: a sign-in link for visitors; for a signed-in person
 * their name (spec §3 userName) opening a menu with the dashboard, staff tools for staff, and
 * sign-out (spec §4: then to /auth/login). Signing out deletes what the browser keeps for the
 * session, so a staff member's sign-out first asks each live remote whose dashboard sections keep
 * work on this device (its description's `keepsWorkOnDevice`) to send it; when some cannot go up
 * the menu says how much would be lost and signs out only when asked again.
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
import type { ApiClient } from '@storefront/shared/api/trpc-client';
import type { Locale } from '@storefront/shared/i18n/i18n';
import { dashboardSections, loadDashboardModule, mayOpenSection, sectionHref, type DashboardSection } from '../app/dashboard-sections';
import styles from './user-menu.module.css';

/** What signing out would delete unsent, and the sections whose work it is. */
interface WorkOnDevice {
  /** 'unknown' when a remote could not tell. */
  count: number | 'unknown';
  sections: string;
}

/** The live sections that keep work on this device, by remote. */
function sectionsKeepingWork(): Map<string, DashboardSection[]> {
  const byRemote = new Map<string, DashboardSection[]>();
  for (const section of dashboardSections().filter((candidate) => candidate.keepsWorkOnDevice)) {
    byRemote.set(section.remote, [...(byRemote.get(section.remote) ?? []), section]);
  }
  return byRemote;
}

/**
 * Asks every remote keeping work on this device to send it, and sums what would still be lost.
 * A remote whose module cannot load, or that does not answer, counts as unknown.
 */
async function workLostBySignOut(client: ApiClient, locale: Locale): Promise<WorkOnDevice> {
  const answers = await Promise.all(
    [...sectionsKeepingWork()].map(async ([remote, sections]) => {
      let count: number | 'unknown';
      try {
        const check = (await loadDashboardModule(remote)).beforeSignOut;
        count = check ? await check(client) : 'unknown';
      } catch {
        count = 'unknown';
      }
      return { count, labels: sections.map((section) => section.label[locale]) };
    }),
  );
  const lost = answers.filter((answer) => answer.count !== 0);
  return {
    count: lost.reduce<number | 'unknown'>((sum, { count }) => (sum === 'unknown' || count === 'unknown' ? 'unknown' : sum + count), 0),
    sections: lost.flatMap((answer) => answer.labels).join(', '),
  };
}

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
  /** What signing out would delete unsent, once a sign-out found some. */
  const [unsentWork, setUnsentWork] = useState<WorkOnDevice>();
  const rootRef = useRef<HTMLSpanElement>(null);
  const menuId = useId();

  const staff = isStaff(user);
  // Loaded for staff only (the header is on every page) and as soon as the menu mounts: a staff
  // member who signs out offline could no longer fetch them then.
  useEffect(() => {
    if (!staff) return;
    for (const remote of sectionsKeepingWork().keys()) loadDashboardModule(remote).catch(() => undefined);
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
    setUnsentWork(undefined);
  }

  if (!user) return <SignInLink />; // a saved session that turned out to be expired

  async function signOut({ discardWork = false } = {}) {
    if (!discardWork && staff) {
      setSigningOut(true);
      let unsent: WorkOnDevice;
      try {
        unsent = await workLostBySignOut(client, locale);
      } finally {
        setSigningOut(false);
      }
      if (unsent.count !== 0) return setUnsentWork(unsent);
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
            {unsentWork ? (
              <div role="alert" className={styles.warning}>
                <p>
                  {unsentWork.count === 'unknown'
                    ? t('userMenu.unsentWorkUnknown', { sections: unsentWork.sections })
                    : t('userMenu.unsentWork', { count: unsentWork.count, sections: unsentWork.sections })}
                </p>
                <button type="button" onClick={() => setUnsentWork(undefined)}>
                  {t('userMenu.staySignedIn')}
                </button>
                <button type="button" onClick={() => void signOut({ discardWork: true })}>
                  {t('userMenu.signOutDiscarding')}
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
