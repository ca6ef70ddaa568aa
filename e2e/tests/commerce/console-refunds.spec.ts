/**
 * Refund requests: a buyer asks for the money back on the public refund page, staff give it back
 * from the dashboard's refund section, and the buyer's order page says so.
 */
import { expect, test } from '@playwright/test';
import { query } from '../../support/api';
import { placeTicketOrder, vietnamDate } from '../../support/purchase';
import { staff } from '../../support/staff';
import { signIn } from '../account/account-support';

test('staff give back the money of a paid order whose buyer asked for a refund', async ({ page }) => {
  const email = `hoan-tien-${Date.now()}@e2e.test`;
  const { orderCode, access, redirectUrl } = await placeTicketOrder(page.request, { visitDate: vietnamDate(50), paymentMethod: 'vnpay', email });
  await page.goto(redirectUrl!);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);

  await page.goto('/order-refund');
  await page.getByLabel('Mã đơn hàng').fill(orderCode);
  await page.getByLabel('Email hoặc số điện thoại đặt vé').fill(email);
  await page.getByLabel('Lý do').fill('Gia đình có việc bận');
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByText(new RegExp(orderCode))).toBeVisible();

  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
  await page.getByRole('link', { name: 'Yêu cầu hoàn tiền' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yêu cầu hoàn tiền' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: orderCode });
  await expect(card).toContainText('Lý do: Gia đình có việc bận');
  await card.getByRole('button', { name: 'Hoàn tiền' }).click();
  await card.getByRole('button', { name: 'Xác nhận hoàn tiền' }).click();
  await expect(page.getByText(`Đã hoàn tiền đơn ${orderCode}`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await query(page.request, 'order.byCode', { orderCode, contactEmailOrPhone: '0905123456' })).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

  // The buyer's order page says so.
  await page.goto(`/checkout/success?orderCode=${orderCode}&access=${access}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Đã hoàn tiền');
});

