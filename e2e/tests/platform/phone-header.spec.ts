/**
 * The header on a phone (390 × 844): one row of logo, cart, booking button and menu button; the
 * navigation, language, colour mode and sign-in inside a menu that works from the keyboard. On a
 * wide screen everything stands in the header as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { useLocale, type Locale } from '../../support/locale';

const texts = {
  vi: { nav: 'Điều hướng chính', language: 'Ngôn ngữ', colorMode: 'Chế độ màu', book: 'Đặt vé ngay', signIn: 'Đăng nhập', products: 'Sản phẩm', productsPath: '/san-pham', other: 'en', otherProductsPath: '/products' },
  en: { nav: 'Main navigation', language: 'Language', colorMode: 'Colour mode', book: 'Book now', signIn: 'Log in', products: 'Products', productsPath: '/products', other: 'vi', otherProductsPath: '/san-pham' },
} as const;

const PHONE = { width: 390, height: 844 };

async function openOnPhone(page: Page, locale: Locale, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForHydration(page); // the menu is worked from the keyboard too
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
const focusedInside = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && (active.getAttribute('aria-controls') === 'site-menu' || document.getElementById('site-menu')!.contains(active));
  });

for (const locale of ['vi', 'en'] as const) {
  const text = texts[locale];

  test(`at 390 × 844 the header is one row of at most 64 px: logo, cart, booking and menu (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    await openOnPhone(page, locale, text.productsPath);
    const header = page.getByRole('banner');
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(64);
    for (const part of [header.getByRole('link', { name: /cáp treo|Cable Car/ }), page.getByTestId('cart-badge'), header.getByRole('link', { name: text.book }), menuButton(page)]) {
      await expect(part).toBeVisible();
      const partBox = (await part.boundingBox())!;
      expect(partBox.y).toBeGreaterThanOrEqual(box.y);
      expect(partBox.y + partBox.height).toBeLessThanOrEqual(box.y + box.height);
    }
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: text.nav })).toBeHidden();
    await expect(page.getByLabel(text.language)).toBeHidden();
    await expect(page.getByLabel(text.colorMode)).toBeHidden();
    await expect(header.getByRole('link', { name: text.signIn })).toBeHidden();
  });

  test(`the menu opens and closes from the keyboard and keeps the focus inside while open (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    await openOnPhone(page, locale, text.productsPath);
    const button = menuButton(page);
    const nav = page.getByRole('navigation', { name: text.nav });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(page.getByLabel(text.language)).toBeVisible();
    await expect(page.getByLabel(text.colorMode)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.signIn })).toBeVisible();

    // Round the menu and back to its button, never out of it.
    const stops = (await nav.getByRole('link').count()) + 3; // the links, the language link, the colour select, sign-in
    for (let i = 0; i < stops; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: text.signIn })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test(`following a link from the menu closes it (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    await openOnPhone(page, locale, '/');
    await menuButton(page).click();
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.products }).click();
    await expect(page).toHaveURL(new RegExp(`${text.productsPath}$`));
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: text.nav })).toBeHidden();
  });

  test(`language and colour mode work from the menu (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    await openOnPhone(page, locale, text.productsPath);
    await menuButton(page).click();
    await page.getByLabel(text.colorMode).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByLabel(text.language).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${text.otherProductsPath}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', text.other);
  });

  test(`on a wide screen the header keeps its controls and navigation in view, without a menu button (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(text.productsPath);
    await expect(page.getByRole('navigation', { name: text.nav })).toBeVisible();
    await expect(page.getByLabel(text.language)).toBeVisible();
    await expect(page.getByLabel(text.colorMode)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.signIn })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.book })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });
}
