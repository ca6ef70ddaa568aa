/**
 * Which image staff may give a page (a ticket, a product, a category, a service, an article's cover,
 * a dish, a place on the map, a portrait of the about page's team):
 * - the one it already has;
 * - one the site already shows (a catalogue picture, an article's cover, a gallery photo, a team
 *   portrait), which the consoles offer as a list;
 * - a photo staff uploaded (POST /api/staff/uploads) that is stored.
 * Anything else, a pasted address or a visitor's review photo that may not be public, is refused at
 * its field.
 */
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_URL } from '@storefront/shared/contracts/staff-image';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { Locale } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { fieldFailure } from '../lib/domain-error';

type Reader = Pick<Db, 'select' | 'execute'>;

const SHOWN_IMAGES = sql`
  SELECT image_url AS url FROM products UNION SELECT jsonb_array_elements_text(images) FROM products
  UNION SELECT image_url FROM categories UNION SELECT image_url FROM services
  UNION SELECT image_url FROM combos UNION SELECT image_url FROM ticket_types
  UNION SELECT cover_image_url FROM posts UNION SELECT image_url FROM gallery_items WHERE kind = 'photo'
  UNION SELECT image_url FROM dishes UNION SELECT image_url FROM map_points
  UNION SELECT jsonb_path_query(content, '$.team[*].imageUrl') #>> '{}' FROM pages WHERE key = 'about'`;

/** The images the site already shows, for the consoles' lists. */
export async function siteImages(db: Pick<Db, 'execute'>): Promise<string[]> {
  const result = await db.execute<{ url: string }>(sql`SELECT url FROM (${SHOWN_IMAGES}) AS shown WHERE url <> '' ORDER BY url LIMIT ${WHOLE_LIST_LIMIT}`);
  return result.rows.map((row) => row.url);
}

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
  const shown = await ctx.db.execute(sql`SELECT 1 FROM (${SHOWN_IMAGES}) AS shown WHERE url = ${url} AND url <> '' LIMIT 1`);
  if (shown.rows.length > 0) return;
  throw fieldFailure(ctx, field, 'validation.imageUnknown');
}
