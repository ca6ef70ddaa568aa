/**
 * Renders the toast queue (toast/toast-store) in its six corners. Mounted once, by the shell or a
 * standalone remote's dev page.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@storefront/shared/i18n/react';
import { TOAST_POSITIONS, clickToast, dismissToast, pauseToast, resumeToast, startToastCountdown, toastStore, type Toast } from '@storefront/shared/toast/toast-store';
import styles from './toaster.module.css';

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation('common');
  useEffect(() => startToastCountdown(item.id), [item.id]);
  const classes = [styles.toast, styles[item.type], item.dismissible && styles.dismissible, item.leaving && styles.leaving].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-live={item.type === 'error' ? 'assertive' : 'polite'}
      data-type={item.type}
      onClick={() => clickToast(item.id)}
      onMouseEnter={() => pauseToast(item.id)}
      onMouseLeave={() => resumeToast(item.id)}
      onFocus={() => pauseToast(item.id)}
      onBlur={() => resumeToast(item.id)}
    >
      <p className={styles.message}>{item.message}</p>
      {item.dismissible && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('toast.dismiss')}
          onClick={(event) => {
            event.stopPropagation();
            dismissToast(item.id);
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}

export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((item) => item.position === position);
        if (here.length === 0) return null;
        return (
          <section key={position} className={`${styles.region} ${styles[position]}`} aria-label={t('toast.region')} data-position={position}>
            {here.map((item) => (
              <ToastItem key={item.id} item={item} />
            ))}
          </section>
        );
      })}
    </>
  );
}
