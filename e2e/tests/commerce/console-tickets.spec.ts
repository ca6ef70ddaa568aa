/**
 * The admins' ticket console end to end: a price changed there is what the public order page
 * shows and checkout charges, a day closed there is closed on the public calendar with its reason
 * in both languages, and a member of staff neither sees the section nor gets through the API.
 * It works on the mountain train, which no other spec buys or prices, and puts its price and days
 * back at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mutate, query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { bookToGateway, calendarDay, texts, vietnamDate } from '../../support/purchase';
import { admin, staff } from '../../support/staff';
import { signIn } from '../account/account-support';

// One after another: the texts test and the photo test both save the train's details form, and
// either would write back the other's fields as it loaded them.
test.describe.configure({ mode: 'serial' });

const SLUG = 'tau-hoa-leo-nui';
const closedDay = vietnamDate(34);
const visitDay = vietnamDate(33);

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
const monthsAhead = (date: string) => {
  const [ty, tm] = vietnamDate(0).split('-').map(Number) as [number, number];
  const [y, m] = date.split('-').map(Number) as [number, number];
  return (y - ty) * 12 + (m - tm);
};

test('an admin changes a price and closes a day in the console; buyers see and pay exactly that', async ({ page, context }) => {
  const types = await query<{ slug: string; prices: { audience: string; price: number }[] }[]>(page.request, 'ticket.list');
  const price = (audience: string) => types.find((type) => type.slug === SLUG)!.prices.find((p) => p.audience === audience)!.price;
  const original = { adult: price('adult'), child: price('child') };
  await signIn(page, admin.email, admin.password);
  const token = await accessToken(page);
  const asAdmin = { Authorization: `Bearer ${token}` };
  try {
    await page.goto('/dashboard/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Vé và sức chứa' })).toBeVisible();
    const train = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tàu hỏa leo núi' }) });

    // The price: saved in the console, shown on the order page, charged by checkout.
    await train.getByLabel(/Giá người lớn/).fill('163000');
    await train.getByRole('button', { name: 'Lưu giá' }).click();
    await expect(page.getByText('Đã lưu giá Tàu hỏa leo núi')).toBeVisible();
    await bookToGateway(page, 'vi', SLUG, visitDay);
    await expect(page.getByTestId('sandbox-amount')).toContainText((163_000 + original.child).toLocaleString('vi-VN'));

    // A closed day, with its reason in both languages.
    await page.goto('/dashboard/tickets');
    await train.getByRole('button', { name: 'Lịch sức chứa' }).click();
    for (let month = 0; month < monthsAhead(closedDay); month++) await train.getByRole('button', { name: 'Tháng sau' }).click();
    await train.locator(`button[data-date="${closedDay}"]`).click();
    const close = train.getByRole('form', { name: 'Đóng cửa các ngày' });
    await expect(close.getByLabel(/^Từ ngày/)).toHaveValue(closedDay);
    await close.getByLabel(/Lý do \(tiếng Việt\)/).fill('Bảo trì đường ray');
    await close.getByLabel(/Lý do \(tiếng Anh/).fill('Track maintenance');
    await close.getByRole('button', { name: 'Đóng cửa' }).click();
    await expect(page.getByText('Đã đóng cửa 1 ngày')).toBeVisible();
    await expect(train.locator(`button[data-date="${closedDay}"]`)).toContainText('Đóng');

    for (const locale of ['vi', 'en'] as const) {
      await useLocale(context, locale);
      await page.goto(`${texts[locale].orderPath}?ticket=${SLUG}`);
      for (let month = 0; month < monthsAhead(closedDay); month++) await page.getByRole('link', { name: texts[locale].nextMonth }).click();
      await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
      const day = calendarDay(page, closedDay);
      await expect(day).toHaveAccessibleDescription(new RegExp(locale === 'vi' ? 'Bảo trì đường ray' : 'Track maintenance'));
      await expect(day).toHaveAttribute('aria-disabled', 'true');
      await day.click({ force: true });
      await expect(page.getByRole('gridcell', { selected: true })).toHaveCount(0);
    }
  } finally {
    await mutate(page.request, 'ticket.updatePrices', { slug: SLUG, prices: original }, asAdmin);
    await mutate(page.request, 'ticket.reopenDates', { slug: SLUG, from: closedDay, to: closedDay }, asAdmin);
  }
});

test('an admin rewrites a ticket\'s texts in both languages; its page shows each language\'s, English falling back to Vietnamese', async ({ page, context }) => {
  await signIn(page, admin.email, admin.password);
  const asAdmin = { Authorization: `Bearer ${await accessToken(page)}` };
  const original = await query<Record<string, unknown>>(page.request, 'ticket.adminDetails', { slug: SLUG }, asAdmin);
  try {
    await page.goto('/dashboard/tickets');
    const train = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tàu hỏa leo núi' }) });
    await train.getByRole('button', { name: 'Nội dung và hiển thị' }).click();
    const form = train.getByRole('form', { name: 'Nội dung của Tàu hỏa leo núi' });
    await form.getByLabel(/^Tóm tắt \(tiếng Việt\)/).fill('Leo dốc 45 độ giữa rừng thông');
    await form.getByLabel(/^Tóm tắt \(tiếng Anh/).fill('A 45-degree climb through the pines');
    await form.getByRole('button', { name: 'Thêm mục' }).click();
    await form.getByLabel(/^Mục \d+ \(tiếng Việt\)/).last().fill('Ảnh lưu niệm');
    await form.getByRole('button', { name: 'Lưu nội dung' }).click();
    await expect(page.getByText('Đã lưu nội dung của Tàu hỏa leo núi')).toBeVisible();

    for (const [locale, summary] of [['vi', 'Leo dốc 45 độ giữa rừng thông'], ['en', 'A 45-degree climb through the pines']] as const) {
      await useLocale(context, locale);
      await page.goto(`/tickets/${SLUG}`);
      await expect(page.getByText(summary)).toBeVisible();
      // No English for the new item: English readers see the Vietnamese.
      await expect(page.getByRole('listitem').filter({ hasText: 'Ảnh lưu niệm' })).toBeVisible();
    }
  } finally {
    // The picture may have been replaced meanwhile by the photo test: only the texts go back.
    const { imageUrl } = await query<{ imageUrl: string }>(page.request, 'ticket.adminDetails', { slug: SLUG }, asAdmin);
    await mutate(page.request, 'ticket.updateDetails', { ...original, imageUrl }, asAdmin);
  }
});

test('an admin gives a ticket a new photo; its page shows a variant of it at once, fitted to the screen', async ({ page }) => {
  // Left on the train afterwards: a replaced seed illustration is not one the console offers back.
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard/tickets');
  const train = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tàu hỏa leo núi' }) });
  await train.getByRole('button', { name: 'Nội dung và hiển thị' }).click();
  const form = train.getByRole('form', { name: 'Nội dung của Tàu hỏa leo núi' });
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2f6d4f' } }).jpeg().toBuffer();
  await form.getByLabel(/^Ảnh của vé/).setInputFiles({ name: 'tau.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = form.getByRole('img', { name: 'Ảnh hiện tại' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  const url = (await preview.getAttribute('src'))!;
  await form.getByRole('button', { name: 'Lưu nội dung' }).click();
  await expect(page.getByText('Đã lưu nội dung của Tàu hỏa leo núi')).toBeVisible();

  await page.goto(`/tickets/${SLUG}`);
  const hero = page.locator(`main img[src="${url}"]`);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const { src, width } = await hero.evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, width: image.getBoundingClientRect().width }));
  const variant = /-(\d+)\.(avif|webp)$/.exec(new URL(src).pathname);
  expect(new URL(src).pathname.startsWith(url.replace(/\.jpg$/, '-'))).toBe(true);
  expect(variant).not.toBeNull();
  expect(Number(variant![1])).toBeLessThanOrEqual(Math.max(480, 2 * width));
});

test('a member of staff does not see the ticket console and the API refuses them', async ({ page }) => {
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/tickets');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vé và sức chứa' })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.post('/api/trpc/ticket.updatePrices', { data: { slug: SLUG, prices: { adult: 1, child: 1 } }, headers });
  expect(response.status()).toBe(403);
  const list = await page.request.get('/api/trpc/ticket.adminList', { headers });
  expect(list.status()).toBe(403);
});
