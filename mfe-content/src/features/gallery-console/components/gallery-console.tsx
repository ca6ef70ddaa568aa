/**
 * The editors' gallery console (staff area `content`): the public gallery's photos and videos in
 * the order visitors see them, each with its thumbnail, moved up or down, changed in place, or
 * deleted after a confirmation; and the form that adds one at the end. Only the content area's
 * roles see the section; the API refuses everyone else.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { ConfirmDelete } from '@storefront/shared/console/confirm-delete';
import { galleryQueries } from '../gallery-queries';
import { GalleryItemForm, type ConsoleGalleryItem } from './gallery-item-form';
import styles from './gallery-console.module.css';

function useRefreshGallery() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: galleryQueries.consoleKey(trpc) });
}

/** The item's title in the console's language, falling back to the Vietnamese as visitors' does. */
function useTitle() {
  const { i18n } = useTranslation('contentStaff');
  return (item: ConsoleGalleryItem) => (i18n.language === 'en' && item.title.en) || item.title.vi;
}

function MoveButtons({ item, position, total }: { item: ConsoleGalleryItem; position: number; total: number }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const refresh = useRefreshGallery();
  const title = useTitle()(item);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // Redrawing the list in its new order may move this row's element, which takes focus off its
  // button: once the row is at its new place, focus goes back to the button pressed, or to the
  // other one when the item has reached that end.
  const refocus = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    const direction = refocus.current;
    refocus.current = null;
    if (!direction) return;
    const pressed = direction === 'up' ? up.current : down.current;
    (pressed && !pressed.disabled ? pressed : direction === 'up' ? down.current : up.current)?.focus();
  }, [position]);
  // The global toast says why a move was refused, in the reader's language.
  const move = useMutation(
    trpc.gallery.move.mutationOptions({
      onSuccess: async (result, { direction }) => {
        toast({ type: 'success', message: t('gallery.moved', { title, position: result.position }) });
        refocus.current = direction;
        await refresh();
      },
    }),
  );
  return (
    <div className={styles.buttons}>
      <Button ref={up} variant="secondary" size="small" disabled={position === 1 || move.isPending} onClick={() => move.mutate({ id: item.id, direction: 'up' })} aria-label={t('gallery.moveUpItem', { title })}>
        ↑ {t('gallery.moveUp')}
      </Button>
      <Button ref={down} variant="secondary" size="small" disabled={position === total || move.isPending} onClick={() => move.mutate({ id: item.id, direction: 'down' })} aria-label={t('gallery.moveDownItem', { title })}>
        ↓ {t('gallery.moveDown')}
      </Button>
    </div>
  );
}

function DeleteButton({ item }: { item: ConsoleGalleryItem }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const refresh = useRefreshGallery();
  const title = useTitle()(item);
  // The site's QueryClient toasts a refusal.
  const remove = useMutation(trpc.gallery.delete.mutationOptions());
  return (
    <ConfirmDelete
      label={t('gallery.deleteItem', { title })}
      question={t('gallery.deleteConfirm', { title })}
      onConfirm={async () => {
        await remove.mutateAsync({ id: item.id });
        toast({ type: 'success', message: t('gallery.deleted', { title }) });
        await refresh();
      }}
    />
  );
}

function GalleryRow({ item, position, total, images }: { item: ConsoleGalleryItem; position: number; total: number; images: readonly string[] }) {
  const { t } = useTranslation('contentStaff');
  const title = useTitle()(item);
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const headingId = `gallery-item-${item.id}`;
  const closeForm = () => {
    setEditing(false);
    edit.current?.focus();
  };
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.summary}>
        {/* Decorative: the title beside it says what it shows. */}
        <ResponsiveImage src={item.imageUrl} alt="" width={160} height={120} sizes="10rem" className={styles.thumbnail} />
        <div className={styles.text}>
          <h2 id={headingId} className={styles.name}>
            {item.title.vi}
          </h2>
          <p className={styles.meta}>
            <span className={styles.badge}>{t(`gallery.kinds.${item.kind}`)}</span> {t('gallery.position', { position, total })}
          </p>
          <p className={styles.meta}>{item.title.en ? t('gallery.english', { title: item.title.en }) : t('gallery.noEnglish')}</p>
          {item.videoUrl && (
            <p className={styles.meta}>
              <code className={styles.link}>{item.videoUrl}</code>
            </p>
          )}
        </div>
        <div className={styles.controls}>
          <MoveButtons item={item} position={position} total={total} />
          <div className={styles.buttons}>
            <Button ref={edit} variant="secondary" size="small" aria-expanded={editing} onClick={() => setEditing((open) => !open)} aria-label={t('gallery.editItem', { title })}>
              {t('gallery.edit')}
            </Button>
            <DeleteButton item={item} />
          </div>
        </div>
      </div>
      {editing && <GalleryItemForm item={item} images={images} label={t('gallery.editItem', { title })} onClose={closeForm} />}
    </li>
  );
}

export function GalleryConsole() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const gallery = useQuery(galleryQueries.console(trpc));
  const [adding, setAdding] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setAdding(false);
    add.current?.focus();
  };
  return (
    <div className={styles.console}>
      <p className={styles.intro}>{t('gallery.intro')}</p>
      <QueryState query={gallery} skeleton={<Skeleton shape="rect" height="12rem" />}>
        {({ items, images }) => (
          <>
            <div>
              <Button ref={add} aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
                {t('gallery.add')}
              </Button>
            </div>
            {adding && (
              <div className={styles.newItem}>
                <GalleryItemForm images={images} label={t('gallery.add')} onClose={closeForm} />
              </div>
            )}
            {items.length === 0 ? (
              <EmptyState title={t('gallery.empty')} />
            ) : (
              <ol className={styles.list} aria-label={t('gallery.list')}>
                {items.map((item, index) => (
                  <GalleryRow key={item.id} item={item} position={index + 1} total={items.length} images={images} />
                ))}
              </ol>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
