/**
 * The staff's reports end to end: a ticket paid on the sandbox gateway shows in today's sales, the
 * page reads in both languages, and the CSV a member of staff downloads is UTF-8 with a BOM, with
 * the column titles of the page's language and the same total as the API. Other specs may have
 * sold today too, so the figures are compared with the API's, which the API tests prove exact.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { useLocale } from '../../support/locale';
import { vietnamDate } from '../../support/purchase';
import { staff } from '../../support/staff';
import { buyPaidTicket, signIn } from '../account/account-support';

const today = vietnamDate(0);

async function salesToday(page: Page): Promise<{ total: { orders: number; amount: number } }> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const input = encodeURIComponent(JSON.stringify({ from: today, to: today }));
  const response = await page.request.get(`/api/trpc/report.sales?input=${input}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { total: { orders: number; amount: number } } } }).result.data;
}

/**
 * Runs `check` against today's sales total as the API gives it. Specs running beside this one sell
 * tickets today too, so when the total moved while `check` read the page, it runs again.
 */
async function againstTodaysTotal(page: Page, check: (total: { orders: number; amount: number }) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { total } = await salesToday(page);
    try {
      await check(total);
      return;
    } catch (error) {
      const { total: now } = await salesToday(page);
      if (now.amount === total.amount || attempt === 5) throw error;
    }
  }
}

async function downloadedBytes(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('staff read today\'s sales in both languages and download them as CSV for Excel', async ({ page, context }) => {
  await signIn(page, staff.email, staff.password);
  await buyPaidTicket(page, 'reports-e2e@example.com');
  const sales = await salesToday(page);
  expect(sales.total.orders).toBeGreaterThanOrEqual(1);
  // The download is the session's like the page's: without the token the API says to sign in.
  expect((await page.request.get(`/api/reports/sales.csv?from=${today}&to=${today}`)).status()).toBe(401);

  await useLocale(context, 'vi');
  const form = page.getByRole('form', { name: 'Khoảng ngày của báo cáo' });
  await againstTodaysTotal(page, async (total) => {
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo' })).toBeVisible();
    await form.getByLabel(/^Từ ngày/).fill(today);
    await form.getByLabel(/^Đến ngày/).fill(today);
    await form.getByRole('button', { name: 'Xem' }).click();
    const perDay = page.getByRole('region', { name: 'Doanh thu' }).getByRole('table', { name: 'Doanh thu theo ngày' });
    await expect(perDay.getByRole('row').last()).toContainText(total.amount.toLocaleString('vi-VN'), { timeout: 5000 });
  });
  await expect(page.getByRole('region', { name: 'Lượt khách vào cổng' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hoàn tiền' })).toBeVisible();

  await againstTodaysTotal(page, async (total) => {
    const vi = await downloadedBytes(page, 'Tải CSV doanh thu');
    expect(vi.name).toBe(`sales_${today}_${today}.csv`);
    expect([...vi.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const viLines = vi.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(viLines[0]).toBe('"Ngày","Số đơn","Doanh thu (VND)"');
    expect(viLines).toContain(`"Tổng","${total.orders}","${total.amount}"`);
  });

  // A range over a year is refused by the form, in the page's language, before anything is sent.
  await form.getByLabel(/^Từ ngày/).fill('2024-01-01');
  await form.getByRole('button', { name: 'Xem' }).click();
  await expect(form.getByText('Tối đa 366 ngày mỗi lần')).toBeVisible();

  await useLocale(context, 'en');
  const formEn = page.getByRole('form', { name: 'Range of the reports' });
  await againstTodaysTotal(page, async (total) => {
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await formEn.getByLabel(/^From/).fill(today);
    await formEn.getByLabel(/^To/).fill(today);
    await formEn.getByRole('button', { name: 'Show' }).click();
    const perDay = page.getByRole('region', { name: 'Sales' }).getByRole('table', { name: 'Sales per day' });
    await expect(perDay.getByRole('row').last()).toContainText(total.amount.toLocaleString('en-US'), { timeout: 5000 });
    const en = await downloadedBytes(page, 'Download sales CSV');
    expect([...en.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const enText = en.bytes.subarray(3).toString('utf8');
    expect(enText.split('\r\n')[0]).toBe('"Date","Orders","Sales (VND)"');
    expect(enText).toContain(`"Total","${total.orders}","${total.amount}"`);
  });
  const visitors = await downloadedBytes(page, 'Download visitors CSV');
  expect(visitors.name).toBe(`visitors_${today}_${today}.csv`);
  expect(visitors.bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe('"Date","Gate","Visitors admitted"');
});
