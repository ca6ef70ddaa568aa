/**
 * Buying tickets in tests: the person's path through the order page, checkout and the sandbox
 * gateway, and the API shortcut for tests that only need an order to exist.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { mutate, query } from './api';
import type { Locale } from './locale';

export interface TicketType {
  slug: string;
  name: string;
}
export interface OrderView {
  orderCode: string;
  status: string;
  paymentStatus: string;
  tickets: { id: number; qrSecret: string; status: string }[];
}

export const texts = {
  vi: {
    orderPath: '/dat-ve',
    visitDate: 'Ngày tham quan',
    nextMonth: 'Tháng sau',
    summary: 'Tóm tắt đặt vé',
    moreChild: 'Tăng Trẻ em',
    bookNow: 'Đặt ngay',
    fullName: 'Họ và tên',
    phone: 'Số điện thoại',
    email: 'Email (không bắt buộc)',
    vnpay: /VNPay/,
    pay: 'Thanh toán',
    sandboxPay: 'Thanh toán',
    sandboxCancel: 'Hủy',
    success: 'Đặt hàng thành công',
    paid: 'Đã thanh toán',
    cancelled: 'Đơn hàng đã bị hủy',
    retry: 'Thử thanh toán lại',
  },
  en: {
    orderPath: '/order-ticket',
    visitDate: 'Visit date',
    nextMonth: 'Next month',
    summary: 'Your booking',
    moreChild: 'More Child',
    bookNow: 'Book now',
    fullName: 'Full name',
    phone: 'Phone number',
    email: 'Email (optional)',
    vnpay: /VNPay/,
    pay: 'Pay',
    sandboxPay: 'Pay',
    sandboxCancel: 'Cancel',
    success: 'Order placed',
    paid: 'Paid',
    cancelled: 'Order cancelled',
    retry: 'Retry payment',
  },
};

/** The calendar day `offset` days from today in Vietnam (visit dates are Vietnamese days). */
/**
 * Whether today's counter cutoff (08:00 Vietnam time, UTC+7 with no daylight saving) is still
 * comfortably ahead: only then can a pay-at-counter order be placed for today.
 */
export function beforeCounterCutoff(): boolean {
  const now = new Date(Date.now() + 7 * 3_600_000);
  return now.getUTCHours() * 60 + now.getUTCMinutes() < 7 * 60 + 45;
}

export function vietnamDate(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-01) of each month from today's in Vietnam up to `date`'s, today's excluded. */
function monthsUntil(date: string): string[] {
  const months: string[] = [];
  for (let [y, m] = vietnamDate(0).split('-').map(Number) as [number, number]; `${y}-${String(m).padStart(2, '0')}` < date.slice(0, 7); ) {
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    months.push(`${y}-${String(m).padStart(2, '0')}-01`);
  }
  return months;
}

/** The order page's calendar button of `date` (its month must be shown). */
export function calendarDay(page: Page, date: string): Locator {
  return page.getByRole('grid').locator(`a[data-date="${date}"]`);
}

/** Chooses `date` on the order page's calendar with the pointer, paging forward to its month. */
export async function chooseVisitDay(page: Page, locale: Locale, date: string): Promise<void> {
  for (const month of monthsUntil(date)) {
    await page.getByRole('link', { name: texts[locale].nextMonth }).click();
    await expect(calendarDay(page, month)).toBeVisible();
  }
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  const day = calendarDay(page, date);
  await expect(day).not.toHaveAttribute('aria-disabled', 'true');
  await day.click();
  await expect(page.getByRole('gridcell', { selected: true })).toContainText(String(Number(date.slice(8))));
}

export async function decodeQr(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Books `slug` for `date` up to the sandbox gateway; with `email`, the confirmation mail goes there. */
export async function bookToGateway(page: Page, locale: Locale, slug: string, date: string, options: { email?: string } = {}): Promise<void> {
  const t = texts[locale];
  await page.goto(`${t.orderPath}?ticket=${slug}`);
  await chooseVisitDay(page, locale, date);
  await page.getByRole('button', { name: t.moreChild }).click();
  await page.getByRole('button', { name: t.bookNow }).click();
  await expect(page).toHaveURL(/\/checkout\/ticket$/);
  await page.getByLabel(t.fullName).fill(locale === 'vi' ? 'Nguyễn Văn An' : 'Jane Tourist');
  await page.getByLabel(t.phone).fill('0912 345 678');
  if (options.email) await page.getByLabel(t.email).fill(options.email);
  await page.getByRole('radio', { name: t.vnpay }).check();
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
  await expect(page.getByTestId('sandbox-amount')).toBeVisible();
}

export async function expectPaidTickets(page: Page, request: APIRequestContext, locale: Locale): Promise<void> {
  const t = texts[locale];
  await expect(page).toHaveURL(/\/checkout\/success\?orderCode=/);
  await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(t.paid);
  const orderCode = new URL(page.url()).searchParams.get('orderCode')!;
  const order = await query<OrderView>(request, 'order.byCode', { orderCode, access: new URL(page.url()).searchParams.get('access')! });
  expect(order.tickets).toHaveLength(2);
  const images = page.getByTestId('ticket-qr').getByRole('img');
  await expect(images).toHaveCount(2);
  const decoded = [];
  for (const image of await images.all()) decoded.push(await decodeQr(image));
  expect(decoded.sort()).toEqual(order.tickets.map((ticket) => ticket.qrSecret).sort());
}

/** Places a ticket order through the API, as the holder of `token` or as a guest. */
export async function placeTicketOrder(
  request: APIRequestContext,
  options: { visitDate: string; paymentMethod: 'vnpay' | 'counter'; email: string; adults?: number; token?: string | null },
): Promise<{ orderCode: string; access: string; redirectUrl?: string }> {
  const [ticketType] = await query<TicketType[]>(request, 'ticket.list');
  if (!ticketType) throw new Error('no ticket type seeded');
  return mutate(
    request,
    'checkout.placeOrder',
    {
      items: [{ kind: 'ticket', ticketSlug: ticketType.slug, visitDate: options.visitDate, quantities: { adult: options.adults ?? 1, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách Kiểm Thử', phone: '0905123456', email: options.email },
      paymentMethod: options.paymentMethod,
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    options.token ? { Authorization: `Bearer ${options.token}` } : {},
  );
}
