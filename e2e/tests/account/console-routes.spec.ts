/**
 * Route rules and page SEO in the console, end to end: an editor adds a permanent internal redirect
 * and a temporary external one; a plain HTTP request gets each one's status and Location (in both
 * languages' addresses of a page) before any page renders; a reader following a link inside the
 * site is redirected without a new document; a page's SEO changed in the console is its title and
 * description in both languages; both console pages pass axe; a member of staff is refused.
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
interface SeoPage {
  path: string;
  record: Record<string, unknown> & { title: { vi: string; en?: string }; description: { vi: string; en?: string } } | null;
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

test('an SEO record changed in the console is the page\'s title and description in both languages', async ({ page, context }) => {
  await signIn(page, editor.email, editor.password);
  const asEditor = { Authorization: `Bearer ${await accessToken(page)}` };
  const listed = await page.request.get('/api/trpc/seo.adminList', { headers: asEditor });
  const original = ((await listed.json()) as { result: { data: SeoPage[] } }).result.data.find((entry) => entry.path === '/gallery')!.record!;
  try {
    await page.goto('/dashboard/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO của trang' })).toBeVisible();
    await page.getByLabel(/^Trang/).selectOption('/gallery');
    const form = page.getByRole('form', { name: 'SEO của trang /thu-vien-hinh-anh' });
    const title = form.getByRole('group', { name: 'Tiêu đề', exact: true });
    const description = form.getByRole('group', { name: 'Mô tả', exact: true });
    await title.getByLabel(/^Tiếng Việt/).fill('Ảnh đẹp Mây Ngàn <b>bốn mùa</b>');
    await title.getByLabel(/^Tiếng Anh/).fill('May Ngan photos in every season');
    await description.getByLabel(/^Tiếng Việt/).fill('Mây, hoa và tuyết trên đỉnh núi.');
    await description.getByLabel(/^Tiếng Anh/).fill('Clouds, flowers and snow on the peak.');
    // The previews show what was typed, markup as text.
    const previewVi = page.getByRole('region', { name: 'Xem trước bằng tiếng Việt' });
    await expect(previewVi.getByText('Ảnh đẹp Mây Ngàn <b>bốn mùa</b>').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Xem trước bằng tiếng Anh' }).getByText('Clouds, flowers and snow on the peak.').first()).toBeVisible();
    await expectNoSeriousViolation(page, 'SEO console (vi)');
    await form.getByRole('button', { name: 'Lưu SEO' }).click();
    await expect(page.getByText('Đã lưu SEO của trang /thu-vien-hinh-anh')).toBeVisible();

    await useLocale(context, 'vi');
    await page.goto('/thu-vien-hinh-anh');
    await expect(page).toHaveTitle('Ảnh đẹp Mây Ngàn <b>bốn mùa</b>');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Mây, hoa và tuyết trên đỉnh núi.');
    await useLocale(context, 'en');
    await page.goto('/gallery');
    await expect(page).toHaveTitle('May Ngan photos in every season');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Clouds, flowers and snow on the peak.');
  } finally {
    const pair = (value: unknown) => ({ vi: (value as { vi?: string } | null)?.vi ?? '', en: (value as { en?: string } | null)?.en ?? '' });
    await mutate(
      page.request,
      'seo.saveRecord',
      {
        path: '/gallery',
        title: pair(original.title),
        description: pair(original.description),
        keywords: pair(original.keywords),
        ogTitle: pair(original.ogTitle),
        ogDescription: pair(original.ogDescription),
        ogImage: original.ogImage,
        robotsTxt: original.robotsTxt,
        canonicalUrl: original.canonicalUrl,
      },
      asEditor,
    );
  }
});

test('a member of staff sees neither console and the API refuses them', async ({ page }) => {
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/redirects');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chuyển hướng' })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/trpc/routeRule.list', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/trpc/routeRule.create', { data: { fromPath: '/x', kind: 'internal', target: '/menu', status: 301 }, headers })).status()).toBe(403);
  expect((await page.request.post('/api/trpc/seo.saveRecord', { data: { path: '/menu' }, headers })).status()).toBe(403);
});
