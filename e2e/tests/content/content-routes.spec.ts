/** Every content route, under its Vietnamese and English paths, shows seeded content. */
import { expect, test } from '../../support/warm-page';
import { waitForHydration } from '../../support/hydration';
import { useLocale } from '../../support/locale';

const routes = [
  { vi: '/', en: '/', h1: { vi: 'Khám phá khu du lịch cáp treo', en: 'Discover the cable car area' }, seeded: { vi: 'Bài viết mới', en: 'Latest articles' } },
  { vi: '/bai-viet', en: '/posts', h1: { vi: 'Bài viết', en: 'Articles' }, seeded: { vi: 'Bài viết phổ biến', en: 'Popular articles' } },
  { vi: '/tin-tuc', en: '/news', h1: { vi: 'Tin tức', en: 'News' }, seeded: null },
  { vi: '/thu-vien-hinh-anh', en: '/gallery', h1: { vi: 'Thư viện hình ảnh', en: 'Gallery' }, seeded: null },
  { vi: '/thuc-don', en: '/menu', h1: { vi: 'Thực đơn', en: 'Menu' }, seeded: null },
  { vi: '/map', en: '/map', h1: { vi: 'Bản đồ khu du lịch', en: 'Area map' }, seeded: { vi: 'Danh sách địa điểm', en: 'List of places' } },
  { vi: '/reviews', en: '/reviews', h1: { vi: 'Đánh giá của du khách', en: 'Visitor reviews' }, seeded: { vi: 'Tham quan ngày', en: 'Visited on' } },
  { vi: '/gioi-thieu', en: '/about', h1: { vi: 'Giới thiệu', en: 'About us' }, seeded: { vi: 'Sứ mệnh', en: 'Mission' } },
  { vi: '/lien-he', en: '/contact', h1: { vi: 'Liên hệ', en: 'Contact' }, seeded: { vi: 'Đường dây nóng', en: 'Hotline' } },
  { vi: '/tuyen-dung', en: '/recruitment', h1: { vi: 'Tuyển dụng', en: 'Careers' }, seeded: { vi: 'Toàn thời gian', en: 'Full time' } },
] as const;

for (const locale of ['vi', 'en'] as const) {
  for (const route of routes) {
    test(`${route[locale]} in ${locale} shows its seeded content`, async ({ warmPage }) => {
      // Each route loads its own document, in a page kept from route to route as a reader's is.
      const page = await warmPage(locale);
      await page.goto(route[locale]);
      const main = page.locator('main [data-boundary="content"]').first();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1[locale]);
      // Something from the database, not only the static title: a list item, a card, a section.
      await expect(main.locator('li, article, dd').first()).toBeVisible();
      if (route.seeded) await expect(main.getByText(route.seeded[locale], { exact: false }).first()).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
    });
  }

  test(`an article opens from the list in ${locale}, with sidebar, comments and a copyable link`, async ({ page, context }) => {
    await useLocale(context, locale);
    await page.goto(locale === 'vi' ? '/bai-viet' : '/posts');
    const first = page.locator('main article h3 a').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(locale === 'vi' ? '/bai-viet/' : '/posts/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('complementary')).toContainText(locale === 'vi' ? 'Bài viết phổ biến' : 'Popular articles');
    await expect(page.getByRole('heading', { name: locale === 'vi' ? /^Bình luận/ : /^Comments/ })).toBeVisible();
  });
}

test('the share button says "link copy failed" when the clipboard refuses', async ({ page, context }) => {
  await useLocale(context, 'en');
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/posts');
  await page.locator('main article h3 a').first().click();
  await page.getByRole('button', { name: /^Copy the link of/ }).click();
  await expect(page.getByText('Link copy failed')).toBeVisible();
});

test('the gallery lightbox works from the keyboard', async ({ page, context }) => {
  await useLocale(context, 'en');
  await page.goto('/gallery');
  await waitForHydration(page);
  const firstTile = page.getByRole('button', { name: /^View / }).first();
  await firstTile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/^1 of \d+/);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(/^2 of \d+/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstTile).toBeFocused();
});

test('a photo on the home page whose viewer cannot be fetched says so, and opens on the next try', async ({ page, context }) => {
  await useLocale(context, 'en');
  await page.goto('/');
  const tile = page.getByRole('button', { name: /^View / }).first();
  await expect(tile).toBeVisible();
  // The viewer is the only code of the content remote fetched once the page has hydrated.
  await waitForHydration(page);
  let offline = true;
  await page.route(/\/remotes\/content\/.+\.js$/, (route) => (offline ? route.abort() : route.continue()));
  await tile.click();
  await expect(page.getByText('Could not open the photo. Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  offline = false;
  await tile.click();
  await expect(page.getByRole('dialog')).toContainText(/^1 of \d+/);
});

test('the map filters places and opens a detail panel from the list', async ({ page, context }) => {
  await useLocale(context, 'en');
  await page.goto('/map');
  const list = page.getByRole('region', { name: 'List of places' });
  const stationFilter = page.getByRole('group', { name: 'Filter places' }).getByRole('button', { name: /Cable car station/ });
  await expect(list.getByRole('button').first()).toBeVisible();
  const before = await list.getByRole('button').count();
  await stationFilter.click();
  await expect(stationFilter).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => list.getByRole('button').count()).toBeLessThan(before);
  const place = list.getByRole('button').first();
  const name = (await place.locator('strong').innerText()).trim();
  await place.click();
  await expect(page.getByRole('region', { name: 'Place details' }).getByRole('heading', { name })).toBeVisible();
});
