import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/shared/i18n/react';
import { youtubeEmbedUrl } from '@storefront/shared/media/youtube-embed';
import type { GalleryItem } from './gallery-grid';
import styles from './lightbox.module.css';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';

interface LightboxProps {
  items: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal viewer: Escape closes, arrow keys move, Tab stays inside, and focus returns to the tile
 * that opened it.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation('content');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const item = items[index]!;
  const move = (step: number) => onIndexChange((index + step + items.length) % items.length);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'Tab' && dialog.current) {
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button, iframe, video, [href]')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  const embed = item.kind === 'video' && item.videoUrl ? youtubeEmbedUrl(item.videoUrl) : null;
  return createPortal(
    <div ref={dialog} className={styles.backdrop} role="dialog" aria-modal="true" aria-label={item.title} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <span aria-live="polite">{t('gallery.position', { current: index + 1, total: items.length })}</span>
        <button ref={closeButton} type="button" className={styles.navButton} onClick={onClose} aria-label={t('gallery.close')}>
          ×
        </button>
      </div>
      <div className={styles.stage}>
        <button type="button" className={styles.navButton} onClick={() => move(-1)} aria-label={t('gallery.previous')} disabled={items.length < 2}>
          ‹
        </button>
        <figure style={{ margin: 0, minWidth: 0 }}>
          {item.kind === 'video' && item.videoUrl ? (
            embed ? (
              <iframe className={styles.frame} src={embed} title={item.title} allow="encrypted-media; picture-in-picture" allowFullScreen />
            ) : (
              <video className={styles.media} src={item.videoUrl} poster={item.imageUrl} controls aria-label={item.title} />
            )
          ) : (
            <ResponsiveImage className={styles.media} src={item.imageUrl} alt={item.title} width={1200} height={800} sizes="100vw" priority />
          )}
          <figcaption style={{ textAlign: 'center', marginTop: 'var(--space-2)' }}>
            <strong>{item.title}</strong>
            {item.description && <div>{item.description}</div>}
          </figcaption>
        </figure>
        <button type="button" className={styles.navButton} onClick={() => move(1)} aria-label={t('gallery.next')} disabled={items.length < 2}>
          ›
        </button>
      </div>
      <span />
    </div>,
    document.body,
  );
}
