/**
 * A gate shift without the network, in Chromium, as staff would work it on two phones:
 * 1. both devices are prepared online for today's shift (staff may prepare for today only);
 * 2. phone A goes offline and judges, on the device: a valid ticket (admitted), the same ticket
 *    again (already used), a ticket for another day (wrong day) and, before the counter cutoff,
 *    a pay-at-counter ticket (to be paid, then admitted with the money taken); a refunded ticket
 *    can no longer be had on its visit day, so judge-offline.test.ts judges that one;
 * 3. the page opens again while offline (its service worker kept it) with the queue intact;
 * 4. back online, the queue goes up and the server agrees: tickets used, the counter order paid;
 * 5. phone B, prepared before A synced, admits the same ticket offline; signing out while offline
 *    says the scan would be lost and keeps it; signing out online uploads it first, and the server
 *    reports the conflict with both devices, gates and times.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mutate, query } from '../../support/api';
import { beforeCounterCutoff, placeTicketOrder, vietnamDate, type OrderView } from '../../support/purchase';
import { sessionToken, staff } from '../../support/staff';
import { buyPaidTicket, signIn } from '../account/account-support';
import { gateAnswer } from './gate-support';

// Staff prepare a device for today only, and the server takes only scans within that shift.
const SHIFT_DAY = vietnamDate(0);

/**
 * The scanner page on a phone signed in as staff. The sign-in form has its own tests: here the
 * session's token is stored as the form would store it.
 */
async function openScanner(context: BrowserContext, accessToken: string): Promise<Page> {
  await context.addInitScript((token) => window.localStorage.setItem('accessToken', token), accessToken);
  const page = await context.newPage();
  await page.goto('/dashboard/check-in');
  await expect(page.getByText('Đang trực tuyến: vé được máy chủ kiểm tra.')).toBeVisible();
  return page;
}

async function prepare(page: Page, deviceName: string, gate: string): Promise<void> {
  // A device not prepared yet opens the preparation at once.
  const form = page.getByRole('form', { name: 'Chuẩn bị thiết bị để soát vé ngoại tuyến' });
  await expect(form).toBeVisible();
  await form.getByLabel(/^Ngày tham quan/).fill(SHIFT_DAY);
  await form.getByLabel(/^Tên thiết bị/).fill(deviceName);
  await form.getByLabel(/^Cổng/).fill(gate);
  await form.getByRole('button', { name: 'Chuẩn bị thiết bị' }).click();
  await expect(page.getByTestId('gate-preparation')).toContainText(`thiết bị “${deviceName}”, cổng “${gate}”`);
}

/** Types a code as a hardware scanner would, and returns the answer's text. */
async function scan(page: Page, code: string): Promise<string> {
  await page.getByLabel(/^Mã vé/).fill(code);
  await page.getByRole('button', { name: 'Kiểm tra & soát vé' }).click();
  const answer = gateAnswer(page);
  await expect(answer).toBeVisible();
  return answer.innerText();
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Soát vé tiếp theo' }).click();
  await expect(page.getByRole('status').locator('[data-result]')).toHaveCount(0);
}

/** The e2e buyers' phone (support/purchase.ts), which opens their orders as a refund does. */
const BUYER_PHONE = '0905123456';

async function ticketStatuses(page: Page, orderCode: string): Promise<string[]> {
  const order = await query<OrderView>(page.request, 'order.byCode', { orderCode, contactEmailOrPhone: BUYER_PHONE });
  return order.tickets.map((ticket) => ticket.status);
}

test('an offline shift on two phones: judged on the device, queued, synced, and the double admission reported', async ({ browser }) => {
  // Four orders through the sandbox gateway and two devices: a long test on a loaded machine.
  test.setTimeout(300_000);
  const phoneA = await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  const phoneB = await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  const buyer = await phoneA.newPage();

  // Tickets of the day: a family of two (valid), one for tomorrow (wrong day), one to pay at the counter.
  const family = await buyPaidTicket(buyer, `gia-dinh-${Date.now()}@e2e.test`, { visitDate: SHIFT_DAY, adults: 2 });
  const tomorrow = await buyPaidTicket(buyer, `ngay-mai-${Date.now()}@e2e.test`, { visitDate: vietnamDate(1) });
  // Devices are prepared for today only, and a counter order for today can be placed only before
  // its cutoff: later in the day the shift has no counter ticket (judge-offline.test.ts judges one
  // on the device, counter-gate.spec.ts admits one online).
  const counter = beforeCounterCutoff() ? await placeTicketOrder(buyer.request, { visitDate: SHIFT_DAY, paymentMethod: 'counter', email: `quay-${Date.now()}@e2e.test` }) : undefined;
  const counterSecret = counter && (await query<OrderView>(buyer.request, 'order.byCode', { orderCode: counter.orderCode, contactEmailOrPhone: BUYER_PHONE })).tickets[0]!.qrSecret;
  const queued = counter ? 4 : 3;

  // Phone B signs out at the end: a session of its own, so A's and the worker's shared one live on.
  const sessionA = await sessionToken(buyer.request, staff);
  const { accessToken: sessionB } = await mutate<{ accessToken: string }>(buyer.request, 'auth.login', staff);
  await buyer.close();
  const a = await openScanner(phoneA, sessionA);
  await prepare(a, 'Điện thoại A', 'Ga dưới');
  const b = await openScanner(phoneB, sessionB);
  await prepare(b, 'Điện thoại B', 'Ga trên');

  // Phone A loses the network.
  await phoneA.setOffline(true);
  await expect(a.getByText(/^MẤT MẠNG: vé được kiểm tra trên thiết bị này/)).toBeVisible();
  expect(await scan(a, family.secrets[0]!)).toContain('HỢP LỆ — MỜI VÀO');
  await expect(a.getByText('Đã kiểm tra trên thiết bị này (ngoại tuyến).', { exact: false })).toBeVisible();
  expect(await scan(a, family.secrets[0]!)).toContain('VÉ ĐÃ SỬ DỤNG');
  expect(await scan(a, tomorrow.secret)).toContain('SAI NGÀY THAM QUAN');
  if (counterSecret) {
    expect(await scan(a, counterSecret)).toContain('CẦN THU TIỀN');
    await a.getByRole('button', { name: /^Đã thu .* — mời vào$/ }).click();
    await expect(gateAnswer(a)).toContainText('HỢP LỆ — MỜI VÀO');
    await next(a);
  }
  await expect(a.getByTestId('gate-pending')).toHaveText(`${queued} lượt soát ngoại tuyến đang chờ gửi.`);

  // The scanner opens again without the network, its queue intact.
  await a.reload();
  await expect(a.getByRole('heading', { name: 'Soát vé', exact: true })).toBeVisible();
  await expect(a.getByTestId('gate-pending')).toHaveText(`${queued} lượt soát ngoại tuyến đang chờ gửi.`);
  expect(await ticketStatuses(b, family.orderCode)).toEqual(['valid', 'valid']);

  // Back online: the queue goes up by itself, and the server agrees.
  await phoneA.setOffline(false);
  await expect(a.getByTestId('gate-pending')).toHaveText('0 lượt soát ngoại tuyến đang chờ gửi.', { timeout: 20_000 });
  await expect(a.getByTestId('gate-last-sync')).toContainText(`${queued} đã ghi nhận, 0 xung đột, 0 không xác định`);
  expect((await ticketStatuses(a, family.orderCode)).sort()).toEqual(['used', 'valid']);
  if (counter) {
    const counterOrder = await query<OrderView>(a.request, 'order.byCode', { orderCode: counter.orderCode, contactEmailOrPhone: BUYER_PHONE });
    expect(counterOrder.paymentStatus).toBe('paid');
    expect(counterOrder.tickets.map((ticket) => ticket.status)).toEqual(['used']);
  }

  // Phone B, prepared before A synced, admits the same ticket offline.
  await phoneB.setOffline(true);
  expect(await scan(b, family.secrets[0]!)).toContain('HỢP LỆ — MỜI VÀO');
  const userMenu = b.getByRole('button', { name: /^Menu tài khoản của/ });
  await userMenu.click();
  await b.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
  await expect(b.getByRole('alert').filter({ hasText: 'chưa được gửi' })).toContainText('1 mục của Soát vé chưa được gửi lên máy chủ');
  await b.getByRole('button', { name: 'Ở lại đăng nhập' }).click();
  await expect(b.getByTestId('gate-pending')).toHaveText('1 lượt soát ngoại tuyến đang chờ gửi.');
  // Back online, signing out sends the scan before it deletes the device's store.
  await phoneB.setOffline(false);
  await b.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
  await expect(b).toHaveURL(/\/auth\/login$/);
  await a.reload();
  const conflicts = a.getByTestId('gate-conflicts');
  await expect(conflicts).toContainText(`đơn ${family.orderCode}`);
  await expect(conflicts).toContainText(/Điện thoại A tại Ga dưới: soát lúc .*\(ngoại tuyến\)/);
  await expect(conflicts).toContainText(/Điện thoại B tại Ga trên: soát lúc .*\(ngoại tuyến\)/);

  await phoneA.close();
  await phoneB.close();
});

test('the scanner is installable, and public pages neither register its worker nor fetch its files', async ({ page }) => {
  const scannerFiles: string[] = [];
  page.on('request', (request) => {
    if (/check-in-sw\.js|\/pwa\//.test(request.url())) scannerFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  expect(scannerFiles).toEqual([]);

  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/check-in');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ start_url: '/dashboard/check-in', scope: '/dashboard/check-in', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const response = await page.request.get(new URL(icon.src, manifestUrl!).href);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/dashboard\/check-in-sw\.js$/);
});
