/**
 * Review avatars: checked here first so a person learns at once why a file is refused, and again
 * by POST /api/uploads, which judges the real bytes.
 */
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGE_TYPES } from '@storefront/shared/contracts/review-image';
import { requestHeaders } from '@storefront/shared/api/trpc-client';

type ImageProblem = 'tooLarge' | 'wrongType';

export function imageProblem(file: { size: number; type: string }): ImageProblem | null {
  if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

export class UploadRefused extends Error {}

export async function uploadImage(file: File): Promise<{ uploadId: string }> {
  const body = new FormData();
  body.append('file', file);
  const { 'x-locale': locale, Authorization } = requestHeaders();
  const headers: Record<string, string> = { 'x-locale': locale ?? 'vi' };
  if (Authorization) headers.Authorization = Authorization;
  const response = await fetch('/api/uploads', { method: 'POST', body, headers });
  const answer = (await response.json().catch(() => ({}))) as { uploadId?: string; error?: { message?: string } };
  if (!response.ok || !answer.uploadId) throw new UploadRefused(answer.error?.message ?? '');
  return { uploadId: answer.uploadId };
}

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
