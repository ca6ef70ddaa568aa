/**
 * The gate check-in desk, commerce's dashboard section: a ticket is admitted once by its typed
 * code; the offline shift is offline-gate.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { staff } from '../../support/staff';
import { buyPaidTicket, signIn } from '../account/account-support';
import { gateAnswer } from './gate-support';

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
