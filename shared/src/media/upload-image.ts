/**
 * Sending a picked image to one of the API's upload routes (POST /api/uploads for a review photo,
 * /api/staff/uploads for a page's photo). The file is checked here first against the route's
 * limits, so a person learns at once why it is refused; the route judges the real bytes again.
 */
import { requestHeaders } from '@storefront/shared/api/trpc-client';

export type ImageProblem = 'tooLarge' | 'wrongType';

export interface ImageLimits {
  maxBytes: number;
  types: readonly string[];
}

export function imageProblem(file: { size: number; type: string }, limits: ImageLimits): ImageProblem | null {
  if (!limits.types.includes(file.type)) return 'wrongType';
  if (file.size > limits.maxBytes) return 'tooLarge';
  return null;
}

/** The route refused the file; the message is its reason in the page's language, when it gave one. */
export class UploadRefused extends Error {}

export interface StoredImage {
  uploadId: string;
  /** Where the stored image is served, e.g. /uploads/<id>.jpg. */
  url: string;
  width: number;
  height: number;
}

export async function uploadImage(file: File, route: '/api/uploads' | '/api/staff/uploads'): Promise<StoredImage> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(route, { method: 'POST', body, headers: requestHeaders() });
  const answer = (await response.json().catch(() => ({}))) as Partial<StoredImage> & { error?: { message?: string } };
  if (!response.ok || !answer.uploadId || !answer.url) throw new UploadRefused(answer.error?.message ?? '');
  return answer as StoredImage;
}
