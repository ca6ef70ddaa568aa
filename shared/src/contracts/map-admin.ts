/**
 * The console's points on the area map (staff area `content`). A point stands at x / y percent of
 * the illustrated map's width and height, the way the public map places it; its latitude and
 * longitude, for map links, are optional but come as a pair. The API checks these, and the
 * console's form checks the same schema before sending.
 */
import * as z from 'zod/mini';
import { bilingualText, id, optionalText, slug } from './common';
import { messageKey } from './message-key';
import { mapPointCategories } from './vocabulary';

export const MAP_NAME_MAX = 100;
export const MAP_DESCRIPTION_MAX = 500;
export const MAP_IMAGE_URL_MAX = 500;

/** A real number from `min` to `max`; out of range (or not a number) names the range. */
function between(min: number, max: number) {
  const error = messageKey('validation.between', { min, max });
  return z.number({ error }).check(z.gte(min, { error }), z.lte(max, { error }));
}

const mapPointFields = {
  slug,
  name: bilingualText(MAP_NAME_MAX),
  description: bilingualText(MAP_DESCRIPTION_MAX),
  category: z.enum(mapPointCategories, { error: messageKey('validation.invalid') }),
  /** Percent of the map's width from its left edge. */
  x: between(0, 100),
  /** Percent of the map's height from its top edge. */
  y: between(0, 100),
  lat: z.nullable(between(-90, 90)),
  lng: z.nullable(between(-180, 180)),
  /** None (or empty): the point's details show no picture. */
  imageUrl: optionalText(MAP_IMAGE_URL_MAX),
};

/** Latitude and longitude both or neither: one alone places the point nowhere. */
function pairedCoordinates<T extends { lat: number | null; lng: number | null }>() {
  return [
    z.refine<T>((value) => value.lat !== null || value.lng === null, { error: messageKey('validation.coordinatesPair'), path: ['lat'] }),
    z.refine<T>((value) => value.lng !== null || value.lat === null, { error: messageKey('validation.coordinatesPair'), path: ['lng'] }),
  ];
}

export const mapPointInput = z.object(mapPointFields).check(...pairedCoordinates());
export type MapPointInput = z.infer<typeof mapPointInput>;
export type MapPointFormValues = z.input<typeof mapPointInput>;

export const updateMapPointInput = z.object({ id, ...mapPointFields }).check(...pairedCoordinates());
export type UpdateMapPointInput = z.infer<typeof updateMapPointInput>;

export const mapPointIdInput = z.object({ id });
