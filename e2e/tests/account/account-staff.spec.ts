import { expect, test } from '@playwright/test';
import { mutate, query } from '../../support/api';
import { placeTicketOrder, vietnamDate } from '../../support/purchase';
import { staff } from '../../support/staff';
import { buyPaidTicket, gateAnswer, signIn } from './account-support';

test('staff check in a ticket by typed code; a second check-in says already used', async ({ page }) => {
  const { secret } = await buyPaidTicket(page, 'khach-cong@e2e.test');
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Soát vé' })).toBeVisible();

  await page.getByLabel(/^Mã vé/).fill(secret);
  await page.getByRole('button', { name: 'Kiểm tra & soát vé' }).click();
  await expect(gateAnswer(page)).toContainText('HỢP LỆ — MỜI VÀO');

  await page.getByRole('button', { name: 'Soát vé tiếp theo' }).click();
  await page.getByLabel(/^Mã vé/).fill(secret);
  await page.getByRole('button', { name: 'Kiểm tra & soát vé' }).click();
  await expect(gateAnswer(page)).toContainText('VÉ ĐÃ SỬ DỤNG');

  await page.getByRole('button', { name: 'Soát vé tiếp theo' }).click();
  await page.getByLabel(/^Mã vé/).fill('khong-ton-tai');
  await page.getByRole('button', { name: 'Kiểm tra & soát vé' }).click();
  await expect(gateAnswer(page)).toContainText('KHÔNG TÌM THẤY VÉ');
});

test('a customer never sees the staff tools and the API refuses them', async ({ page }) => {
  const email = `khach-${Date.now()}@e2e.test`;
  await mutate<{ ok: true }>(page.request, 'auth.register', { email, password: 'mat-khau-123', confirmPassword: 'mat-khau-123', firstName: 'Minh' });
  const { accessToken } = await mutate<{ accessToken: string }>(page.request, 'auth.login', { email, password: 'mat-khau-123' });
  await signIn(page, email, 'mat-khau-123');
  await page.goto('/dashboard/check-in');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Soát vé' })).toHaveCount(0);
  const response = await page.request.get(`/api/trpc/moderation.queue`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(403);
});

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

