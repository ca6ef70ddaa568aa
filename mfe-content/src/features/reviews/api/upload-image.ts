/**
 * Review avatars: checked here first so a person learns at once why a file is refused, and again
 * by POST /api/uploads, which judges the real bytes.
 */
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGE_TYPES } from '@storefront/shared/contracts/review-image';
import { requestHeaders } from '@storefront/shared/api/trpc-client';

export type ImageProblem = 'tooLarge' | 'wrongType';

export function imageProblem(file: { size: number; type: string }): ImageProblem | null {
  if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

export class UploadRefused extends Error {}

export async function uploadImage(file: File): Promise<{ uploadId: string; url: string }> {
  const body = new FormData();
  body.append('file', file);
  const { 'x-locale': locale, Authorization } = requestHeaders();
  const headers: Record<string, string> = { 'x-locale': locale ?? 'vi' };
  if (Authorization) headers.Authorization = Authorization;
  const response = await fetch('/api/uploads', { method: 'POST', body, headers });
  const answer = (await response.json().catch(() => ({}))) as { uploadId?: string; url?: string; error?: { message?: string } };
  if (!response.ok || !answer.uploadId || !answer.url) throw new UploadRefused(answer.error?.message ?? '');
  return { uploadId: answer.uploadId, url: answer.url };
}
