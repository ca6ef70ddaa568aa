import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import styles from './state.module.css';

export interface ErrorStateProps {
  /** Already localised (see errorMessage in api/api-errors); defaults to the common failure text. */
  message?: ReactNode;
  onRetry?: () => void;
}

/** What a failed area shows: the message and, when the failure may pass, a Retry button. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.title}>{message ?? t('errors.unknown')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </div>
  );
}
