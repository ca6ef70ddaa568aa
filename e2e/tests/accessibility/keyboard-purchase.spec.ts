/**
 * The whole ticket purchase with the keyboard alone: order page → checkout → sandbox
 * gateway → success with QR codes. Only `page.keyboard` moves focus and acts; no mouse clicks.
 * The mouse version is e2e/support/purchase.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { query } from '../../support/api';
import { waitForHydration } from '../../support/hydration';
import { useLocale } from '../../support/locale';
import { expectPaidTickets, texts, vietnamDate, type TicketType } from '../../support/purchase';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} cannot be reached with ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

test('a ticket can be bought with the keyboard alone', async ({ page, context, request }) => {
  const locale = 'vi';
  const t = texts[locale];
  await useLocale(context, locale);
  const [ticket] = await query<TicketType[]>(request, 'ticket.list');
  expect(ticket, 'the seed has a ticket type').toBeTruthy();
  const date = vietnamDate(5);

  await page.goto(`${t.orderPath}?ticket=${ticket!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);

  // The visit day: one Tab stop into the calendar (today), then the arrow keys, and Enter.
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await tabTo(page, grid.locator('a[tabindex="0"]'));
  for (let presses = 0; presses < 5; presses++) await page.keyboard.press('ArrowRight');
  await expect(grid.locator(`a[data-date="${date}"]`)).toBeFocused();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('gridcell', { selected: true }).getByRole('link')).toHaveAttribute('data-date', date);

  await tabTo(page, page.getByRole('button', { name: t.moreChild }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: t.bookNow }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ticket$/);

  const fullName = page.getByLabel(t.fullName);
  await tabTo(page, fullName);
  await page.keyboard.type('Nguyễn Văn An');
  await tabTo(page, page.getByLabel(t.phone));
  await page.keyboard.type('0912 345 678');

  // A radio group takes one Tab stop; the arrow keys choose within it.
  const vnpay = page.getByRole('radio', { name: t.vnpay });
  const radios = page.getByRole('radio');
  await tabTo(page, radios.and(page.locator(':checked')).or(radios.first()).first());
  for (let presses = 0; presses < 6 && !(await vnpay.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(vnpay).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: t.pay, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
  await expect(page.getByTestId('sandbox-amount')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: t.sandboxPay, exact: true }));
  await page.keyboard.press('Enter');
  await expectPaidTickets(page, request, locale);
});
