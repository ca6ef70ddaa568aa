/**
 * Review avatars: uploaded through POST /api/uploads within a review photo's limits
 * (shared/src/media/upload-image.ts checks a picked file against them first).
 */
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGE_TYPES } from '@storefront/shared/contracts/review-image';
import { imageProblem as problemWithin, uploadImage as upload } from '@storefront/shared/media/upload-image';

export { UploadRefused } from '@storefront/shared/media/upload-image';

export const imageProblem = (file: { size: number; type: string }) => problemWithin(file, { maxBytes: REVIEW_IMAGE_MAX_BYTES, types: REVIEW_IMAGE_TYPES });

export const uploadImage = (file: File) => upload(file, '/api/uploads');

/**
 * The chosen file as a data: URL for the form's preview. The server shows an upload to nobody but
 * staff until its review is approved, so the person's own preview is read from their own file.
 */
export function localPreview(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
