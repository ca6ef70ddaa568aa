/**
 * Which image a page may be given: the one it already shows (a seed illustration stays allowed
 * while nobody replaces it), or a photo staff uploaded (POST /api/staff/uploads) that is stored.
 * Anything else, a pasted address or a visitor's review photo, is refused at the field.
 */
import { and, eq } from 'drizzle-orm';
import { UPLOAD_URL } from '@storefront/shared/contracts/staff-image';
import type { Db } from '../db/client';
import type { Locale } from '../lib/i18n';
import { uploads } from '../db/schema';
import { fieldFailure } from '../trpc';

type Reader = Pick<Db, 'select'>;

export async function checkPageImage(ctx: { db: Reader; locale: Locale }, field: (string | number)[], url: string, current: string | null): Promise<void> {
  if (url === current) return;
  if (UPLOAD_URL.test(url)) {
    const fileName = url.slice('/uploads/'.length);
    const id = fileName.slice(0, fileName.indexOf('.'));
    const [stored] = await ctx.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.fileName, fileName), eq(uploads.purpose, 'staff')))
      .limit(1);
    if (stored) return;
  }
  throw fieldFailure(ctx, field, 'validation.imageUnknown');
}
