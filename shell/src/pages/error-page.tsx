/**
 * The fatal error page (spec §2, §8), without the layout: a route whose validation fails shows
 * 'Page Not Found: {full path}' with 404; any other error 'Internal Server Error' with 500.
 */
import { useTranslation } from '@storefront/shared/i18n/react';
import styles from './error-pages.module.css';

export function ErrorPage({ notFoundPath }: { notFoundPath?: string }) {
  const { t } = useTranslation('common');
  const notFound = notFoundPath !== undefined;
  return (
    <main className={styles.fatal}>
      <p className={styles.code}>{t('errors.statusCode', { code: notFound ? 404 : 500 })}</p>
      <h1>{notFound ? t('errors.notFoundFatal', { path: notFoundPath }) : t('errors.internal')}</h1>
      <a href="/" className={styles.home}>
        {t('errors.backHome')}
      </a>
    </main>
  );
}
