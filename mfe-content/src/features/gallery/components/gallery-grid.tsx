import { useState } from 'react';
import { toast } from '@storefront/shared/toast/toast-store';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import ui from '../../../components/ui.module.css';
import { galleryQueries, type GalleryKind } from '../gallery-queries';
import { loadOnce } from '@storefront/shared/async/load-once';
import type { Lightbox as LightboxComponent } from './lightbox';
import styles from './gallery-grid.module.css';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

export type GalleryItem = RouterOutputs['gallery']['list'][number];

// The viewer is fetched when a visitor points at, focuses or opens a photo, so the pages showing
// the grid (the home page too) do not carry it on first load.
const loadLightbox: () => Promise<typeof LightboxComponent> = loadOnce(() => import('./lightbox').then((module) => module.Lightbox));
const preloadLightbox = () => void loadLightbox().catch(() => undefined);

/** Photos and videos, filtered by kind, opening in a keyboard-accessible lightbox. */
export function GalleryGrid({ limit, filters = true }: { limit?: number; filters?: boolean }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [kind, setKind] = useState<GalleryKind | undefined>(undefined);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [Lightbox, setLightbox] = useState<typeof LightboxComponent | null>(null);
  const open = (index: number) =>
    loadLightbox().then(
      (component) => {
        setLightbox(() => component);
        setOpenIndex(index);
      },
      () => toast({ type: 'error', message: t('gallery.viewerFailed') }),
    );
  const query = useQuery(galleryQueries.list(trpc, kind));

  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {filters && (
        <div role="group" aria-label={t('gallery.filter')} className={ui.chips}>
          {([undefined, 'photo', 'video'] as const).map((value) => (
            <button key={value ?? 'all'} type="button" className={ui.chip} aria-pressed={kind === value} onClick={() => setKind(value)}>
              {t(`gallery.kinds.${value ?? 'all'}`)}
            </button>
          ))}
        </div>
      )}
      <QueryState query={query} errorText={t('gallery.loadFailed')} isEmpty={(items) => items.length === 0} empty={<EmptyState title={t('gallery.empty')} />} skeleton={<CardSkeletons count={limit ?? 6} />}>
        {(all) => {
          const items = limit ? all.slice(0, limit) : all;
          return (
            <>
              <ul className={styles.grid}>
                {items.map((item, index) => (
                  <li key={item.id}>
                    <button type="button" className={styles.tile} onPointerEnter={preloadLightbox} onFocus={preloadLightbox} onClick={() => void open(index)} aria-label={t('gallery.open', { title: item.kind === 'video' ? `${item.title} ${t('gallery.video')}` : item.title })}>
                      <ResponsiveImage src={item.imageUrl} alt={item.title} width={1200} height={900} sizes={CARD_IMAGE_SIZES} priority={index === 0} />
                      <span className={styles.caption}>{item.title}</span>
                      {item.kind === 'video' && (
                        <span className={styles.play}>
                          <span aria-hidden="true">▶ </span>
                          {t('gallery.video')}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
              {Lightbox && openIndex !== null && items[openIndex] && <Lightbox items={items} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
