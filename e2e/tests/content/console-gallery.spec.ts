/**
 * The editors' gallery console end to end: an editor uploads a real photo and titles it in
 * Vietnamese and English, adds a video from a YouTube link (a link YouTube cannot play is refused
 * at its field), and the public gallery shows both at once in each language, the video playing in
 * YouTube's privacy-enhanced player; the console has no serious or critical axe violation; a member
 * of staff neither sees the section nor gets through the API. The items it adds go at the end of
 * the gallery (the home page shows its first six) and are deleted again at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import sharp from 'sharp';
import { mutate, query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { authorization, editor, signInAs, staff } from '../../support/staff';

const run = Date.now().toString(36);
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

type ConsoleItem = { id: number; title: { vi: string } };

/** Deletes what this run added, whatever the test got to. */
async function removeAdded(page: Page) {
  const headers = await authorization(page.request, editor);
  const { items } = await query<{ items: ConsoleItem[] }>(page.request, 'gallery.adminList', undefined, headers);
  for (const item of items.filter((entry) => entry.title.vi.endsWith(run))) await mutate(page.request, 'gallery.delete', { id: item.id }, headers);
}

test('an editor adds a photo and a YouTube video in both languages; the public gallery shows them in each', async ({ page, context }) => {
  test.slow();
  const photoTitle = { vi: `Bình minh Đỉnh Mây ${run}`, en: `Sunrise on Cloud Peak ${run}` };
  const videoTitle = { vi: `Cáp treo trong mây ${run}`, en: `Cable car in the clouds ${run}` };
  await signInAs(page, editor);
  try {
    await page.goto('/dashboard/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Thư viện ảnh' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ảnh và video trong thư viện' }).getByRole('listitem').first().locator('img')).toBeVisible();

    // The photo: a real JPEG, uploaded through the form's image field.
    await page.getByRole('button', { name: 'Thêm ảnh hoặc video' }).click();
    const photoForm = page.getByRole('form', { name: 'Thêm ảnh hoặc video' });
    await photoForm.getByLabel(/^Tiêu đề \(tiếng Việt\)/).fill(photoTitle.vi);
    await photoForm.getByLabel('Tiêu đề (tiếng Anh, không bắt buộc)').fill(photoTitle.en);
    await photoForm.getByLabel(/^Mô tả \(tiếng Việt\)/).fill('Mặt trời lên trên biển mây');
    const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#f2a65a' } }).jpeg().toBuffer();
    await photoForm.getByLabel(/^Ảnh/).setInputFiles({ name: 'binh-minh.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = photoForm.getByRole('img', { name: 'Ảnh hiện tại' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const photoUrl = (await preview.getAttribute('src'))!;
    await expectNoSeriousViolation(page, 'the gallery console with its form open');
    await photoForm.getByRole('button', { name: 'Thêm vào thư viện' }).click();
    await expect(page.getByText(`Đã thêm ${photoTitle.vi} vào thư viện`)).toBeVisible();
    const photoRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: photoTitle.vi }) });
    await expect(photoRow).toContainText(`Tiếng Anh: ${photoTitle.en}`);
    await expect(photoRow.locator('img')).toHaveAttribute('src', photoUrl);

    // The video: a link YouTube cannot play is refused at its field, a watch link is taken.
    await page.getByRole('button', { name: 'Thêm ảnh hoặc video' }).click();
    const videoForm = page.getByRole('form', { name: 'Thêm ảnh hoặc video' });
    await videoForm.getByLabel('Loại').selectOption('video');
    await videoForm.getByLabel(/^Tiêu đề \(tiếng Việt\)/).fill(videoTitle.vi);
    await videoForm.getByLabel('Tiêu đề (tiếng Anh, không bắt buộc)').fill(videoTitle.en);
    await videoForm.getByLabel('Hoặc chọn một ảnh đã có trên trang').selectOption(photoUrl);
    const link = videoForm.getByLabel(/^Đường dẫn video YouTube/);
    await link.fill('https://vimeo.com/76979871');
    await videoForm.getByRole('button', { name: 'Thêm vào thư viện' }).click();
    await expect(videoForm.getByText('Hãy dán đường dẫn của một video YouTube (youtube.com/watch?v=…, youtu.be/… hoặc youtube.com/shorts/…)')).toBeVisible();
    await expectNoSeriousViolation(page, 'the gallery form showing a refused link');
    await link.fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=12');
    await videoForm.getByRole('button', { name: 'Thêm vào thư viện' }).click();
    await expect(page.getByText(`Đã thêm ${videoTitle.vi} vào thư viện`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: videoTitle.vi }) })).toContainText(PLAYER);
    await expectNoSeriousViolation(page, 'the gallery console');

    // The public gallery, in each language: the photo with its title, the video in YouTube's player.
    for (const [locale, path, open, photoName, videoName] of [
      ['vi', '/thu-vien-hinh-anh', 'Xem', photoTitle.vi, videoTitle.vi],
      ['en', '/gallery', 'View', photoTitle.en, videoTitle.en],
    ] as const) {
      await useLocale(context, locale);
      await page.goto(path);
      const photoTile = page.getByRole('button', { name: `${open} ${photoName}`, exact: true });
      await expect(photoTile).toContainText(photoName);
      const image = photoTile.locator(`img[src="${photoUrl}"]`);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const videoTile = page.getByRole('button', { name: `${open} ${videoName} Video`, exact: true });
      await videoTile.click();
      const dialog = page.getByRole('dialog', { name: videoName });
      await expect(dialog.locator(`iframe[src="${PLAYER}"]`)).toBeAttached();
      await expect(dialog.locator('video')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  } finally {
    await removeAdded(page);
  }
  const after = await query<{ title: string }[]>(page.request, 'gallery.list');
  expect(after.map((item) => item.title).filter((title) => title.endsWith(run))).toEqual([]);
});

test('a member of staff does not see the gallery console and the API refuses them', async ({ page }) => {
  await signInAs(page, staff);
  await page.goto('/dashboard/gallery');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'Thư viện ảnh' })).toHaveCount(0);
  const headers = await authorization(page.request, staff);
  const list = await page.request.get('/api/trpc/gallery.adminList', { headers });
  expect(list.status()).toBe(403);
  const create = await page.request.post('/api/trpc/gallery.create', { data: { kind: 'photo', title: { vi: `Nhân viên ${run}` }, imageUrl: '/seed-media/gallery-bauhinia.svg' }, headers });
  expect(create.status()).toBe(403);
});
