import { useStore } from 'zustand';
import { useTranslation } from '@storefront/shared/i18n/react';
import { overlayStore } from '@storefront/shared/startup/loading-overlay';
import { Spinner } from '@storefront/shared/ui/spinner';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** Defaults to the startup overlay state (spec §4). */
  visible?: boolean;
}

/** The full-screen 'Loading...' cover shown above the page while the shell starts. */
export function LoadingOverlay({ visible }: LoadingOverlayProps) {
  const { t } = useTranslation('common');
  const startupVisible = useStore(overlayStore, (state) => state.visible);
  if (!(visible ?? startupVisible)) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner size="large" decorative />
      <span>{t('loading.overlay')}</span>
    </div>
  );
}
