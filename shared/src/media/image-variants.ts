/**
 * Where the responsive variants of an image are. An upload (`/uploads/<id>.jpg`) and a seed image
 * (`/seed-media/<name>.svg`) have beside them, under names derived from the original's,
 * `<name>-<width>.avif` and `<name>-<width>.webp` for every width below, and an upload also
 * `<name>-<width>.<its own extension>` for browsers that read neither. The API writes an upload's
 * when it accepts it (api/src/media/image-variants.ts); api/scripts/make-seed-media.mjs writes the
 * seed's. A variant is never wider than its original: above the original's width it holds the
 * original's pixels. Any other address (a link someone pasted) has no variants.
 */

/** The variant widths: the small two for avatars and thumbnails, the others for photos. */
export const IMAGE_WIDTHS = [96, 192, 480, 960, 1600] as const;
/** The formats every variant width exists in, most compact first (the order a <picture> offers them). */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
export type ModernFormat = (typeof MODERN_FORMATS)[number];

export const VARIANT_MIME: Record<ModernFormat | 'jpg' | 'png' | 'gif', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * `sizes` of a detail page's main image (product, service, ticket, article), which spans the page's
 * column: the page renders it with this and the document preloads it with the same, so both pick
 * the same file.
 */
export const HERO_IMAGE_SIZES = '(max-width: 76rem) calc(100vw - 2rem), 74rem';

export interface ImageVariants {
  /** The original's address without its extension; a variant is `${base}-${width}.${format}`. */
  base: string;
  /** The raster extension the original's own variants have; none for a vector original, which fits every width itself. */
  fallbackExtension?: 'jpg' | 'png' | 'gif';
}

// Loose on the id's shape (the server checks it): every page with a picture ships this.
const UPLOAD = /^(\/uploads\/[\da-f-]{36})\.(jpg|png|gif)$/;
const SEED = /^(\/seed-media\/[a-z0-9-]+)\.svg$/;

/** The variants of the image at `url`, or undefined when it has none. */
export function imageVariants(url: string): ImageVariants | undefined {
  const upload = UPLOAD.exec(url);
  if (upload) return { base: upload[1]!, fallbackExtension: upload[2] as 'jpg' | 'png' | 'gif' };
  const seed = SEED.exec(url);
  return seed ? { base: seed[1]! } : undefined;
}

export function variantUrl(base: string, width: number, extension: string): string {
  return `${base}-${width}.${extension}`;
}

/** A `srcset` of every width in one format. */
export function variantSrcSet(base: string, extension: string): string {
  return IMAGE_WIDTHS.map((width) => `${variantUrl(base, width, extension)} ${width}w`).join(', ');
}
