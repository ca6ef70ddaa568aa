/**
 * The first screen works before the page's code has arrived, here with no JavaScript at all, on a
 * phone: the menu opens and closes (a native popover), the language link switches the language
 * (through /api/locale), and a visit day chosen on the calendar's links reaches the order page
 * with that day chosen. One context, three documents.
 */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../support/site';
import { calendarDay, vietnamDate } from '../../support/purchase';

test('without JavaScript the menu, the language link and the calendar links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  await page.goto('/san-pham');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(nav).toBeVisible();
  await menuButton.click();
  await expect(nav).toBeHidden();

  // The language link, from the menu: the same page in English, and the next pages too.
  await menuButton.click();
  await page.getByLabel('Ngôn ngữ').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  // The calendar: the next month, then a day of it, each a new document that shows the choice.
  await page.goto('/order-ticket');
  const [year, month] = vietnamDate(0).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]month=${next}`));
  const day = `${next}-15`;
  await calendarDay(page, day).click();
  await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
  await expect(page.getByRole('gridcell', { selected: true })).toContainText('15');
  await expect(calendarDay(page, day)).toHaveAttribute('data-date', day);

  await context.close();
});

test("a tap on add to cart before the page's code has arrived is kept, shown, and acts once the page has hydrated", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  // The page's scripts are held back until the tap has been made, as on a slow phone.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, (route) => released.then(() => route.continue()));
  await page.goto('/san-pham/mat-ong-hoa-ban'); // a seeded product with one variant, in stock
  const addToCart = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(addToCart).toHaveAttribute('aria-disabled', 'true');
  await addToCart.tap({ force: true }); // a real tap where it is; force, as it says it is not ready
  await addToCart.tap({ force: true }); // an impatient second tap adds nothing more
  await expect(addToCart).toHaveAttribute('data-tap-waiting', '');

  release();
  const cart = page.getByRole('banner').getByTestId('cart-badge');
  await expect(cart).toHaveAccessibleName('Giỏ hàng, 1 sản phẩm');
  await expect(addToCart).not.toHaveAttribute('data-tap-waiting', '');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await context.close();
});
