/**
 * Photos staff add to pages (a ticket's, a product's, an article's cover): larger than a visitor's
 * review photo, uploaded through POST /api/staff/uploads with the same checks (type judged by the
 * bytes, re-encoded without metadata, responsive variants). Without zod, so the console's image
 * field can check a picked file before sending it.
 */
import type { StaffArea } from './staff-roles';

export const STAFF_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** The longest side a stored staff photo keeps; a larger one is scaled down to it. */
export const STAFF_IMAGE_MAX_SIDE = 4096;
export const STAFF_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** The staff areas whose pages have photos: their roles may upload. */
export const STAFF_IMAGE_AREAS = ['catalog', 'content'] as const satisfies readonly StaffArea[];

/** The address of a stored upload, as POST /api/staff/uploads answers it. */
export const UPLOAD_URL = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;
