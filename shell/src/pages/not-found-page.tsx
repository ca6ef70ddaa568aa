/** Unmatched paths: a non-fatal 404 inside the normal layout, so the reader can navigate on. */
import { Link, useLocation } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useRolePath } from '@storefront/shared/i18n/use-locale';
import styles from './error-pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const rolePath = useRolePath();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">{t('errors.notFoundPath', { path: pathname })}</h1>
      <Link to={rolePath('frontPage')} className={styles.home}>
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
