/** Shell behaviour of spec §2 and §4 as a reader meets it. */
import { expect, test, type Response } from '@playwright/test';
import { useLocale } from '../../support/locale';

test('an unknown path shows the non-fatal 404 inside the site', async ({ page, context }) => {
  await useLocale(context, 'en');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no-such-page');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a detail path failing its validation rule shows the fatal 404 with the full path', async ({ page, context }) => {
  await useLocale(context, 'en');
  await page.goto('/products/Not_A_Slug!?ref=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /products/Not_A_Slug!?ref=x');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('switching language moves to the alias, sets <html lang>, and is remembered', async ({ page, context }) => {
  await useLocale(context, 'vi');
  await page.goto('/san-pham');
  await page.getByLabel('Ngôn ngữ').getByRole('link').click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  // A click before hydration follows the link to a new document, whose start-up code copies the cookie to storage.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});

test('the colour mode is stored under vueuse-color-scheme and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Chế độ màu').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('vueuse-color-scheme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('an invalid stored colour mode falls back to light', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'purple'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the dashboard sends a guest to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('theme colours from the API become CSS custom properties', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim().toLowerCase()))
    .toBe('#feb914');
});

test("the theme's colours hold on every team's page: a remote's stylesheet brings no palette of its own", async ({ page, context }) => {
  // Dark mode reads the default theme's primary scale from the other end (light 800 is dark 100).
  await context.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'dark'));
  const primary100 = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-100').trim().toLowerCase());
  for (const [path, remote] of [['/', 'content'], ['/san-pham', 'commerce'], ['/auth/login', 'account']] as const) {
    // Collected by address and read afterwards (a published remote's files never change): a body
    // read from the page itself is gone once the next page loads, which a late fragment races.
    const stylesheets = new Set<string>();
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'stylesheet' && response.url().includes('/remotes/')) stylesheets.add(response.url());
    };
    page.on('response', collect);
    await page.goto(path);
    await expect(page.locator(`main [data-boundary="${remote}"]`).first().getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(await primary100(), path).toBe('#93590d');
    const css = await Promise.all([...stylesheets].map(async (url) => (await page.request.get(url)).text()));
    expect(css.filter((text) => /--color-primary-\d+\s*:/.test(text)), path).toEqual([]);
  }
});

test('a Vietnamese visit downloads no English texts; an English one never shows Vietnamese first', async ({ browser }) => {
  const englishTitle = 'Discover the cable car area';
  const vietnameseTitle = 'Khám phá khu du lịch cáp treo';

  const viContext = await browser.newContext();
  await useLocale(viContext, 'vi');
  const viPage = await viContext.newPage();
  const scripts: Promise<string>[] = [];
  const record = (response: Response) => {
    // A body still arriving when the page closes is not one this check reads.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  };
  viPage.on('response', record);
  await viPage.goto('/', { waitUntil: 'networkidle' });
  await expect(viPage.getByRole('heading', { level: 1, name: vietnameseTitle })).toBeVisible();
  viPage.off('response', record);
  expect((await Promise.all(scripts)).filter((body) => body.includes(englishTitle))).toEqual([]);
  // Switching fetches them, and the page follows.
  await viPage.getByLabel('Ngôn ngữ').getByRole('link').click();
  await expect(viPage.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
  await viContext.close();

  const enContext = await browser.newContext();
  await useLocale(enContext, 'en');
  const enPage = await enContext.newPage();
  // Records any moment the Vietnamese heading is in the document, from the first script on.
  await enPage.addInitScript((title) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(title)) document.documentElement.dataset.sawVietnamese = 'yes';
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, vietnameseTitle);
  await enPage.goto('/');
  await expect(enPage.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
  await expect(enPage.locator('html')).not.toHaveAttribute('data-saw-vietnamese', 'yes');
  await enContext.close();
});

test('a new page opens at its top, as a new document would', async ({ page, context }) => {
  await useLocale(context, 'vi');
  await page.goto('/');
  const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Liên kết' });
  await footerLinks.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLinks.getByRole('link', { name: 'Giới thiệu' }).click();
  await expect(page).toHaveURL(/\/gioi-thieu$/);
  // The home page stays on screen until the new page has rendered (a transition): wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page reached by a link gets its own SEO tags, as a new document would', async ({ page, context }) => {
  await useLocale(context, 'vi');
  await page.goto('/');
  await expect(page).toHaveTitle('Trang chủ');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Liên kết' }).getByRole('link', { name: 'Liên hệ' }).click();
  await expect(page).toHaveURL(/\/lien-he$/);
  await expect(page).toHaveTitle('Liên hệ');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Hotline 1900 6868, email lienhe@mayngan.vn.');
});
