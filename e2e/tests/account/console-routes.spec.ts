/**
 * Route rules in the console, end to end: an editor adds a permanent internal redirect and a
 * temporary external one; a plain HTTP request gets each one's status and Location (in both
 * languages' addresses of a page) before any page renders; a reader following a link inside the
 * site is redirected without a new document; the console passes axe; a member of staff is refused.
 * It changes site-wide state (a footer link's page redirects), so it runs in `site-exclusive`, and
 * puts everything back at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { mutate } from '../../support/api';
import { waitForHydration } from '../../support/hydration';
import { useLocale } from '../../support/locale';
import { editor, staff } from '../../support/staff';
import { signIn } from './account-support';

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

interface Rule {
  id: number;
  fromPath: string;
}

test('an editor adds an internal 301 and an external 302 redirect; servers and the shell follow them', async ({ page, context }) => {
  await signIn(page, editor.email, editor.password);
  const asEditor = { Authorization: `Bearer ${await accessToken(page)}` };
  try {
    await page.goto('/dashboard/redirects');
    await expect(page.getByRole('heading', { level: 1, name: 'Chuyển hướng' })).toBeVisible();
    await expectNoSeriousViolation(page, 'redirects console (vi)');

    const form = page.getByRole('form', { name: 'Thêm quy tắc chuyển hướng' });
    // A loop to itself is refused on the field, in Vietnamese, and nothing is sent.
    await form.getByLabel(/^Đường dẫn/).fill('/recruitment');
    await form.getByLabel(/^Chuyển tới/).fill('/recruitment');
    await form.getByRole('button', { name: 'Thêm quy tắc' }).click();
    await expect(form.getByText('Đường dẫn không thể chuyển hướng về chính nó')).toBeVisible();

    await form.getByLabel(/^Chuyển tới/).fill('/menu');
    await form.getByLabel(/^Mã trạng thái/).selectOption('301');
    await form.getByRole('button', { name: 'Thêm quy tắc' }).click();
    await expect(page.getByText('Đã thêm quy tắc cho /recruitment')).toBeVisible();

    await form.getByLabel(/^Đường dẫn/).fill('/e2e-khuyen-mai');
    await form.getByLabel(/^Loại/).selectOption('external');
    await form.getByLabel(/^Chuyển tới/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Thêm quy tắc' }).click();
    await expect(form.getByText(/^Đích không hợp lệ/)).toBeVisible();
    await form.getByLabel(/^Chuyển tới/).fill('https://example.com/khuyen-mai');
    await form.getByLabel(/^Mã trạng thái/).selectOption('302');
    await form.getByRole('button', { name: 'Thêm quy tắc' }).click();
    await expect(page.getByText('Đã thêm quy tắc cho /e2e-khuyen-mai')).toBeVisible();
    const table = page.getByRole('table', { name: 'Các quy tắc chuyển hướng' });
    await expect(table.getByRole('row')).toHaveCount(3);

    // Plain HTTP: the status and Location, before any page, for both addresses of the page.
    const english = await page.request.get('/recruitment?utm_source=mail', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers().location).toBe('/menu?utm_source=mail');
    const vietnamese = await page.request.get('/tuyen-dung', { maxRedirects: 0 });
    expect(vietnamese.status()).toBe(301);
    expect(vietnamese.headers().location).toBe('/thuc-don');
    const external = await page.request.get('/e2e-khuyen-mai', { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers().location).toBe('https://example.com/khuyen-mai');

    // A link inside the site: followed by the shell, without a new document.
    await useLocale(context, 'vi');
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tuyển dụng' }).click();
    await expect(page).toHaveURL(/\/thuc-don$/);
    await expect(page.getByRole('heading', { level: 1, name: /Thực đơn/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    const listed = await page.request.get('/api/trpc/routeRule.list', { headers: asEditor });
    for (const rule of ((await listed.json()) as { result: { data: Rule[] } }).result.data) {
      await mutate(page.request, 'routeRule.delete', { id: rule.id }, asEditor);
    }
  }
  expect((await page.request.get('/tuyen-dung', { maxRedirects: 0 })).status()).toBe(200);
});

test('a member of staff sees no redirect console and the API refuses them', async ({ page }) => {
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/redirects');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chuyển hướng' })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/trpc/routeRule.list', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/trpc/routeRule.create', { data: { fromPath: '/x', kind: 'internal', target: '/menu', status: 301 }, headers })).status()).toBe(403);
});
