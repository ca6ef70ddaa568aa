/**
 * The seed images as api/scripts/make-seed-media.mjs leaves them: each has every responsive
 * variant the pages ask for (shared/src/media/image-variants.ts), at its width, and draws no text
 * that a page's caption could collide with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MODERN_FORMATS, variantUrl } from '@storefront/shared/media/image-variants';

const seedMediaDir = path.resolve(__dirname, '../../../seed-media');
const files = readdirSync(seedMediaDir);
const originals = files.filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -'.svg'.length));

it('every seed image has each variant width in each modern format, and nothing else is in the folder', () => {
  expect(originals.length).toBeGreaterThan(50);
  const expected = originals.flatMap((name) => [`${name}.svg`, ...IMAGE_WIDTHS.flatMap((width) => MODERN_FORMATS.map((format) => variantUrl(name, width, format)))]);
  expect(files.sort()).toEqual(expected.sort());
});

it('a variant is as wide as its name says', async () => {
  const name = originals.find((file) => file.startsWith('gallery-'))!;
  for (const width of IMAGE_WIDTHS) {
    for (const format of MODERN_FORMATS) {
      expect((await sharp(path.join(seedMediaDir, variantUrl(name, width, format))).metadata()).width).toBe(width);
    }
  }
});

it('no seed image draws text', () => {
  for (const name of originals) expect(readFileSync(path.join(seedMediaDir, `${name}.svg`), 'utf8')).not.toMatch(/<text\b/);
});
