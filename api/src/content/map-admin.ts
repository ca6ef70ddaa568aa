/**
 * The console's points on the area map: made, changed (moved on the map too) and deleted, each in
 * one transaction with its staff-log row holding the values before and after; a refusal throws
 * before anything is written.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { MapPointInput, UpdateMapPointInput } from '@storefront/shared/contracts/map-admin';
import { mapPoints } from '../db/schema';
import { translatable } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { checkPageImage, siteImages } from '../media/page-images';
import { fail } from '../lib/domain-error';
import { catalogChange, changeRefusingTakenSlug, type AdminContext, type Tx } from '../catalog/catalog-change';

type Db = AdminContext['db'];

/** The illustrated map the points' x / y percentages are measured on, for the public map and the console alike. */
export const AREA_MAP_IMAGE_URL = '/seed-media/area-map.svg';

const pointColumns = {
  id: mapPoints.id,
  slug: mapPoints.slug,
  name: mapPoints.name,
  description: mapPoints.description,
  category: mapPoints.category,
  x: mapPoints.x,
  y: mapPoints.y,
  lat: mapPoints.lat,
  lng: mapPoints.lng,
  imageUrl: mapPoints.imageUrl,
};

/** Every point in the public list's order, texts in both languages as stored, the map they sit on and the images the form offers. */
export async function mapConsole(db: Db) {
  const [points, images] = await Promise.all([
    db.select(pointColumns).from(mapPoints).orderBy(asc(mapPoints.sortOrder), asc(mapPoints.id)).limit(WHOLE_LIST_LIMIT),
    siteImages(db),
  ]);
  return { mapImageUrl: AREA_MAP_IMAGE_URL, points, images };
}

function pointValues(input: MapPointInput) {
  return {
    slug: input.slug,
    name: translatable(input.name),
    description: translatable(input.description),
    category: input.category,
    x: input.x,
    y: input.y,
    lat: input.lat,
    lng: input.lng,
    imageUrl: input.imageUrl ?? null,
  };
}

/** A point as the staff log keeps it. */
const storedPoint = ({ id: _id, ...fields }: typeof mapPoints.$inferSelect) => fields;

/** A new point, listed last. */
export function createMapPoint(ctx: AdminContext, input: MapPointInput) {
  return changeRefusingTakenSlug(ctx, 'mapPoint.create', 'mapPoint', input.slug, async (tx) => {
    if (input.imageUrl !== undefined) await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, null);
    const [row] = await tx
      .insert(mapPoints)
      .values({ ...pointValues(input), sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM map_points)` })
      .returning();
    return { result: { id: row!.id, slug: row!.slug }, log: { subjectId: row!.id, before: null, after: storedPoint(row!) } };
  });
}

export function updateMapPoint(ctx: AdminContext, input: UpdateMapPointInput) {
  return changeRefusingTakenSlug(ctx, 'mapPoint.update', 'mapPoint', input.slug, async (tx) => {
    const [before] = await tx.select().from(mapPoints).where(eq(mapPoints.id, input.id)).for('update');
    if (!before) throw fail(ctx, 'NOT_FOUND', 'errors.mapPointNotFound');
    if (input.imageUrl !== undefined) await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, before.imageUrl);
    const [after] = await tx.update(mapPoints).set(pointValues(input)).where(eq(mapPoints.id, before.id)).returning();
    return { result: { id: before.id, slug: after!.slug }, log: { subjectId: before.id, before: storedPoint(before), after: storedPoint(after!) } };
  });
}

export function deleteMapPoint(ctx: AdminContext, input: { id: number }) {
  return catalogChange(ctx, 'mapPoint.delete', 'mapPoint', undefined, async (tx) => {
    const [before] = await tx.select().from(mapPoints).where(eq(mapPoints.id, input.id)).for('update');
    if (!before) throw fail(ctx, 'NOT_FOUND', 'errors.mapPointNotFound');
    await tx.delete(mapPoints).where(eq(mapPoints.id, before.id));
    return { result: { id: before.id, slug: before.slug }, log: { subjectId: before.id, before: storedPoint(before), after: null } };
  });
}
