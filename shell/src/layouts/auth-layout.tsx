/** Sign-in and sign-up: a focused card with only the way home and the language. */
import { Link, Outlet } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { LocaleSwitcher } from './locale-switcher';
import { useRolePath } from '@storefront/shared/i18n/use-locale';
import styles from './layouts.module.css';

export function AuthLayout() {
  const { t } = useTranslation('common');
  const rolePath = useRolePath();
  return (
    <div className={styles.authPage}>
      <header className={styles.authHeader}>
        <Link to={rolePath('frontPage')}>{t('site.name')}</Link>
        <LocaleSwitcher />
      </header>
      <main id="main" className={styles.authCard} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
