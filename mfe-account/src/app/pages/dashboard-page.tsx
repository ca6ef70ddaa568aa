/**
 * /dashboard and everything under it: the sections every live remote's description adds
 * (./../dashboard-sections.ts), in its menu by group (the reader's own account, then sales and
 * the gate, the catalog, the content, people and settings), each group in the order of daily use.
 * Each section is loaded from its remote's `dashboard` module and shown in its own boundary, so a
 * team's broken release leaves the others' sections working. A staff section is neither linked
 * nor rendered for a role its area does not allow (the API refuses them too).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, NavLink, Route, Routes, useLocation } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { DASHBOARD_GROUPS } from '@storefront/shared/federation/remote-description';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { RemoteMount } from '@storefront/shared/ui/remote-mount';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { dashboardSections, loadDashboardModule, mayOpenSection, sectionAt, sectionHref, type DashboardSection } from '../dashboard-sections';
import styles from './dashboard-page.module.css';

async function loadSection(section: DashboardSection): Promise<ComponentType<Record<string, unknown>>> {
  const load = (await loadDashboardModule(section.remote)).sections[section.id];
  if (!load) throw new Error(`${section.remote}/dashboard has no section ${section.id}`);
  return (await load()).default as ComponentType<Record<string, unknown>>;
}

const NoBadge = () => null;

// One lazy badge per section, made once: a count its remote shows beside the section's name. A
// badge that cannot load is left out: the section's own boundary tells of its remote's failure.
const badges = new Map<string, ComponentType>();
function badgeOf(section: DashboardSection): ComponentType {
  const key = `${section.remote}/${section.id}`;
  let badge = badges.get(key);
  if (!badge) {
    badge = lazy(() =>
      loadDashboardModule(section.remote).then(
        (module) => ({ default: module.badges?.[section.id] ?? NoBadge }),
        () => ({ default: NoBadge }),
      ),
    );
    badges.set(key, badge);
  }
  return badge;
}

function SectionBadge({ section }: { section: DashboardSection }) {
  const Badge = badgeOf(section);
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

function SectionLink({ section }: { section: DashboardSection }) {
  const [locale] = useLocale();
  return (
    <li>
      <NavLink
        to={sectionHref(section, locale)}
        end={!section.subPages}
        // The camera is allowed only on the document served at the section's address.
        reloadDocument={section.camera}
        className={({ isActive }) => (isActive ? styles.active : undefined)}
      >
        <span>{section.label[locale]}</span>
        {section.area && <SectionBadge section={section} />}
      </NavLink>
    </li>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const linkTo = useLocalePath();
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);

  if (!user) {
    return (
      <>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        <EmptyState title={t('dashboard.signedOut')} action={<Link to={linkTo('login')}>{t('dashboard.signInLink')}</Link>} />
      </>
    );
  }

  const sections = dashboardSections();
  const active = sectionAt(pathname);
  const allowed = (section: DashboardSection) => mayOpenSection(user, section);
  const groups = DASHBOARD_GROUPS.map((group) => ({ group, sections: sections.filter((section) => section.group === group && allowed(section)) })).filter(
    ({ sections: inGroup }) => inGroup.length > 0,
  );

  return (
    <>
      <h1 className={styles.title}>{active && allowed(active) ? active.label[locale] : t('dashboard.title')}</h1>
      <div className={styles.layout}>
        <nav aria-label={t('dashboard.nav')} className={styles.nav}>
          {groups.map(({ group, sections: inGroup }) => (
            <section key={group} aria-labelledby={`dashboard-group-${group}`}>
              <h2 id={`dashboard-group-${group}`} className={styles.group}>
                {t(`dashboard.groups.${group}`)}
              </h2>
              <ul>
                {inGroup.map((section) => (
                  <SectionLink key={section.id} section={section} />
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.content}>
          <Routes>
            {sections.map((section) => {
              const element = allowed(section) ? (
                <RemoteMount
                  team={section.remote}
                  cacheKey={`${section.remote}/dashboard#${section.id}`}
                  load={() => loadSection(section)}
                  pending={<Skeleton lines={4} />}
                />
              ) : (
                <ErrorState message={t('dashboard.forbidden')} />
              );
              const path = section.subPages ? `${section.path}/*` : section.path;
              return section.path ? <Route key={section.id} path={path} element={element} /> : <Route key={section.id} index element={element} />;
            })}
            <Route path="*" element={<EmptyState title={t('dashboard.notFound')} />} />
          </Routes>
        </div>
      </div>
    </>
  );
}
