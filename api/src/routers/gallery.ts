import { asc, eq } from 'drizzle-orm';
import { galleryListInput } from '@storefront/shared/contracts/gallery';
import { deleteGalleryItemInput, galleryItemInput, moveGalleryItemInput, updateGalleryItemInput } from '@storefront/shared/contracts/gallery-admin';
import { createGalleryItem, deleteGalleryItem, galleryConsole, moveGalleryItem, updateGalleryItem } from '../content/gallery-admin';
import { galleryItems } from '../db/schema';
import { pick, pickOrNull } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { areaProcedure, publicProcedure, router } from '../trpc';
import { adminContext } from './product';

const contentProcedure = areaProcedure('content');

export const galleryRouter = router({
  list: publicProcedure.input(galleryListInput).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(galleryItems)
      .where(input?.kind ? eq(galleryItems.kind, input.kind) : undefined)
      .orderBy(asc(galleryItems.sortOrder), asc(galleryItems.id))
      .limit(WHOLE_LIST_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: pick(row.title, ctx.locale),
      description: pickOrNull(row.description, ctx.locale),
      imageUrl: row.imageUrl,
      videoUrl: row.videoUrl,
    }));
  }),

  // ── The console (staff area `content`) ──

  /** Every item in the public order, texts in both languages, and the site's images to choose from. */
  adminList: contentProcedure.query(({ ctx }) => galleryConsole(ctx.db)),

  /** A photo, or a video from a YouTube link with a poster; added at the end. */
  create: contentProcedure.input(galleryItemInput).mutation(({ ctx, input }) => createGalleryItem(adminContext(ctx), input)),

  update: contentProcedure.input(updateGalleryItemInput).mutation(({ ctx, input }) => updateGalleryItem(adminContext(ctx), input)),

  /** One place up or down; at either end, nothing changes. */
  move: contentProcedure.input(moveGalleryItemInput).mutation(({ ctx, input }) => moveGalleryItem(adminContext(ctx), input)),

  /** Off the gallery; the image file stays for the pages that show it. */
  delete: contentProcedure.input(deleteGalleryItemInput).mutation(({ ctx, input }) => deleteGalleryItem(adminContext(ctx), input)),
});
