/**
 * Every uploaded image is decoded and written anew, so a reader gets its pixels and nothing else
 * of the original file: no EXIF (a phone photo's GPS position, its camera's serial number), no XMP,
 * no ICC profile, no PNG text. The orientation the camera recorded is applied to the pixels first,
 * because the tag that told viewers to turn the picture goes with the rest.
 *
 * The output keeps the input's format, so the type rules (JPEG, PNG, GIF) stay what they were.
 * Of an animated GIF only the first frame is kept: an avatar is a still picture, and every frame
 * would multiply what a 5 MB file can make the server decode.
 */
import sharp, { type Sharp } from 'sharp';

/** The longest side a stored review photo may have; larger ones are scaled down, smaller ones kept. */
export const IMAGE_MAX_SIDE = 2048;
/** More pixels than a 5 MB photo holds (10,000 × 10,000): a file that claims more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 100_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png(),
  gif: (image) => image.gif(),
};

/**
 * The image re-encoded without metadata, at most `maxSide` pixels on its longer side; 'tooManyPixels' when its header claims more pixels than
 * MAX_INPUT_PIXELS (judged before anything is decoded), 'undecodable' when its bytes are no image.
 */
export async function reencodeImage(input: Buffer, format: ImageFormat, maxSide = IMAGE_MAX_SIDE): Promise<ReencodedImage | 'tooManyPixels' | 'undecodable'> {
  try {
    // Reading the header decodes no pixels, so sharp's own limit need not guard it.
    const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) return 'tooManyPixels';
  } catch {
    return 'undecodable';
  }
  // failOn 'warning' (sharp's default, spelled out): damaged pixel data is refused, not guessed at.
  const decoded = sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  const bounded = decoded.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  try {
    // sharp writes no metadata unless asked to (keepMetadata, withExif…), so none is asked for.
    const { data, info } = await ENCODE[format](bounded).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return 'undecodable';
  }
}
