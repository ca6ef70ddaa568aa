/**
 * An admin switches the add-to-cart flag off in the console's "Feature flags": a visitor's next
 * product page, in Vietnamese and in English, has no add-to-cart button; switched on again, the
 * button is back. A staff account (not an admin) is never shown the section.
 *
 * Where it runs: the flag is site-wide and the `site` project's specs run in parallel on the same
 * server (fullyParallel, 2 workers), and several of them click "Thêm vào giỏ hàng" (checkout,
 * federation, sticky-booking). A serial describe orders this file's own tests only, not other
 * workers', so playwright.config.ts leaves this file out of `site` and runs it in the `site-exclusive`
 * project, which depends on `site`: it starts when every other spec on that server is done, and
 * nothing sees the flag off but this file. It still switches the flag back in `afterAll`, so a
 * failure here leaves the server as it found it for a rerun against the same server.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mutate } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { pageById } from '../../support/published-site';
import { seededSlug } from '../../support/seeded-path';
import { admin, sessionToken, staff } from '../../support/staff';
import { signIn } from './account-support';

const FLAG = 'enable_add_to_cart';
const addToCart = { vi: 'Thêm vào giỏ hàng', en: 'Add to cart' } as const;

test.describe.configure({ mode: 'serial' });

/** A product page as a visitor opens it: a new browser context, in `locale`, never signed in. */
async function openProductAsVisitor(browser: Browser, locale: Locale, slug: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await useLocale(context, locale);
  const page = await context.newPage();
  await page.goto(pageById('productDetail').paths[locale].replace(':slug', slug));
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

async function expectAddToCart(browser: Browser, slug: string, present: boolean): Promise<void> {
  for (const locale of ['vi', 'en'] as const) {
    const { page, close } = await openProductAsVisitor(browser, locale, slug);
    try {
      await expect(page.locator('main').getByRole('button', { name: addToCart[locale], exact: true })).toHaveCount(present ? 1 : 0);
    } finally {
      await close();
    }
  }
}

test.afterAll(async ({ request }) => {
  const accessToken = await sessionToken(request, admin);
  await mutate(request, 'featureFlags.setFeatureFlag', { key: FLAG, enabled: true }, { Authorization: `Bearer ${accessToken}` });
});

test('an admin switches add-to-cart off and on; a visitor’s next product page follows, in both languages', async ({ page, browser, request }) => {
  const slug = (await seededSlug(request, pageById('productDetail')))!;
  await expectAddToCart(browser, slug, true);

  await signIn(page, admin.email, admin.password);
  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
  await page.getByRole('link', { name: 'Bật/tắt tính năng' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bật/tắt tính năng' })).toBeVisible();
  const flag = page.getByRole('switch', { name: FLAG, exact: true });
  await expect(flag).toHaveAttribute('aria-checked', 'true');

  await flag.click();
  await expect(page.getByText(`Đã tắt ${FLAG}`)).toBeVisible();
  await expect(flag).toHaveAttribute('aria-checked', 'false');
  await expectAddToCart(browser, slug, false);

  await flag.click();
  await expect(page.getByText(`Đã bật ${FLAG}`)).toBeVisible();
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  await expectAddToCart(browser, slug, true);
});

test('a staff account is not shown the feature flags', async ({ page }) => {
  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
  await expect(page.getByRole('link', { name: 'Lịch sử thao tác' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bật/tắt tính năng' })).toHaveCount(0);

  await page.goto('/dashboard/flags');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bật/tắt tính năng' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
});
