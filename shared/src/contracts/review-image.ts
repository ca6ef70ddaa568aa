/**
 * Max size and types of a review image (spec §5), without zod: the review form checks a picked
 * file before uploading it, and POST /api/uploads enforces the same limits.
 */
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
