import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { reviewServiceTypes } from '@storefront/shared/contracts/vocabulary';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextArea, TextField } from '@storefront/shared/ui/fields';
import { toast } from '@storefront/shared/toast/toast-store';
import { submitFailureText, useFormValidation } from '../../../lib/form';
import ui from '../../../components/ui.module.css';
import { imageProblem, localPreview, uploadImage, UploadRefused } from '../api/upload-image';
import styles from './review-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const reviewCreateInput = schemaOnDemand(() => import('@storefront/shared/contracts/review').then((contract) => contract.reviewCreateInput));

type AvatarMode = 'none' | 'url' | 'upload';
const EMPTY = { authorName: '', profession: '', avatarUrl: '', rating: 0, title: '', content: '', serviceType: '', visitDate: '' };
type ReviewValues = typeof EMPTY;

export function ReviewForm() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReviewValues>(EMPTY);
  const [avatarMode, setAvatarMode] = useState<AvatarMode>('none');
  const [upload, setUpload] = useState<{ uploadId: string; preview: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { errors, validate, showServerErrors, clearError, prefetch } = useFormValidation(reviewCreateInput);
  const create = useMutation(trpc.review.create.mutationOptions({ meta: { silentError: true } }));

  const set = <K extends keyof ReviewValues>(name: K, value: ReviewValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
    setSent(false);
  };
  const text = (name: Exclude<keyof ReviewValues, 'rating'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (avatarMode === 'upload' && uploadError) return;
    validate({
      authorName: values.authorName,
      profession: values.profession,
      title: values.title,
      content: values.content,
      visitDate: values.visitDate,
      rating: values.rating || undefined,
      serviceType: values.serviceType || undefined,
      avatarUrl: avatarMode === 'url' && values.avatarUrl.trim() ? values.avatarUrl.trim() : undefined,
      avatarUploadId: avatarMode === 'upload' ? upload?.uploadId : undefined,
    }, (input) => {
      if (create.isPending || uploading) return;
      setFailure(null);
      create.mutate(input, {
        onSuccess: () => {
          setValues(EMPTY);
          setUpload(null);
          setAvatarMode('none');
          setSent(true);
          toast({ type: 'success', message: t('reviews.form.pending') });
          void queryClient.invalidateQueries({ queryKey: trpc.review.list.pathKey() });
        },
        onError: (error) => {
          showServerErrors(error);
          setFailure(submitFailureText(error, t('reviews.form.failed')));
        },
      });
    });
  }

  return (
    <form className={ui.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('reviews.form.title')}>
      <div className={ui.formRow}>
        <TextField label={t('reviews.form.authorName')} required autoComplete="name" {...text('authorName')} />
        <TextField label={t('reviews.form.profession')} {...text('profession')} />
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
        {avatarMode === 'url' && <TextField label={t('reviews.form.avatarUrl')} type="url" placeholder="https://" hint={t('reviews.form.avatarUrlHint')} {...text('avatarUrl')} />}
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

      <fieldset className={styles.fieldset} aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>
          {t('reviews.form.rating')} <span aria-hidden="true">*</span>
        </legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className={styles.star} data-active={star <= values.rating || undefined}>
              <input type="radio" name="rating" value={star} checked={values.rating === star} onChange={() => set('rating', star)} className="visually-hidden" aria-label={t('reviews.stars', { count: star })} />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <span id="review-rating-error" role="alert" className={ui.error}>
            {errors.rating}
          </span>
        )}
      </fieldset>

      <TextField label={t('reviews.form.reviewTitle')} {...text('title')} />
      <TextArea label={t('reviews.form.content')} required rows={5} {...text('content')} />
      <div className={ui.formRow}>
        <Select
          label={t('reviews.form.serviceType')}
          required
          placeholder={t('reviews.form.chooseService')}
          options={reviewServiceTypes.map((type) => ({ value: type, label: t(`reviews.serviceTypes.${type}`) }))}
          {...text('serviceType')}
        />
        <TextField label={t('reviews.form.visitDate')} required type="date" max={todayInVietnam()} {...text('visitDate')} />
      </div>
      {failure && (
        <p role="alert" className={ui.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={create.isPending} disabled={uploading}>
        {t('reviews.form.submit')}
      </Button>
      {sent && <p role="status">{t('reviews.form.pending')}</p>}
    </form>
  );
}
