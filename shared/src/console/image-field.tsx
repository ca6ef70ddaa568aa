/**
 * A page's picture in a console form: the current one shown, a file picker that uploads a new
 * photo to POST /api/staff/uploads at once (the type and size are checked here first), and with
 * `choices` a list of the images the site already shows; with `optional`, a button that leaves the
 * page without one. The form keeps only the address; the API checks it (api/src/media/page-images.ts).
 */
import { useId, useState } from 'react';
import { STAFF_IMAGE_MAX_BYTES, STAFF_IMAGE_TYPES } from '@storefront/shared/contracts/staff-image';
import { useConsoleTexts, fill } from './console-texts';
import { imageProblem, uploadImage, UploadRefused } from '@storefront/shared/media/upload-image';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';
import { Spinner } from '@storefront/shared/ui/spinner';
import { Button } from '@storefront/shared/ui/button';
import { Select } from '@storefront/shared/ui/fields';
import styles from './image-field.module.css';

export interface ImageFieldProps {
  label: string;
  /** The stored photo's address, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** The form's error for the field (e.g. the API refused the address). */
  error?: string | null;
  /** Images the site already shows, offered besides an upload. */
  choices?: readonly string[];
  /** The page may have no picture: a button takes the current one away. */
  optional?: boolean;
}

const LIMITS = { maxBytes: STAFF_IMAGE_MAX_BYTES, types: STAFF_IMAGE_TYPES };

export function ImageField({ label, value, onChange, error, choices, optional = false }: ImageFieldProps) {
  const texts = useConsoleTexts();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  // Photos uploaded here are choices too, until the next load lists them with the others.
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const local = imageProblem(file, LIMITS);
    if (local) {
      setProblem(fill(texts.images[local], { megabytes: STAFF_IMAGE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const { url } = await uploadImage(file, '/api/staff/uploads');
      setUploaded((earlier) => [url, ...earlier]);
      onChange(url);
    } catch (failure) {
      setProblem(failure instanceof UploadRefused && failure.message ? failure.message : texts.images.failed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <ResponsiveImage src={value} alt={texts.images.current} width={320} height={180} sizes="20rem" className={styles.preview} />
      ) : (
        <p className={styles.none}>{texts.images.none}</p>
      )}
      <label className={styles.picker}>
        <input
          type="file"
          accept={STAFF_IMAGE_TYPES.join(',')}
          className={styles.input}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          aria-invalid={shown ? true : undefined}
          disabled={uploading}
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            // The same file picked again after a refusal is a new attempt.
            event.currentTarget.value = '';
          }}
        />
        <span id={`${id}-action`} aria-hidden="true" className={styles.button}>
          {uploading && <Spinner size="small" decorative />}
          {uploading ? texts.images.uploading : value ? texts.images.replace : texts.images.upload}
        </span>
      </label>
      {optional && value && (
        <Button variant="ghost" size="small" onClick={() => onChange('')}>
          {texts.images.remove}
        </Button>
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {fill(texts.images.hint, { megabytes: STAFF_IMAGE_MAX_BYTES / 1024 / 1024 })}
      </p>
      {uploading && (
        <p role="status" className="visually-hidden">
          {texts.images.uploading}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {shown}
        </p>
      )}
      {choices && (
        <Select
          label={texts.images.existing}
          options={[...new Set([...uploaded, value, ...choices])].filter(Boolean).map((url) => ({ value: url, label: url.replace(/^.*\//, '') }))}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </div>
  );
}
