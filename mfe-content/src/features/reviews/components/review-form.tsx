import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { reviewServiceTypes } from '@storefront/shared/contracts/vocabulary';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextArea, TextField } from '@storefront/shared/ui/fields';
import { toast } from '@storefront/shared/toast/toast-store';
import ui from '../../../components/ui.module.css';
import { imageProblem, localPreview, uploadImage, UploadRefused } from '../api/upload-image';
import styles from './review-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const reviewCreateInput = schemaOnDemand(() => import('@storefront/shared/contracts/review').then((contract) => contract.reviewCreateInput));

type AvatarMode = 'none' | 'url' | 'upload';

export function ReviewForm() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [avatarMode, setAvatarMode] = useState<AvatarMode>('none');
  const [upload, setUpload] = useState<{ uploadId: string; preview: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const create = useMutation(trpc.review.create.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, form, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(reviewCreateInput, {
    // No rating yet (0) and no service chosen ('') fail the contract with its own messages.
    defaultValues: { authorName: '', profession: '', avatarUrl: undefined as string | undefined, rating: 0, title: '', content: '', serviceType: '', visitDate: '' },
    failureFallback: 'content:reviews.form.failed',
    onSubmit: async (input) => {
      // The photo is the upload's, checked by the API when it receives the id.
      await create.mutateAsync({ ...input, avatarUploadId: avatarMode === 'upload' ? upload?.uploadId : undefined });
      reset();
      setUpload(null);
      setAvatarMode('none');
      setSent(true);
      toast({ type: 'success', message: t('reviews.form.pending') });
      void queryClient.invalidateQueries({ queryKey: trpc.review.list.pathKey() });
    },
  });
  const rating = watch('rating');

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setUpload(null);
    setUploadError(null);
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setUploadError(t(`reviews.form.image.${problem}`));
      event.target.value = '';
      return;
    }
    setUploading(true);
    try {
      const [{ uploadId }, preview] = await Promise.all([uploadImage(file), localPreview(file)]);
      setUpload({ uploadId, preview });
    } catch (error) {
      setUploadError(error instanceof UploadRefused && error.message ? error.message : t('reviews.form.image.failed'));
      event.target.value = '';
    } finally {
      setUploading(false);
    }
  }

  function send(event: FormEvent) {
    // A photo that failed to upload must be replaced or dropped first; the reason is beside it.
    if (avatarMode === 'upload' && (uploadError || uploading)) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  return (
    <form className={ui.form} onSubmit={send} onFocus={prefetch} onChange={() => setSent(false)} noValidate aria-label={t('reviews.form.title')}>
      <div className={ui.formRow}>
        <TextField label={t('reviews.form.authorName')} required autoComplete="name" {...register('authorName')} error={fieldError('authorName')} />
        <TextField label={t('reviews.form.profession')} {...register('profession')} error={fieldError('profession')} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('reviews.form.avatar')}</legend>
        <div className={ui.chips} role="radiogroup" aria-label={t('reviews.form.avatar')}>
          {(['none', 'url', 'upload'] as const).map((mode) => (
            <label key={mode} className={styles.option}>
              <input type="radio" name="avatar-mode" checked={avatarMode === mode} onChange={() => setAvatarMode(mode)} />
              {t(`reviews.form.avatarMode.${mode}`)}
            </label>
          ))}
        </div>
        {avatarMode === 'url' && <TextField label={t('reviews.form.avatarUrl')} type="url" placeholder="https://" hint={t('reviews.form.avatarUrlHint')}
            // Gone with its mode; left empty, no address is given.
            {...register('avatarUrl', { shouldUnregister: true, setValueAs: (value: string | undefined) => value?.trim() || undefined })}
            error={fieldError('avatarUrl')}
          />}
        {avatarMode === 'upload' && (
          <div className={styles.upload}>
            <label htmlFor="review-avatar-file">{t('reviews.form.avatarFile')}</label>
            <input id="review-avatar-file" type="file" accept="image/jpeg,image/png,image/gif" onChange={(event) => void chooseFile(event)} aria-describedby="review-avatar-hint" aria-invalid={uploadError ? true : undefined} />
            <span id="review-avatar-hint" className={ui.muted}>
              {t('reviews.form.image.hint')}
            </span>
            {uploading && <span role="status">{t('reviews.form.image.uploading')}</span>}
            {uploadError && (
              <span role="alert" className={ui.error}>
                {uploadError}
              </span>
            )}
            {upload && (
              <span className={styles.preview}>
                <img src={upload.preview} alt={t('reviews.form.image.preview')} width={64} height={64} />
                <span role="status">{t('reviews.form.image.ready')}</span>
              </span>
            )}
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={fieldError('rating') ? 'review-rating-error' : undefined}>
        <legend>
          {t('reviews.form.rating')} <span aria-hidden="true">*</span>
        </legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className={styles.star} data-active={star <= rating || undefined}>
              <input type="radio" name="rating" value={star} checked={rating === star} onChange={() => form.setValue('rating', star, { shouldValidate: form.formState.isSubmitted })} className="visually-hidden" aria-label={t('reviews.stars', { count: star })} />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {fieldError('rating') && (
          <span id="review-rating-error" role="alert" className={ui.error}>
            {fieldError('rating')}
          </span>
        )}
      </fieldset>

      <TextField label={t('reviews.form.reviewTitle')} {...register('title')} error={fieldError('title')} />
      <TextArea label={t('reviews.form.content')} required rows={5} {...register('content')} error={fieldError('content')} />
      <div className={ui.formRow}>
        <Select
          label={t('reviews.form.serviceType')}
          required
          placeholder={t('reviews.form.chooseService')}
          options={reviewServiceTypes.map((type) => ({ value: type, label: t(`reviews.serviceTypes.${type}`) }))}
          {...register('serviceType')}
          error={fieldError('serviceType')}
        />
        <TextField label={t('reviews.form.visitDate')} required type="date" max={todayInVietnam()} {...register('visitDate')} error={fieldError('visitDate')} />
      </div>
      {failure && (
        <p role="alert" className={ui.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={sending} disabled={uploading}>
        {t('reviews.form.submit')}
      </Button>
      {sent && <p role="status">{t('reviews.form.pending')}</p>}
    </form>
  );
}
