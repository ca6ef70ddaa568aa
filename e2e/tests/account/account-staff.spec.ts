import { expect, test } from '@playwright/test';
import { mutate } from '../../support/api';
import { signIn } from './account-support';

test('a customer never sees the staff tools and the API refuses them', async ({ page }) => {
  const email = `khach-${Date.now()}@e2e.test`;
  await mutate<{ ok: true }>(page.request, 'auth.register', { email, password: 'mat-khau-123', confirmPassword: 'mat-khau-123', firstName: 'Minh' });
  const { accessToken } = await mutate<{ accessToken: string }>(page.request, 'auth.login', { email, password: 'mat-khau-123' });
  await signIn(page, email, 'mat-khau-123');
  await page.goto('/dashboard/history');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lịch sử thao tác' })).toHaveCount(0);
  const response = await page.request.get(`/api/trpc/moderation.queue`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(403);
});
