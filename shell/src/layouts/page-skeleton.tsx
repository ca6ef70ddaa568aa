/** What a page shows while its remote's code arrives: the shape of a page, not a spinner. */
import { useTranslation } from '@storefront/shared/i18n/react';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import styles from './page-skeleton.module.css';

export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading.label')}>
      <Skeleton width="45%" height="2.5rem" />
      <Skeleton width="80%" />
      <Skeleton width="80%" />
      <Skeleton shape="rect" height="16rem" />
    </div>
  );
}
