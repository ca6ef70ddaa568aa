/**
 * Buying a ticket end to end, in Vietnamese and in English: ticket and date → checkout → the
 * sandbox gateway → the success page, whose QR codes must decode to the tickets' secrets.
 * Then a product delivered to an address, the cancel path with a retry, an order the shop
 * refuses, and refund / exchange requests.
 */
import { expect, test } from '@playwright/test';
import { query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { bookToGateway, chooseVisitDay, expectPaidTickets, placeTicketOrder, texts, vietnamDate, type OrderView, type TicketType } from '../../support/purchase';

for (const [index, locale] of (['vi', 'en'] as Locale[]).entries()) {
  test.describe(`checkout (${locale})`, () => {
    test.beforeEach(async ({ context }) => useLocale(context, locale));

    test('ticket and date → checkout → sandbox Pay → success page with QR codes that decode to the secrets', async ({ page, request }) => {
      const [ticket] = await query<TicketType[]>(request, 'ticket.list');
      await bookToGateway(page, locale, ticket!.slug, vietnamDate(20 + index));
      await page.getByRole('button', { name: texts[locale].sandboxPay, exact: true }).click();
      await expectPaidTickets(page, request, locale);
      // The cart was emptied by the order.
      await expect(page.getByTestId('cart-badge')).toContainText('0');
    });

    test('cancel on the gateway → cancel page → retry works', async ({ page, request }) => {
      const [ticket] = await query<TicketType[]>(request, 'ticket.list');
      await bookToGateway(page, locale, ticket!.slug, vietnamDate(30 + index));
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

test('an order the shop refuses keeps the cart and says why, once (vi)', async ({ page, context, request }) => {
  await useLocale(context, 'vi');
  const date = vietnamDate(57);
  // Twenty unpaid counter tickets for the day with this phone: the most one contact may hold.
  for (let order = 0; order < 2; order += 1) await placeTicketOrder(request, { visitDate: date, paymentMethod: 'counter', email: 'holder@e2e.test', adults: 10 });
  const [ticket] = await query<TicketType[]>(request, 'ticket.list');
  const t = texts.vi;
  await page.goto(`${t.orderPath}?ticket=${ticket!.slug}`);
  await chooseVisitDay(page, 'vi', date);
  await page.getByRole('button', { name: t.bookNow }).click();
  await page.getByLabel(t.fullName).fill('Nguyễn Văn An');
  await page.getByLabel(t.phone).fill('0905 123 456');
  await page.getByRole('radio', { name: /Thanh toán tại quầy/ }).check();
  await page.getByRole('button', { name: t.pay, exact: true }).click();

  const toasts = page.getByRole('region', { name: 'Thông báo' }).getByRole('alert');
  await expect(toasts.first()).toContainText('Đã có 20 vé chưa thanh toán cho ngày này');
  await expect(toasts).toHaveCount(1);
  await expect(page).toHaveURL(/\/checkout\/ticket$/);
  await expect(page.getByRole('button', { name: t.pay, exact: true })).toBeEnabled();
  // Nothing the person entered is lost: they can pay with VNPay instead.
  await expect(page.getByLabel(t.fullName)).toHaveValue('Nguyễn Văn An');
});

test.describe('refund and exchange requests', () => {
  const counterOrder = async (request: import('@playwright/test').APIRequestContext, date: string) =>
    (await placeTicketOrder(request, { visitDate: date, paymentMethod: 'counter', email: 'refund@e2e.test' })).orderCode;

  test('a refund request cancels an unpaid counter order (vi)', async ({ page, context, request }) => {
    await useLocale(context, 'vi');
    const orderCode = await counterOrder(request, vietnamDate(40));
    await page.goto('/order-refund');
    await page.getByLabel('Mã đơn hàng').fill(orderCode);
    await page.getByLabel('Email hoặc số điện thoại đặt vé').fill('refund@e2e.test');
    await page.getByLabel('Lý do').fill('Thay đổi kế hoạch');
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByText(`Đã ghi nhận yêu cầu hoàn vé cho đơn ${orderCode}`)).toBeVisible();
    expect((await query<OrderView>(request, 'order.byCode', { orderCode, contactEmailOrPhone: '0905123456' })).status).toBe('cancelled');
  });

  test('an exchange moves the order to another date (en)', async ({ page, context, request }) => {
    await useLocale(context, 'en');
    const orderCode = await counterOrder(request, vietnamDate(41));
    await page.goto('/ticket-exchange');
    await page.getByLabel('Order code').fill(orderCode);
    await page.getByLabel('Email or phone used for the booking').fill('0905 123 456');
    await page.getByLabel('New visit date').fill(vietnamDate(42));
    await page.getByRole('button', { name: 'Exchange tickets' }).click();
    await expect(page.getByText(new RegExp(`Order ${orderCode} moved to`))).toBeVisible();
  });
});

test('a product is delivered: the address is asked for, kept with the order and shown after payment (vi)', async ({ page, context, request }) => {
  await useLocale(context, 'vi');
  await page.goto('/san-pham/mat-ong-hoa-ban'); // a seeded product with one variant, in stock
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  const cart = page.getByRole('banner').getByTestId('cart-badge');
  await expect(cart).toHaveAccessibleName('Giỏ hàng, 1 sản phẩm');
  await cart.click();
  await expect(page).toHaveURL(/\/checkout\/ticket$/);

  await expect(page.getByRole('radio', { name: /VNPay/ })).toBeVisible();
  // Nothing to pay for on a visit day, and no places held.
  await expect(page.getByRole('radio', { name: /Thanh toán tại quầy/ })).toHaveCount(0);
  await expect(page.getByText('Chỗ của bạn được giữ trong 15 phút sau khi đặt.')).toHaveCount(0);
  await page.getByLabel('Họ và tên').fill('Trần Thị Bình');
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await page.getByRole('radio', { name: /VNPay/ }).check();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  const address = page.getByLabel('Địa chỉ giao hàng');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Trường này là bắt buộc')).toBeVisible();

  await address.fill('12 Lê Lợi, phường Bến Nghé, TP Hồ Chí Minh');
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
  await page.getByRole('button', { name: texts.vi.sandboxPay, exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?orderCode=/);
  await expect(page.getByTestId('payment-status')).toHaveText(texts.vi.paid);
  await expect(page.getByRole('heading', { name: 'Sản phẩm' })).toBeVisible();
  await expect(page.getByText(/Mật ong hoa ban.* × 1/)).toBeVisible();
  await expect(page.getByTestId('delivery-address')).toHaveText('Giao đến: 12 Lê Lợi, phường Bến Nghé, TP Hồ Chí Minh');
  const orderCode = new URL(page.url()).searchParams.get('orderCode')!;
  const order = await query<OrderView & { deliveryAddress: string | null }>(request, 'order.byCode', { orderCode, access: new URL(page.url()).searchParams.get('access')! });
  expect(order).toMatchObject({ paymentStatus: 'paid', deliveryAddress: '12 Lê Lợi, phường Bến Nghé, TP Hồ Chí Minh' });
});

