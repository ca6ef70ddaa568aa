/** The Content-Security-Policy lets the site run and stops injected inline script. */
import { expect, test } from '@playwright/test';

test('an injected inline script is blocked and reported, and nothing else violates the policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();
  expect(violations, 'the site itself needs no exception to the policy').toEqual([]);

  const executed = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(executed).toBe(false);
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/inline script/i);
});

test("videos play in YouTube's player, which the policy admits", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const player = 'https://www.youtube-nocookie.com/embed/';
  // A product's video review (seeded as a YouTube embed address) plays in the player, not as a
  // file, and only once the reader asks: the page itself asks YouTube for nothing.
  const youtubeRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url());
  });
  await page.goto('/san-pham/mo-hinh-cabin-cap-treo', { waitUntil: 'networkidle' });
  expect(youtubeRequests).toEqual([]);
  const reviewAsked = page.waitForRequest((request) => request.url().startsWith(player), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Phát video đánh giá' }).click();
  await reviewAsked; // a frame the policy refused would never be requested
  await expect(page.locator('video')).toHaveCount(0);

  // So does a video of the gallery, in its lightbox.
  await page.goto('/thu-vien-hinh-anh');
  const videoTile = page.getByRole('button', { name: /^Xem .*video/i }).first();
  const galleryAsked = page.waitForRequest((request) => request.url().startsWith(player), { timeout: 15_000 });
  await videoTile.click();
  await expect(page.getByRole('dialog').locator(`iframe[src^="${player}"]`)).toBeAttached();
  await galleryAsked;
  expect(violations).toEqual([]);
});
