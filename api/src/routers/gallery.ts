import { asc, eq } from 'drizzle-orm';
import { galleryListInput } from '@storefront/shared/contracts/gallery';
import { galleryItems } from '../db/schema';
import { pick, pickOrNull } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { publicProcedure, router } from '../trpc';

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
});
