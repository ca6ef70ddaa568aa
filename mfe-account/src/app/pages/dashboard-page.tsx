/**
 * /dashboard and everything under it: the person's profile and orders; for staff the order desk
 * (a page per order under its own path), moderation queue, quote inbox, refund requests, gate
 * check-in, action history and reports; for editors the articles, the about, contact and
 * recruitment pages, page SEO, redirects, the gallery, the restaurant menu and the area map; for
 * admins also the ticket, product, combo, category and service consoles, feature flags, theme and
 * staff accounts. A staff section is neither linked nor rendered for a role its area does not allow
 * (the API refuses them too).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, NavLink, Route, Routes, useLocation } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { usePendingModerationCount } from '../../features/moderation/hooks/use-moderation-queue';
import { isStaff, mayOpen } from '../../lib/staff';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { DASHBOARD_SECTIONS, sectionAt, type DashboardSection } from '../dashboard-sections';
import styles from './dashboard-page.module.css';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const SECTION_COMPONENTS: Record<DashboardSection['key'], LazyExoticComponent<ComponentType>> = {
  profile: named(() => import('../../features/profile/components/profile-form'), 'ProfileForm'),
  orders: named(() => import('../../features/orders/components/my-orders'), 'MyOrders'),
  moderation: named(() => import('../../features/moderation/components/moderation-queue'), 'ModerationQueue'),
  quotes: named(() => import('../../features/quotes/components/quote-inbox'), 'QuoteInbox'),
  refunds: named(() => import('../../features/refunds/components/refund-queue'), 'RefundQueue'),
  checkIn: named(() => import('../../features/check-in/components/check-in-desk'), 'CheckInDesk'),
  history: named(() => import('../../features/staff-log/components/action-history'), 'ActionHistory'),
  tickets: named(() => import('../../features/catalog/components/ticket-console'), 'TicketConsole'),
  flags: named(() => import('../../features/settings/components/feature-flag-list'), 'FeatureFlagList'),
  theme: named(() => import('../../features/settings/components/theme-console'), 'ThemeConsole'),
  reports: named(() => import('../../features/reports/components/reports-console'), 'ReportsConsole'),
  users: named(() => import('../../features/users/components/users-console'), 'UsersConsole'),
  articles: named(() => import('../../features/articles/components/article-console'), 'ArticleConsole'),
  orderDesk: named(() => import('../../features/order-desk/components/order-desk'), 'OrderDesk'),
  seo: named(() => import('../../features/seo/components/seo-console'), 'SeoConsole'),
  redirects: named(() => import('../../features/seo/components/route-rules-console'), 'RouteRulesConsole'),
  products: named(() => import('../../features/products/components/product-console'), 'ProductConsole'),
  gallery: named(() => import('../../features/gallery/components/gallery-console'), 'GalleryConsole'),
  menu: named(() => import('../../features/menu/components/menu-console'), 'MenuConsole'),
  map: named(() => import('../../features/area-map/components/map-console'), 'MapConsole'),
  pages: named(() => import('../../features/pages/components/pages-console'), 'PagesConsole'),
  combos: named(() => import('../../features/products/components/combo-console'), 'ComboConsole'),
  categories: named(() => import('../../features/categories/components/category-console'), 'CategoryConsole'),
  services: named(() => import('../../features/services/components/service-console'), 'ServiceConsole'),
};

/** Shown above the profile: the mailed verification link lands there (/dashboard?verified=…). */
const EmailVerification = named(() => import('../../features/profile/components/email-verification'), 'EmailVerification');
/** Below the profile: the password change. */
const ChangePasswordForm = named(() => import('../../features/profile/components/change-password-form'), 'ChangePasswordForm');

function PendingCount() {
  const count = usePendingModerationCount();
  if (!count) return null;
  return <span className={styles.count}>{count}</span>;
}

function SectionLink({ section }: { section: DashboardSection }) {
  const { t } = useTranslation('account');
  return (
    <li>
      <NavLink to={section.path ? `/dashboard/${section.path}` : '/dashboard'} end={!section.subPages} reloadDocument={section.reloadDocument} className={({ isActive }) => (isActive ? styles.active : undefined)}>
        <span>{t(`dashboard.sections.${section.key}`)}</span>
        {section.key === 'moderation' && <PendingCount />}
      </NavLink>
    </li>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('account');
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

  const staff = isStaff(user);
  const active = sectionAt(pathname);
  const allowed = (section: DashboardSection) => !section.area || mayOpen(user, section.area);
  const visible = DASHBOARD_SECTIONS.filter(allowed);

  return (
    <>
      <h1 className={styles.title}>{active && allowed(active) ? t(`dashboard.sections.${active.key}`) : t('dashboard.title')}</h1>
      <div className={styles.layout}>
        <nav aria-label={t('dashboard.nav')} className={styles.nav}>
          <ul>
            {visible.filter((section) => !section.area).map((section) => (
              <SectionLink key={section.key} section={section} />
            ))}
          </ul>
          {staff && (
            <>
              <p className={styles.group}>{t('dashboard.staffNav')}</p>
              <ul>
                {visible.filter((section) => section.area).map((section) => (
                  <SectionLink key={section.key} section={section} />
                ))}
              </ul>
            </>
          )}
        </nav>
        <div className={styles.content}>
          <Suspense fallback={<Skeleton lines={4} />}>
            <Routes>
              {DASHBOARD_SECTIONS.map((section) => {
                const Section = SECTION_COMPONENTS[section.key];
                const element =
                  !allowed(section) ? (
                    <ErrorState message={t('dashboard.forbidden')} />
                  ) : section.key === 'profile' ? (
                    <>
                      <EmailVerification />
                      <Section />
                      <ChangePasswordForm />
                    </>
                  ) : (
                    <Section />
                  );
                return section.path ? <Route key={section.key} path={section.subPages ? `${section.path}/*` : section.path} element={element} /> : <Route key={section.key} index element={element} />;
              })}
              <Route path="*" element={<EmptyState title={t('dashboard.notFound')} />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </>
  );
}
