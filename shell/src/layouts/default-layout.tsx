import { Outlet } from '@storefront/shared/routes/router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { HydrationHint } from './hydration-hint';
import { usePrefetchNextPages } from '../app/next-pages';
import styles from './layouts.module.css';

export function DefaultLayout() {
  usePrefetchNextPages();
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <HydrationHint />
    </div>
  );
}
