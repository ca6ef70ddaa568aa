/**
 * The editors' article console end to end: an article written in both languages and published in
 * the console is at once on the running site (no restart) at its Vietnamese and its English
 * address, each with its own title and translated tag; an article scheduled for later is not, on
 * the page nor in the public API; the console itself has no serious or critical axe violation; a
 * member of staff neither sees the section nor gets through the API.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { mutate, query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { editor, signInAs, staff } from '../../support/staff';

const run = Date.now().toString(36);
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** Fills the console's form for a new article in both languages, with one translated tag. */
async function writeArticle(page: Page, slug: string, title: { vi: string; en: string }) {
  await page.goto('/dashboard/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Bài viết' })).toBeVisible();
  await page.getByRole('button', { name: 'Viết bài mới' }).click();
  const form = page.getByRole('form', { name: 'Viết bài mới' });
  await form.getByLabel('Tiêu đề (tiếng Việt)').fill(title.vi);
  await form.getByLabel('Tiêu đề (tiếng Anh, không bắt buộc)').fill(title.en);
  await form.getByLabel('Đường dẫn').fill(slug);
  await form.getByLabel('Tóm tắt (tiếng Việt)').fill('Mây phủ kín thung lũng vào sáng sớm.');
  await form.getByLabel('Tóm tắt (tiếng Anh, không bắt buộc)').fill('Clouds fill the valley in the early morning.');
  await form.getByLabel('Tác giả (tiếng Việt)').fill('Ban truyền thông');
  await form.getByLabel('Tác giả (tiếng Anh, không bắt buộc)').fill('Communications team');
  await form.getByLabel('Nội dung (tiếng Việt)').fill('<p>Đi sớm để thấy <strong>biển mây</strong>.</p><script>window.hacked = true</script>');
  await form.getByLabel('Nội dung (tiếng Anh, không bắt buộc)').fill('<p>Go early to see the <strong>sea of clouds</strong>.</p><img src="x" alt="Sea of clouds" onerror="window.hacked = true">');
  await form.getByRole('button', { name: 'Thêm thẻ' }).click();
  await form.getByLabel('Thẻ 1 (tiếng Việt)').fill('mùa mây');
  await form.getByLabel('Thẻ 1 (tiếng Anh, không bắt buộc)').fill('cloud season');
  return form;
}

test('an editor publishes an article in both languages; a scheduled one stays off the site until its time', async ({ page, context }) => {
  test.slow();
  await signInAs(page, editor);
  const published = `e2e-bien-may-${run}`;
  const form = await writeArticle(page, published, { vi: `Mùa biển mây ${run}`, en: `Sea of clouds season ${run}` });
  await form.getByLabel('Trạng thái').selectOption('published');
  await form.getByRole('button', { name: 'Lưu bài viết' }).click();
  await expect(page.getByText(`Đã đăng /${published}`)).toBeVisible();
  // The saved version's preview, as readers will get it: the script is gone.
  const preview = page.getByRole('region', { name: 'Xem trước bản đã lưu' });
  await expect(preview.getByRole('article', { name: 'Bản tiếng Anh' }).getByRole('heading', { name: `Sea of clouds season ${run}` })).toBeVisible();
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await expectNoSeriousViolation(page, 'the article editor', { exclude: 'iframe[sandbox]' });

  // The running site shows it at once, in each language at its own address.
  await page.goto(`/bai-viet/${published}`);
  await expect(page.getByRole('heading', { level: 1, name: `Mùa biển mây ${run}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Thẻ' })).toContainText('#mùa mây');
  await expect(page.getByText('biển mây', { exact: true })).toBeVisible();
  await useLocale(context, 'en');
  await page.goto(`/posts/${published}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sea of clouds season ${run}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('#cloud season');
  await expect(page.getByText('Communications team')).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  // Scheduled for tomorrow: saved, but nowhere public yet.
  await useLocale(context, 'vi');
  const scheduled = `e2e-len-lich-${run}`;
  const second = await writeArticle(page, scheduled, { vi: `Bài lên lịch ${run}`, en: `Scheduled ${run}` });
  await second.getByLabel('Trạng thái').selectOption('scheduled');
  const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  await second.getByLabel('Thời điểm đăng (giờ Việt Nam)').fill(tomorrow);
  await second.getByRole('button', { name: 'Lưu bài viết' }).click();
  await expect(page.getByText(`Đã lên lịch đăng /${scheduled}`)).toBeVisible();
  const response = await page.goto(`/bai-viet/${scheduled}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: `Bài lên lịch ${run}` })).toHaveCount(0);
  const list = await query<{ items: { slug: string }[] }>(page.request, 'post.list', { kind: 'article', pageSize: 100 });
  expect(list.items.map((item) => item.slug)).toContain(published);
  expect(list.items.map((item) => item.slug)).not.toContain(scheduled);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/bai-viet/${published}<`);
  expect(sitemap).not.toContain(scheduled);

  // The list in the console says which is which.
  await page.goto('/dashboard/articles');
  await expect(page.getByRole('listitem').filter({ hasText: `Bài lên lịch ${run}` })).toContainText('Đã lên lịch');
  await expectNoSeriousViolation(page, 'the article list', { exclude: 'iframe[sandbox]' });
});

test('a member of staff does not see the article console and the API refuses them', async ({ page }) => {
  await signInAs(page, staff);
  await page.goto('/dashboard/articles');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'Bài viết' })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  await expect(mutate(page.request, 'post.create', { slug: `e2e-staff-${run}` }, headers)).rejects.toThrow(/403/);
});
