/**
 * Pictures that fit: a photo a visitor uploads (a review's avatar, the site's upload path) is
 * served in every variant width in AVIF and WebP, and a page takes a variant no more than twice
 * the width it shows it at, on a phone and on a desktop. A detail page's main picture is the file
 * the document preloaded, and card grids leave no row half empty at any width.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../shared/src/media/image-variants';
import { mutate, query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { sessionToken, staff } from '../../support/staff';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

/** A 3000 × 2000 photo with detail in it, as a phone takes one. */
function photo(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ y) & 0x3f) * 4;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** The width a variant address names (`…-960.avif`), or undefined for an original. */
function variantWidth(url: string): number | undefined {
  const match = /-(\d+)\.(?:avif|webp|jpg|png|gif)$/.exec(new URL(url).pathname);
  return match ? Number(match[1]) : undefined;
}

/** The file the image shows once loaded, and the CSS width it is shown at. */
async function shown(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({ src: element.currentSrc, width: element.getBoundingClientRect().width }));
}

async function openPage(browser: Browser, device: typeof PHONE | typeof DESKTOP, locale: Locale, path: string) {
  const context = await browser.newContext({ ...device, locale: locale === 'vi' ? 'vi-VN' : 'en-US' });
  await useLocale(context, locale);
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('an uploaded 3000 × 2000 photo is served in every width and modern format, and the page takes a variant that fits', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const author = `Photo Reviewer ${Date.now()}`;
  const { page, close } = await openPage(browser, DESKTOP, 'en', '/reviews');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Upload an image').check();
  await form.getByLabel('Choose an image').setInputFiles({ name: 'summit.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(form.getByText('Image uploaded')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('textbox', { name: /^Name/ }).fill(author);
  await form.getByLabel('5 stars').check({ force: true });
  await form.getByRole('textbox', { name: /^Your review/ }).fill('The view from the top station was clear all morning.');
  await form.getByRole('combobox', { name: /^Service/ }).selectOption('cable-car');
  await form.getByLabel(/^Visit date/).fill('2025-03-01');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Thank you! Your review is awaiting moderation.')).toBeVisible();
  await close();

  const accessToken = await sessionToken(request, staff);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const queue = await request.get(`/api/trpc/moderation.queue?input=${encodeURIComponent(JSON.stringify({ pageSize: 50 }))}`, { headers });
  const items = ((await queue.json()) as { result: { data: { items: { kind: string; id: number; authorName?: string }[] } } }).result.data.items;
  const review = items.find((item) => item.kind === 'review' && item.authorName === author)!;
  await mutate(request, 'moderation.decide', { kind: 'review', id: review.id, approve: true }, headers);
  const reviews = await query<{ items: { authorName: string; avatarUrl: string | null }[] }>(request, 'review.list', { pageSize: 10 });
  const avatarUrl = reviews.items.find((item) => item.authorName === author)!.avatarUrl!;
  expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

  // The upload is stored at 2048 × 1365, so every variant width is below it.
  expect(IMAGE_WIDTHS).toEqual(expect.arrayContaining([480, 960, 1600]));
  for (const width of IMAGE_WIDTHS) {
    for (const [format, type, decoded] of [['avif', 'image/avif', 'heif'], ['webp', 'image/webp', 'webp']] as const) {
      const response = await request.get(avatarUrl.replace(/\.jpg$/, `-${width}.${format}`));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(await response.body()).metadata()).toMatchObject({ format: decoded, width });
    }
  }

  for (const device of [PHONE, DESKTOP]) {
    const reader = await openPage(browser, device, 'en', '/reviews');
    const avatar = `li:has-text("${author}") img`;
    const { src, width } = await shown(reader.page, avatar);
    expect(src).toMatch(/\.avif$/);
    const chosen = variantWidth(src)!;
    // Sharp on this screen, and no more than twice the width shown.
    expect(chosen).toBeGreaterThanOrEqual(Math.round(width * device.deviceScaleFactor));
    expect(chosen).toBeLessThanOrEqual(2 * width);
    await reader.close();
  }
});

test("a detail page's main picture is the variant the document preloaded, and fits the screen", async ({ browser, request }) => {
  const [ticket] = await query<{ slug: string }[]>(request, 'ticket.list');
  for (const device of [PHONE, DESKTOP]) {
    const { page, close } = await openPage(browser, device, 'vi', `/tickets/${ticket!.slug}`);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesrcset', /-1600\.avif 1600w/);
    const { src, width } = await shown(page, 'main picture img');
    const chosen = variantWidth(src)!;
    expect(chosen).toBeGreaterThanOrEqual(Math.round(width * device.deviceScaleFactor));
    expect(chosen).toBeLessThanOrEqual(2 * width * device.deviceScaleFactor);
    // What the page shows is what the document asked for first, so it is not fetched twice.
    expect(await preload.getAttribute('imagesrcset')).toContain(new URL(src).pathname);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/seed-media\//.test(entry.name) && /-\d+\.avif$/.test(entry.name)).length);
    expect(fetched).toBe(1);
    await close();
  }
});

/** For each card grid on the page: whether every row reaches both edges of the grid. */
function rowsFill(page: Page, grid: string) {
  return page.locator(grid).evaluateAll((grids) =>
    grids.map((element) => {
      const box = element.getBoundingClientRect();
      const rows = new Map<number, { left: number; right: number }>();
      for (const item of element.children) {
        const cell = item.getBoundingClientRect();
        const top = Math.round(cell.top);
        const row = rows.get(top) ?? { left: Infinity, right: -Infinity };
        rows.set(top, { left: Math.min(row.left, cell.left), right: Math.max(row.right, cell.right) });
      }
      return [...rows.values()].every((row) => row.left - box.left < 1.5 && box.right - row.right < 1.5) && rows.size > 0;
    }),
  );
}

const GRID_PAGES = [
  { name: 'tickets', paths: { vi: '/tickets', en: '/tickets' }, grid: 'main ul:has(> li article)' },
  { name: 'articles', paths: { vi: '/bai-viet', en: '/posts' }, grid: 'main ul:has(> li article)' },
  { name: 'gallery', paths: { vi: '/thu-vien-hinh-anh', en: '/gallery' }, grid: 'main ul:has(> li > button)' },
];

for (const locale of ['vi', 'en'] as const) {
  for (const { name, paths, grid } of GRID_PAGES) {
    test(`the ${name} grid fills every row from 320 to 1440 px wide (${locale})`, async ({ browser }) => {
      const { page, close } = await openPage(browser, DESKTOP, locale, paths[locale]);
      await expect(page.locator(`${grid} > li`).first()).toBeVisible();
      for (const width of [320, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => rowsFill(page, grid), { message: `rows at ${width} px` }).not.toContain(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await close();
    });
  }
}
