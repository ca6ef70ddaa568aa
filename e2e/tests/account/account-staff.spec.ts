import { expect, test } from '@playwright/test';
import { mutate, query } from '../../support/api';
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
