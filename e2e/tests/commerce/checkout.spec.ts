/**
 * Buying a ticket end to end, in Vietnamese and in English: ticket and date → checkout → the
 * sandbox gateway → the success page, whose QR codes must decode to the tickets' secrets.
 * Then the cancel path with a retry, and refund / exchange requests.
 */
import { expect, test } from '@playwright/test';
import { query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { bookToGateway, expectPaidTickets, placeTicketOrder, texts, vietnamDate, type OrderView, type TicketType } from '../../support/purchase';

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
    expect((await query<OrderView>(request, 'order.byCode', { orderCode })).status).toBe('cancelled');
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
