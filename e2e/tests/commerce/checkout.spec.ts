/**
 * Buying a ticket end to end, in Vietnamese and in English: ticket and date → checkout → the
 * sandbox gateway → the success page, whose QR codes must decode to the tickets' secrets.
 * Then the cancel path with a retry, and refund / exchange requests.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { mutate, query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';

interface TicketType {
  slug: string;
  name: string;
}
interface OrderView {
  orderCode: string;
  status: string;
  paymentStatus: string;
  tickets: { id: number; qrSecret: string }[];
}

const texts = {
  vi: {
    orderPath: '/dat-ve',
    visitDate: 'Ngày tham quan',
    moreChild: 'Tăng Trẻ em',
    bookNow: 'Đặt ngay',
    fullName: 'Họ và tên',
    phone: 'Số điện thoại',
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
    moreChild: 'More Child',
    bookNow: 'Book now',
    fullName: 'Full name',
    phone: 'Phone number',
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

/** A day far enough ahead that parallel specs rarely share it, in Vietnam's calendar. */
function futureDate(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

async function decodeQr(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

async function bookToGateway(page: Page, locale: Locale, slug: string, date: string): Promise<void> {
  const t = texts[locale];
  await page.goto(`${t.orderPath}?ticket=${slug}`);
  await page.getByLabel(t.visitDate).fill(date);
  await page.getByRole('button', { name: t.moreChild }).click();
  await page.getByRole('button', { name: t.bookNow }).click();
  await expect(page).toHaveURL(/\/checkout\/ticket$/);
  await page.getByLabel(t.fullName).fill(locale === 'vi' ? 'Nguyễn Văn An' : 'Jane Tourist');
  await page.getByLabel(t.phone).fill('0912 345 678');
  await page.getByRole('radio', { name: t.vnpay }).check();
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
  await expect(page.getByTestId('sandbox-amount')).toBeVisible();
}

async function expectPaidTickets(page: Page, request: import('@playwright/test').APIRequestContext, locale: Locale): Promise<void> {
  const t = texts[locale];
  await expect(page).toHaveURL(/\/checkout\/success\?orderCode=/);
  await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(t.paid);
  const orderCode = new URL(page.url()).searchParams.get('orderCode')!;
  const order = await query<OrderView>(request, 'order.byCode', { orderCode });
  expect(order.tickets).toHaveLength(2);
  const images = page.getByTestId('ticket-qr').getByRole('img');
  await expect(images).toHaveCount(2);
  const decoded = [];
  for (const image of await images.all()) decoded.push(await decodeQr(image));
  expect(decoded.sort()).toEqual(order.tickets.map((ticket) => ticket.qrSecret).sort());
}

for (const [index, locale] of (['vi', 'en'] as Locale[]).entries()) {
  test.describe(`checkout (${locale})`, () => {
    test.beforeEach(async ({ context }) => useLocale(context, locale));

    test('ticket and date → checkout → sandbox Pay → success page with QR codes that decode to the secrets', async ({ page, request }) => {
      const [ticket] = await query<TicketType[]>(request, 'ticket.list');
      await bookToGateway(page, locale, ticket!.slug, futureDate(20 + index));
      await page.getByRole('button', { name: texts[locale].sandboxPay, exact: true }).click();
      await expectPaidTickets(page, request, locale);
      // The cart was emptied by the order.
      await expect(page.getByTestId('cart-badge')).toContainText('0');
    });

    test('cancel on the gateway → cancel page → retry works', async ({ page, request }) => {
      const [ticket] = await query<TicketType[]>(request, 'ticket.list');
      await bookToGateway(page, locale, ticket!.slug, futureDate(30 + index));
      await page.getByRole('button', { name: texts[locale].sandboxCancel, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/cancel\?orderCode=/);
      await expect(page.getByRole('heading', { name: texts[locale].cancelled })).toBeVisible();
      await page.getByRole('button', { name: texts[locale].retry }).click();
      await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
      await page.getByRole('button', { name: texts[locale].sandboxPay, exact: true }).click();
      await expectPaidTickets(page, request, locale);
    });
  });
}

test.describe('refund and exchange requests', () => {
  async function counterOrder(request: import('@playwright/test').APIRequestContext, date: string): Promise<string> {
    const [ticket] = await query<TicketType[]>(request, 'ticket.list');
    const result = await mutate<{ orderCode: string }>(request, 'checkout.placeOrder', {
      items: [{ kind: 'ticket', ticketSlug: ticket!.slug, visitDate: date, quantities: { adult: 1, child: 0, infant: 0 } }],
      contact: { fullName: 'Refund Tester', phone: '0987654321', email: 'refund@e2e.test' },
      paymentMethod: 'counter',
      idempotencyKey: `e2e-${date}-${Math.random().toString(36).slice(2)}`,
    });
    return result.orderCode;
  }

  test('a refund request cancels an unpaid counter order (vi)', async ({ page, context, request }) => {
    await useLocale(context, 'vi');
    const orderCode = await counterOrder(request, futureDate(40));
    await page.goto('/order-refund');
    await page.getByLabel('Mã đơn hàng').fill(orderCode);
    await page.getByLabel('Email hoặc số điện thoại đặt vé').fill('refund@e2e.test');
    await page.getByLabel('Lý do').fill('Thay đổi kế hoạch');
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByText(`Đã ghi nhận yêu cầu hoàn vé cho đơn ${orderCode}`)).toBeVisible();
    expect((await query<OrderView>(request, 'order.byCode', { orderCode })).status).toBe('cancelled');
  });

  test('an exchange moves the order to another date (en)', async ({ page, context, request }) => {
    await useLocale(context, 'en');
    const orderCode = await counterOrder(request, futureDate(41));
    await page.goto('/ticket-exchange');
    await page.getByLabel('Order code').fill(orderCode);
    await page.getByLabel('Email or phone used for the booking').fill('0987 654 321');
    await page.getByLabel('New visit date').fill(futureDate(42));
    await page.getByRole('button', { name: 'Exchange tickets' }).click();
    await expect(page.getByText(new RegExp(`Order ${orderCode} moved to`))).toBeVisible();
  });
});
