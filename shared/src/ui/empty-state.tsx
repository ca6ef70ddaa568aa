import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import styles from './state.module.css';

export interface EmptyStateProps {
  /** Defaults to the common "nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** A way forward, e.g. a link back to the list. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state}>
      <p className={styles.title}>{title ?? t('ui.emptyTitle')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
