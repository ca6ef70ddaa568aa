/**
 * Page SEO in the console, end to end: a page's SEO changed in the console is its title and
 * description in both languages; the console passes axe; a member of staff is refused. It retitles
 * the gallery, which specs running beside it would see, so it runs in `site-exclusive`, and puts
 * the record back at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { mutate } from '../../support/api';
import { useLocale } from '../../support/locale';
import { editor, signInAs, staff } from '../../support/staff';

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

interface SeoPage {
  path: string;
  record: Record<string, unknown> & { title: { vi: string; en?: string }; description: { vi: string; en?: string } } | null;
}

test('an SEO record changed in the console is the page\'s title and description in both languages', async ({ page, context }) => {
  await signInAs(page, editor);
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

test('a member of staff sees no SEO console and the API refuses them', async ({ page }) => {
  await signInAs(page, staff);
  await page.goto('/dashboard/seo');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SEO của trang' })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/trpc/seo.adminList', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/trpc/seo.saveRecord', { data: { path: '/menu' }, headers })).status()).toBe(403);
});
