import { asc } from 'drizzle-orm';
import { mapPoints } from '../db/schema';
import { pick } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { publicProcedure, router } from '../trpc';

export const mapRouter = router({
  /** Points of interest; x / y are percentages on /seed-media/area-map.svg. */
  points: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(mapPoints).orderBy(asc(mapPoints.sortOrder), asc(mapPoints.id)).limit(WHOLE_LIST_LIMIT);
    return {
      mapImageUrl: '/seed-media/area-map.svg',
      points: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: pick(row.name, ctx.locale),
        description: pick(row.description, ctx.locale),
        category: row.category,
        x: row.x,
        y: row.y,
        lat: row.lat,
        lng: row.lng,
        imageUrl: row.imageUrl,
      })),
    };
  }),
});
