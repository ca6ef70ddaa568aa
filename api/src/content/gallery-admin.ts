/**
 * The console's gallery: photos, and videos (a poster photo and a YouTube link), in one order the
 * public gallery shows. Each change runs in one transaction with its staff-log row (the item's
 * values before and after); a refusal throws before anything is written.
 *
 * An item never owns its image file: deleting an item or giving it another image leaves the file
 * where it is (staff uploads are never swept, media/orphan-uploads.ts), so a page that shows it,
 * another item, an article's cover or a page cached before the change, keeps showing it.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DeleteGalleryItemInput, GalleryItemInput, MoveGalleryItemInput, UpdateGalleryItemInput } from '@storefront/shared/contracts/gallery-admin';
import { youtubeEmbedUrl } from '@storefront/shared/media/youtube-embed';
import { catalogChange, translatable, type AdminContext, type Tx } from '../catalog/catalog-change';
import { galleryItems } from '../db/schema';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { checkPageImage, siteImages } from '../media/page-images';
import { fail } from '../lib/domain-error';

type Db = AdminContext['db'];
type Row = typeof galleryItems.$inferSelect;

/** The public gallery reads at most this many items: one more would be shown nowhere. */
export const GALLERY_ITEMS_MAX = WHOLE_LIST_LIMIT;

const inGalleryOrder = [asc(galleryItems.sortOrder), asc(galleryItems.id)];

/** What the console edits of an item, and what its staff-log rows hold. */
function editable(row: Row) {
  return { kind: row.kind, title: row.title, description: row.description, imageUrl: row.imageUrl, videoUrl: row.videoUrl };
}

/** Every item in the order visitors see them, with both languages, and the images to choose from. */
export async function galleryConsole(db: Db) {
  const [rows, images] = await Promise.all([db.select().from(galleryItems).orderBy(...inGalleryOrder).limit(GALLERY_ITEMS_MAX), siteImages(db)]);
  return { items: rows.map((row) => ({ id: row.id, ...editable(row) })), images };
}

/**
 * Creating and moving read the whole order and write it back: taken first, this lock makes them
 * wait for one another, so no two items get the same place and no count misses an item another
 * editor is adding. The mode lets updates and deletes of single items run beside them (a mode
 * that stopped them would deadlock with an update already holding its row).
 */
async function lockOrder(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE gallery_items IN SHARE UPDATE EXCLUSIVE MODE`);
}

/** The stored values an input asks for; a video's link becomes the address of YouTube's player. */
async function storedValues(ctx: AdminContext, tx: Tx, input: GalleryItemInput, current: Row | null) {
  await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, current?.imageUrl ?? null);
  return {
    kind: input.kind,
    title: translatable(input.title),
    description: input.description ? translatable(input.description) : null,
    imageUrl: input.imageUrl,
    // The contract let a video through only with a YouTube link, so it has a player's address.
    videoUrl: input.kind === 'video' ? youtubeEmbedUrl(input.videoUrl ?? '') : null,
  };
}

/** A new item, at the end of the gallery; refused once the gallery holds as many as it shows. */
export function createGalleryItem(ctx: AdminContext, input: GalleryItemInput) {
  return catalogChange(ctx, 'galleryItem.create', 'galleryItem', undefined, async (tx) => {
    await lockOrder(tx);
    const [held] = await tx.select({ items: count(), last: sql<number | null>`max(${galleryItems.sortOrder})` }).from(galleryItems);
    if ((held?.items ?? 0) >= GALLERY_ITEMS_MAX) throw fail(ctx, 'CONFLICT', 'errors.galleryFull', { max: GALLERY_ITEMS_MAX });
    const after = await storedValues(ctx, tx, input, null);
    const [row] = await tx
      .insert(galleryItems)
      .values({ ...after, sortOrder: Number(held?.last ?? 0) + 1 })
      .returning();
    return { result: { id: row!.id, ...after }, log: { subjectId: row!.id, before: null, after } };
  });
}

export function updateGalleryItem(ctx: AdminContext, input: UpdateGalleryItemInput) {
  return catalogChange(ctx, 'galleryItem.update', 'galleryItem', undefined, async (tx) => {
    const [row] = await tx.select().from(galleryItems).where(eq(galleryItems.id, input.id)).for('update');
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.galleryItemNotFound');
    const after = await storedValues(ctx, tx, input, row);
    await tx.update(galleryItems).set(after).where(eq(galleryItems.id, row.id));
    return { result: { id: row.id, ...after }, log: { subjectId: row.id, before: editable(row), after } };
  });
}

/**
 * Swaps an item with its neighbour. The gallery is numbered 1, 2, 3 … again on the way, as seeded
 * items may share a number (two items with the same number cannot be swapped by their numbers). At
 * either end nothing changes and nothing is logged.
 */
export function moveGalleryItem(ctx: AdminContext, input: MoveGalleryItemInput) {
  return catalogChange(ctx, 'galleryItem.move', 'galleryItem', undefined, async (tx) => {
    await lockOrder(tx);
    const rows = await tx.select({ id: galleryItems.id, sortOrder: galleryItems.sortOrder }).from(galleryItems).orderBy(...inGalleryOrder);
    const from = rows.findIndex((row) => row.id === input.id);
    if (from < 0) throw fail(ctx, 'NOT_FOUND', 'errors.galleryItemNotFound');
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return { result: { id: input.id, position: from + 1 } };
    const order = rows.slice();
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, row] of order.entries()) {
      if (row.sortOrder !== index + 1) await tx.update(galleryItems).set({ sortOrder: index + 1 }).where(eq(galleryItems.id, row.id));
    }
    return { result: { id: input.id, position: to + 1 }, log: { subjectId: input.id, before: { position: from + 1 }, after: { position: to + 1 } } };
  });
}

/** Takes the item off the gallery; its image file stays (see the top of this file). */
export function deleteGalleryItem(ctx: AdminContext, input: DeleteGalleryItemInput) {
  return catalogChange(ctx, 'galleryItem.delete', 'galleryItem', undefined, async (tx) => {
    const [row] = await tx.delete(galleryItems).where(eq(galleryItems.id, input.id)).returning();
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.galleryItemNotFound');
    return { result: { id: row.id }, log: { subjectId: row.id, before: editable(row), after: null } };
  });
}
