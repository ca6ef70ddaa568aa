/** The signed-in area: the site header, then the account team's dashboard (which has its own menu). */
import { Outlet } from '@storefront/shared/routes/router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import styles from './layouts.module.css';

export function ProfileLayout() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" className={`${styles.main} ${styles.profileMain}`} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
