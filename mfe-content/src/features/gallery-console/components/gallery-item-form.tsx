/**
 * A gallery item's form, for a new item and for one being changed: photo or video, its title and
 * description in Vietnamese and English side by side (English optional: readers of English see
 * the Vietnamese), the photo or the video's poster, and a video's YouTube link. Checked with the
 * API's own contract before sending; the API says at the field why it refuses a link or an image.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { GalleryKind } from '@storefront/shared/contracts/gallery-admin';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextArea, TextField } from '@storefront/shared/ui/fields';
import { contentStaffKey } from '../../../app/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { galleryQueries } from '../gallery-queries';
import styles from './gallery-console.module.css';

/**
 * Fetched when the form is first focused; see schemaOnDemand. A change is checked with the new
 * item's contract too: the API's adds only the item's id, which the form does not edit.
 */
const galleryItemInput = schemaOnDemand(() => import('@storefront/shared/contracts/gallery-admin').then((contract) => contract.galleryItemInput));

export type ConsoleGalleryItem = RouterOutputs['gallery']['adminList']['items'][number];

interface FormValues {
  kind: GalleryKind;
  title: { vi: string; en: string };
  description: { vi: string; en: string };
  imageUrl: string;
  videoUrl: string;
}

/** What the form starts from: the item's stored values, English and missing texts blank. */
function formValues(item: ConsoleGalleryItem | undefined): FormValues {
  return {
    kind: item?.kind ?? 'photo',
    title: { vi: item?.title.vi ?? '', en: item?.title.en ?? '' },
    description: { vi: item?.description?.vi ?? '', en: item?.description?.en ?? '' },
    imageUrl: item?.imageUrl ?? '',
    videoUrl: item?.videoUrl ?? '',
  };
}

export interface GalleryItemFormProps {
  /** The item being changed; none: a new one, added at the end of the gallery. */
  item?: ConsoleGalleryItem;
  /** The images the site already shows, offered besides an upload. */
  images: readonly string[];
  /** After a save, or when the person cancels. */
  onClose: () => void;
  /** The form's accessible name. */
  label: string;
}

export function GalleryItemForm({ item, images, onClose, label }: GalleryItemFormProps) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.gallery.create.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.gallery.update.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = useContractForm(galleryItemInput, {
    defaultValues: formValues(item),
    failureFallback: contentStaffKey('gallery.saveFailed'),
    onSubmit: async (input) => {
      if (item) {
        await update.mutateAsync({ id: item.id, ...input });
        toast({ type: 'success', message: t('gallery.saved', { title: input.title.vi }) });
      } else {
        await create.mutateAsync(input);
        toast({ type: 'success', message: t('gallery.created', { title: input.title.vi }) });
      }
      await queryClient.invalidateQueries({ queryKey: galleryQueries.consoleKey(trpc) });
      onClose();
    },
  });
  const video = watch('kind') === 'video';
  const language = (name: 'vietnamese' | 'englishOptional') => t(`gallery.${name}`);

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={label}>
      <FormFailure message={failure} className={styles.alert} />
      <Select
        label={t('gallery.kind')}
        options={(['photo', 'video'] as const).map((kind) => ({ value: kind, label: t(`gallery.kinds.${kind}`) }))}
        {...register('kind')}
        error={fieldError('kind')}
      />
      <div className={styles.languages}>
        <TextField label={`${t('gallery.title')} (${language('vietnamese')})`} required {...register('title.vi')} error={fieldError('title.vi')} />
        <TextField label={`${t('gallery.title')} (${language('englishOptional')})`} {...register('title.en')} error={fieldError('title.en')} />
      </div>
      <div className={styles.languages}>
        <TextArea label={`${t('gallery.description')} (${language('vietnamese')})`} hint={t('gallery.descriptionHint')} rows={3} {...register('description.vi')} error={fieldError('description.vi')} />
        <TextArea label={`${t('gallery.description')} (${language('englishOptional')})`} rows={3} {...register('description.en')} error={fieldError('description.en')} />
      </div>
      <ImageField
        label={t(video ? 'gallery.poster' : 'gallery.photo')}
        value={watch('imageUrl')}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={fieldError('imageUrl')}
        choices={images}
      />
      {video && <TextField label={t('gallery.videoUrl')} hint={t('gallery.videoUrlHint')} type="url" inputMode="url" required {...register('videoUrl')} error={fieldError('videoUrl')} />}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t(item ? 'gallery.save' : 'gallery.create')}
        </Button>
        <Button variant="ghost" disabled={sending} onClick={onClose}>
          {t('gallery.cancel')}
        </Button>
      </div>
    </form>
  );
}
