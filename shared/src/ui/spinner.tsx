import { useTranslation } from '@storefront/shared/i18n/react';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Inside a control that already says it is busy, the spinner is decoration only. */
  decorative?: boolean;
}

export function Spinner({ size = 'medium', decorative = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  const className = [styles.spinner, size !== 'medium' && styles[size]].filter(Boolean).join(' ');
  if (decorative) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="status" aria-label={t('loading.label')} />;
}
