/**
 * The responsive variants of an upload (names and widths: shared/src/media/image-variants.ts):
 * `<id>-<width>.avif`, `.webp` and `.<its own extension>` for every width, encoded from the stored
 * image, which already has no metadata. A width above the image's own holds the image at its own
 * size: nothing is enlarged.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, MODERN_FORMATS, variantUrl } from '@storefront/shared/media/image-variants';
import type { ImageFormat } from './reencode-image';

export interface VariantFile {
  fileName: string;
  bytes: Buffer;
}

const EXTENSION: Record<ImageFormat, 'jpg' | 'png' | 'gif'> = { jpeg: 'jpg', png: 'png', gif: 'gif' };

const ENCODE: Record<ImageFormat | (typeof MODERN_FORMATS)[number], (image: Sharp) => Sharp> = {
  // AVIF's default effort takes the better part of a minute on a noisy 2048 px photo; 2 takes seconds.
  avif: (image) => image.avif({ effort: 2 }),
  webp: (image) => image.webp(),
  jpeg: (image) => image.jpeg({ quality: 82 }),
  png: (image) => image.png(),
  gif: (image) => image.gif(),
};

/** `<id>.<ext>`'s variant file names, in the order encodeVariants makes them. */
export function variantFileNames(fileName: string): string[] {
  const { name, ext } = path.parse(fileName);
  return IMAGE_WIDTHS.flatMap((width) => [...MODERN_FORMATS, ext.slice(1)].map((extension) => variantUrl(name, width, extension)));
}

/** Every variant of the stored image `fileName` (in `format`), encoded in memory. */
export async function encodeVariants(stored: Buffer, fileName: string, format: ImageFormat): Promise<VariantFile[]> {
  const { name } = path.parse(fileName);
  const files: VariantFile[] = [];
  for (const width of IMAGE_WIDTHS) {
    // One resize per width, its three encodings from the same pixels; one at a time, so an upload
    // never holds more than one decoded copy besides its own.
    const resized = await sharp(stored).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    for (const target of [...MODERN_FORMATS, format] as const) {
      const raw = sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
      const extension = target === format ? EXTENSION[format] : target;
      files.push({ fileName: variantUrl(name, width, extension), bytes: await ENCODE[target](raw).toBuffer() });
    }
  }
  return files;
}

/** Removes an upload's file and its variants; a missing one is no error. */
export async function removeUploadFiles(uploadsDir: string, fileName: string): Promise<void> {
  await Promise.all([fileName, ...variantFileNames(fileName)].map((file) => rm(path.join(uploadsDir, file), { force: true })));
}
