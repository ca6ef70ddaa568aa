import { asc } from 'drizzle-orm';
import { mapPointIdInput, mapPointInput, updateMapPointInput } from '@storefront/shared/contracts/map-admin';
import { AREA_MAP_IMAGE_URL, createMapPoint, deleteMapPoint, mapConsole, updateMapPoint } from '../content/map-admin';
import { mapPoints } from '../db/schema';
import { pick } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { areaProcedure, publicProcedure, router } from '../trpc';
import { adminContext } from './product';

/** The map's points in the console: editors and admins (staff area `content`). */
const contentProcedure = areaProcedure('content');

export const mapRouter = router({
  /** Points of interest; x / y are percentages on the illustrated map. */
  points: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(mapPoints).orderBy(asc(mapPoints.sortOrder), asc(mapPoints.id)).limit(WHOLE_LIST_LIMIT);
    return {
      mapImageUrl: AREA_MAP_IMAGE_URL,
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

  // ── The console (staff area `content`) ──

  /** Every point, both languages as stored, the map they sit on and the images the form offers. */
  adminList: contentProcedure.query(({ ctx }) => mapConsole(ctx.db)),

  createPoint: contentProcedure.input(mapPointInput).mutation(({ ctx, input }) => createMapPoint(adminContext(ctx), input)),

  /** Also moves the point on the map. */
  updatePoint: contentProcedure.input(updateMapPointInput).mutation(({ ctx, input }) => updateMapPoint(adminContext(ctx), input)),

  deletePoint: contentProcedure.input(mapPointIdInput).mutation(({ ctx, input }) => deleteMapPoint(adminContext(ctx), input)),
});
