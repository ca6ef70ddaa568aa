/**
 * The order page's month calendar, in Vietnamese and in English: a visit day chosen with the
 * keyboard alone (days, weeks, week start and end, months), written in the page's language on the
 * order page and at checkout; and a day whose places were bought up by real orders, shown as sold
 * out and impossible to choose.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mutate, query } from '../../support/api';
import { waitForHydration } from '../../support/hydration';
import { useLocale, type Locale } from '../../support/locale';
import { calendarDay, texts, vietnamDate, type TicketType } from '../../support/purchase';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const words = {
  vi: { soldOut: 'Hết vé', noDate: 'Chưa chọn ngày', soldOutForm: 'Không còn vé cho ngày đã chọn', columns: ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'] },
  en: { soldOut: 'Sold out', noDate: 'No day chosen yet', soldOutForm: 'No tickets available for the date', columns: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
};

/** What Intl writes for a calendar date in the page's language (the page writes the same by hand). */
const intl = (date: string, tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const monthHeading = (date: string, locale: Locale) => intl(date, locale === 'vi' ? 'vi-VN' : 'en-GB', { month: 'long', year: 'numeric' });
/** 'Thứ Hai, 5 tháng 1, 2026' / 'Monday, 5 January 2026': a calendar day's name and the summary's date. */
const fullDate = (date: string, locale: Locale) => intl(date, locale === 'vi' ? 'vi-VN' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** 'Thứ Hai, 05/01/2026' / 'Monday, 01/05/2026': the checkout's visit date. */
const weekdayDate = (date: string, locale: Locale) => intl(date, locale === 'vi' ? 'vi-VN' : 'en-US', { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });

const addMonth = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
};
const sinceMonday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} cannot be reached with Tab`);
}

const focusedDate = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['date']);

for (const [index, locale] of (['vi', 'en'] as Locale[]).entries()) {
  test.describe(`visit calendar (${locale})`, () => {
    test.beforeEach(async ({ context }) => useLocale(context, locale));

    test('a visit day is chosen with the keyboard alone, and written in the page language', async ({ page, request }) => {
      const t = texts[locale];
      const today = vietnamDate(0);
      const [ticket] = await query<TicketType[]>(request, 'ticket.list');
      await page.goto(`${t.orderPath}?ticket=${ticket!.slug}`);
      await waitForHydration(page);

      const grid = page.getByRole('grid', { name: `${t.visitDate} ${monthHeading(today, locale)}` });
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      await expect(grid.getByRole('columnheader')).toHaveText(words[locale].columns);

      // One Tab stop into the grid: today, marked as today.
      await tabTo(page, grid.locator('a[tabindex="0"]'));
      expect(await focusedDate(page)).toBe(today);
      await expect(page.locator(':focus')).toHaveAttribute('aria-current', 'date');

      // A month ahead and back.
      await page.keyboard.press('PageDown');
      expect(await focusedDate(page)).toBe(addMonth(today));
      await expect(page.getByRole('heading', { name: monthHeading(addMonth(today), locale) })).toBeVisible();
      await page.keyboard.press('PageUp');
      expect(await focusedDate(page)).toBe(today);

      // Two weeks on, to the end and the start of that week, then a day or two along.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await focusedDate(page)).toBe(addDays(today, 14));
      await page.keyboard.press('End');
      expect(await focusedDate(page)).toBe(addDays(today, 14 + 6 - sinceMonday(today)));
      await page.keyboard.press('Home');
      const monday = addDays(today, 14 - sinceMonday(today));
      expect(await focusedDate(page)).toBe(monday);
      await page.keyboard.press('ArrowUp');
      for (let presses = 0; presses <= index; presses++) await page.keyboard.press('ArrowRight');
      const chosen = addDays(monday, -7 + index + 1);
      expect(await focusedDate(page)).toBe(chosen);
      await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('gridcell', { selected: true }).getByRole('link')).toHaveAttribute('data-date', chosen);
      const summary = page.getByRole('complementary', { name: t.summary });
      await expect(summary).toContainText(fullDate(chosen, locale));

      await tabTo(page, page.getByRole('button', { name: t.bookNow }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout\/ticket$/);
      await expect(page.getByRole('main')).toContainText(weekdayDate(chosen, locale));
    });

    test('a day bought up by real orders is shown as sold out and cannot be chosen', async ({ page, request }) => {
      const t = texts[locale];
      const tickets = await query<(TicketType & { defaultDailyCapacity: number })[]>(request, 'ticket.list');
      const ticket = tickets.reduce((smallest, candidate) => (candidate.defaultDailyCapacity < smallest.defaultDailyCapacity ? candidate : smallest));
      const day = vietnamDate(36 + index);
      const left = async () => (await query<{ remaining: number }[]>(request, 'ticket.availability', { slug: ticket.slug, from: day, to: day }))[0]!.remaining;

      // Buyers from many networks (the server trusts X-Forwarded-For from the local proxy, as from
      // nginx) take the day's places ten at a time, as many orders as the capacity needs.
      for (let remaining = await left(), buyer = 0; remaining > 0; remaining = await left(), buyer += 1) {
        await mutate(
          request,
          'checkout.placeOrder',
          {
            items: [{ kind: 'ticket', ticketSlug: ticket.slug, visitDate: day, quantities: { adult: Math.min(10, remaining), child: 0, infant: 0 } }],
            contact: { fullName: 'Đoàn khách', phone: '0905123456', email: `doan-${buyer}@e2e.test` },
            paymentMethod: 'vnpay',
            idempotencyKey: `sold-out-${locale}-${Date.now()}-${buyer}`,
          },
          { 'x-forwarded-for': `198.51.${100 + index}.${buyer % 250}` },
        );
      }

      await page.goto(`${t.orderPath}?ticket=${ticket.slug}`);
      for (let month = vietnamDate(0).slice(0, 7); month < day.slice(0, 7); month = addMonth(`${month}-01`).slice(0, 7)) {
        await page.getByRole('link', { name: t.nextMonth }).click();
        await expect(calendarDay(page, `${addMonth(`${month}-01`).slice(0, 7)}-01`)).toBeVisible();
      }
      await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
      const soldOut = calendarDay(page, day);
      await expect(soldOut).toHaveAccessibleDescription(`${fullDate(day, locale)}, ${words[locale].soldOut}`);
      await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
      await expect(soldOut).toContainText(words[locale].soldOut);

      // Neither the pointer nor the keyboard chooses it.
      // (Playwright waits for an aria-disabled element to be enabled; the person's click is not held back.)
      await soldOut.click({ force: true });
      await expect(soldOut).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(page.getByRole('gridcell', { selected: true })).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: t.summary })).toContainText(words[locale].noDate);

      // Nor an address that names it: the form says why and does not book it.
      await page.goto(`${t.orderPath}?ticket=${ticket.slug}&date=${day}`);
      await expect(page.getByText(words[locale].soldOutForm)).toBeVisible();
      await expect(page.getByRole('button', { name: t.bookNow })).toBeDisabled();
    });
  });
}
