/**
 * The first screen works before the page's code has arrived, here with no JavaScript at all, on a
 * phone: the menu opens and closes (a native popover), the language link switches the language
 * (through /api/locale), and a visit day chosen on the calendar's links reaches the order page
 * with that day chosen. One context, three documents. What needs the page's code says it is
 * getting ready while the code is on its way (and not where it will never come), and stops saying
 * so once the page has hydrated.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../support/site';
import { calendarDay, vietnamDate } from '../../support/purchase';
import { waitForHydration } from '../../support/hydration';

/** Holds the page's scripts back until the returned function is called, as on a slow phone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, (route) => released.then(() => route.continue()));
  return release;
}

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
  // Without scripts the form never gets ready: nothing promises that it will (the hints are in
  // the document, for the browsers that will run its scripts).
  for (const hint of ['The fields are getting ready…', 'The form is getting ready…']) {
    await expect(page.getByText(hint)).toHaveCount(1);
    await expect(page.getByText(hint)).toBeHidden();
  }

  await context.close();
});

test("a tap on add to cart before the page's code has arrived is kept, shown, and acts once the page has hydrated", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  // The page's scripts are held back until the tap has been made, as on a slow phone.
  const release = await holdScripts(page);
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

test('while its scripts are on their way the order form says its fields and its submit are getting ready, and says it no more, with nothing moved, once hydrated', async ({ browser }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });

  // A page without a field waiting says nothing.
  const home = await context.newPage();
  const releaseHome = await holdScripts(home);
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByText('Các ô nhập đang sẵn sàng…')).toBeHidden();
  releaseHome();
  await waitForHydration(home);
  await home.close();

  const page = await context.newPage();
  const fieldsHint = page.getByRole('status').filter({ hasText: 'Các ô nhập đang sẵn sàng…' });
  const reason = page.getByText('Biểu mẫu đang sẵn sàng…');
  const release = await holdScripts(page);
  await page.goto('/dat-ve');
  await expect(fieldsHint).toBeVisible();
  const bookNow = page.getByRole('button', { name: 'Đặt ngay' });
  await expect(bookNow).toBeDisabled();
  await expect(reason).toBeVisible();
  await expect(bookNow).toHaveAccessibleDescription('Biểu mẫu đang sẵn sàng…');
  // What lies around and below the form, to see that the hints' going moves none of it.
  const summary = page.getByRole('complementary', { name: 'Tóm tắt đặt vé' });
  const before = { summary: await summary.boundingBox(), bookNow: await bookNow.boundingBox() };

  release();
  await waitForHydration(page);
  await expect(fieldsHint).toHaveCount(0);
  await expect(reason).toHaveCount(0);
  await expect(bookNow).toBeEnabled();
  expect({ summary: await summary.boundingBox(), bookNow: await bookNow.boundingBox() }).toEqual(before);
  await context.close();
});
