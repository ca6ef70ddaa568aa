import { expect, test } from '@playwright/test';
import { buyPaidTicket, signInWithForm } from './account-support';

test('a new customer registers, is told to check the mailbox, signs in, edits the profile and finds the QR ticket they bought', async ({ page }) => {
  const email = `khach-${Date.now()}@e2e.test`;
  const password = 'mat-khau-123';

  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký tài khoản' })).toBeVisible();
  await page.getByLabel(/^Tên/).fill('Lan');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mật khẩu/).fill('ngan');
  await page.getByLabel(/^Nhập lại mật khẩu/).fill('khac');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByText('Tối thiểu 8 ký tự')).toBeVisible();
  await expect(page.getByText('Mật khẩu không khớp')).toBeVisible();

  await page.getByLabel(/^Mật khẩu/).fill(password);
  await page.getByLabel(/^Nhập lại mật khẩu/).fill(password);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  // Registration answers alike for new and existing emails, so it signs nobody in.
  await expect(page.getByText(`Vui lòng kiểm tra hộp thư: chúng tôi đã gửi thư đến ${email}.`, { exact: false })).toBeVisible();
  await signInWithForm(page, email, password);
  await expect(page.getByRole('button', { name: 'Menu tài khoản của Lan' })).toBeVisible();

  // Sign out through the header menu, then back in with the same account.
  await page.getByRole('button', { name: 'Menu tài khoản của Lan' }).click();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill('sai-mat-khau');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email hoặc mật khẩu không đúng' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await signInWithForm(page, email, password);

  // Profile edit: the header follows the new name.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ' })).toBeVisible();
  await page.getByLabel(/^Tên/).fill('Hoa');
  await page.getByLabel(/^Số điện thoại/).fill('0905 123 456');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu hồ sơ')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu tài khoản của Hoa' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Số điện thoại/)).toHaveValue('0905 123 456');

  const { orderCode } = await buyPaidTicket(page, email);
  await page.goto('/dashboard/orders');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Đơn ${orderCode}` }) });
  await expect(order.getByText('Đã thanh toán')).toBeVisible();
  await expect(order.getByRole('img', { name: /Mã QR của vé/ })).toBeVisible();
  await expect(order.getByText(/Chỉ có giá trị trong ngày/)).toBeVisible();
  await expect(order.getByRole('link', { name: 'Yêu cầu hoàn vé' })).toBeVisible();
});

test('a visitor gets the sign-in link and no dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/auth/login');
});
