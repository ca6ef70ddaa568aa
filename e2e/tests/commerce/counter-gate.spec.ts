/**
 * Paying at the counter: the buyer's success page shows the QR codes and by when to pay; at the
 * gate the ticket says "to be paid" with the amount, staff mark the order paid, and the ticket is
 * then checked like any paid one. The order is for tomorrow (today's cutoff may have passed when
 * the suite runs), so the final answer is "wrong visit day" instead of "admit"; admission on the
 * day is covered by the API test of checkin.markPaid.
 */
import { expect, test } from '@playwright/test';
import { query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { placeTicketOrder, vietnamDate, type OrderView } from '../../support/purchase';
import { staff } from '../../support/staff';
import { signIn } from '../account/account-support';

test('a counter order: success page with the cutoff → gate says to be paid → staff mark it paid', async ({ page, context, request }) => {
  await useLocale(context, 'vi');
  const { orderCode, access } = await placeTicketOrder(request, { visitDate: vietnamDate(1), paymentMethod: 'counter', email: `quay-${Date.now()}@e2e.test`, adults: 2 });

  await page.goto(`/checkout/success?orderCode=${encodeURIComponent(orderCode)}&access=${access}`);
  await expect(page.getByText(/thanh toán tại quầy vé trước 08:00 ngày/)).toBeVisible();
  await expect(page.getByTestId('ticket-qr')).toHaveCount(2);

  const order = await query<OrderView>(request, 'order.byCode', { orderCode, contactEmailOrPhone: '0905123456' });
  const secret = order.tickets[0]!.qrSecret;
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/check-in');
  await page.getByLabel(/^Mã vé/).fill(secret);
  await page.getByRole('button', { name: 'Kiểm tra & soát vé' }).click();
  await expect(page.getByRole('status')).toContainText('CẦN THU TIỀN');

  await page.getByRole('button', { name: /^Đã thu .* — mời vào$/ }).click();
  await expect(page.getByRole('status')).toContainText('SAI NGÀY THAM QUAN');
  expect((await query<OrderView>(request, 'order.byCode', { orderCode, contactEmailOrPhone: '0905123456' })).paymentStatus).toBe('paid');
});
