/** What a page shows while its remote's code arrives: the shape of a page, not a spinner. */
import { useTranslation } from '@storefront/shared/i18n/react';
import styles from './page-skeleton.module.css';

export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading.label')}>
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.block} />
    </div>
  );
}
