/**
 * The fatal error page (spec §2, §8): a route whose validation fails shows
 * 'Page Not Found: {full path}' with 404; any other error 'Internal Server Error' with 500.
 */
import { isRouteErrorResponse, useRouteError } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { handleChunkLoadError } from '@storefront/shared/startup/build-watch';
import styles from './error-pages.module.css';

export function describeError(error: unknown): { status: number; messageKey: string; path?: string } {
  if (isRouteErrorResponse(error)) {
    const path = (error.data as { path?: string } | undefined)?.path;
    if (error.status === 404) return { status: 404, messageKey: path ? 'errors.notFoundFatal' : 'errors.notFound', path };
    return { status: error.status, messageKey: 'errors.internal' };
  }
  return { status: 500, messageKey: 'errors.internal' };
}

export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  handleChunkLoadError(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  const { status, messageKey, path } = describeError(error);
  return (
    <main className={styles.fatal}>
      <p className={styles.code}>{t('errors.statusCode', { code: status })}</p>
      <h1>{t(messageKey, { path })}</h1>
      <a href="/" className={styles.home}>
        {t('errors.backHome')}
      </a>
    </main>
  );
}
