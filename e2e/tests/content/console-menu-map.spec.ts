/**
 * The editors' menu and map consoles end to end: a dish added in the console with its Vietnamese
 * and English texts is on the public menu at once, in each language at its own address; a place
 * put on the map by a click on the console's illustrated map stands at that spot of the public
 * map, named in each language; neither console has a serious or critical axe violation; a member
 * of staff neither sees the sections nor gets through the API. What the spec adds it deletes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { mutate, query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { authorization, editor, signInAs, staff } from '../../support/staff';

const run = Date.now().toString(36);

interface ConsoleMenu {
  sections: { slug: string; dishes: { id: number; slug: string }[] }[];
}

interface ConsoleMap {
  points: { id: number; slug: string }[];
}

test('an editor adds a dish in Vietnamese and English; the public menu shows it in both languages', async ({ page, context }) => {
  test.slow();
  const slug = `e2e-tra-gung-${run}`;
  const name = { vi: `Trà gừng mật ong ${run}`, en: `Honey ginger tea ${run}` };
  await signInAs(page, editor);
  try {
    await page.goto('/dashboard/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Thực đơn' })).toBeVisible();
    const drinks = page.getByRole('region', { name: 'Đồ uống' });
    await drinks.getByRole('button', { name: 'Thêm món vào Đồ uống' }).click();
    const form = drinks.getByRole('form', { name: 'Thêm món vào Đồ uống' });
    await form.getByLabel('Tên món (tiếng Việt)').fill(name.vi);
    await form.getByLabel('Tên món (tiếng Anh)').fill(name.en);
    await form.getByLabel('Mô tả (tiếng Việt)').fill('Gừng tươi, mật ong rừng.');
    await form.getByLabel('Mô tả (tiếng Anh)').fill('Fresh ginger with wild honey.');
    await form.getByLabel(/^Giá/).fill('35000');
    await form.getByLabel(/^Đường dẫn/).fill(slug);
    await form.getByRole('checkbox', { name: 'Chay', exact: true }).check();
    await expectNoSeriousViolation(page, 'the menu console with the dish form open');
    await form.getByRole('button', { name: 'Thêm món' }).click();
    await expect(page.getByText(`Đã thêm món ${name.vi}`)).toBeVisible();
    await expect(drinks.getByRole('list', { name: 'Các món của mục Đồ uống' }).getByRole('heading', { name: name.vi })).toBeVisible();
    await expectNoSeriousViolation(page, 'the menu console');

    // The running site lists it at once, in each language at its own address.
    await page.goto('/thuc-don');
    const vietnamese = page.locator('#menu-do-uong').getByRole('listitem').filter({ has: page.getByRole('heading', { name: name.vi }) });
    await expect(vietnamese).toContainText('35.000');
    await expect(vietnamese).toContainText('Gừng tươi, mật ong rừng.');
    await expect(vietnamese.getByRole('list', { name: 'Chế độ ăn' })).toContainText('Chay');
    await useLocale(context, 'en');
    await page.goto('/menu');
    const english = page.locator('#menu-do-uong').getByRole('listitem').filter({ has: page.getByRole('heading', { name: name.en }) });
    await expect(english).toContainText('35,000');
    await expect(english).toContainText('Fresh ginger with wild honey.');
    await expect(english.getByRole('list', { name: 'Dietary information' })).toContainText('Vegetarian');
  } finally {
    const headers = await authorization(page.request, editor);
    const menu = await query<ConsoleMenu>(page.request, 'menu.adminList', undefined, headers);
    for (const dish of menu.sections.flatMap((section) => section.dishes).filter((dish) => dish.slug === slug)) await mutate(page.request, 'menu.deleteDish', { id: dish.id }, headers);
  }
});

test('an editor puts a place on the map by clicking it; the public map shows it at that spot in both languages', async ({ page, context }) => {
  test.slow();
  const slug = `e2e-thac-bac-${run}`;
  const name = { vi: `Thác Bạc ${run}`, en: `Silver Falls ${run}` };
  await signInAs(page, editor);
  try {
    await page.goto('/dashboard/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Bản đồ' })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm địa điểm' }).click();
    const form = page.getByRole('form', { name: 'Thêm địa điểm' });
    await form.getByLabel('Tên địa điểm (tiếng Việt)').fill(name.vi);
    await form.getByLabel('Tên địa điểm (tiếng Anh)').fill(name.en);
    await form.getByLabel('Mô tả (tiếng Việt)').fill('Thác nước cao 200 m giữa rừng.');
    await form.getByLabel('Mô tả (tiếng Anh)').fill('A 200 m waterfall in the forest.');
    await form.getByLabel(/^Loại địa điểm/).selectOption({ label: 'Điểm ngắm cảnh' });
    await form.getByLabel(/^Đường dẫn/).fill(slug);

    // A click at 30 % across and 60 % down the illustrated map.
    const map = form.getByRole('img', { name: /Bản đồ minh hoạ khu du lịch/ });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
    const x = Number(await form.getByLabel(/^X/).inputValue());
    const y = Number(await form.getByLabel(/^Y/).inputValue());
    expect(Math.abs(x - 30)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(y - 60)).toBeLessThanOrEqual(0.5);
    await expectNoSeriousViolation(page, 'the map console with the form open');
    await form.getByRole('button', { name: 'Thêm địa điểm' }).click();
    await expect(page.getByText(`Đã thêm địa điểm ${name.vi}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Các địa điểm trên bản đồ' }).getByRole('heading', { name: name.vi })).toBeVisible();
    await expectNoSeriousViolation(page, 'the map console');

    // The public map draws its marker at the same spot of the same picture, in each language.
    for (const [locale, placeName, kind] of [['vi', name.vi, 'Điểm ngắm cảnh'], ['en', name.en, 'Viewpoint']] as const) {
      await useLocale(context, locale);
      await page.goto('/map');
      const svg = page.getByRole('application');
      const marker = svg.getByRole('button', { name: `${placeName} (${kind})` });
      await expect(marker).toBeVisible();
      const area = (await svg.boundingBox())!;
      const spot = (await marker.boundingBox())!;
      expect(Math.abs(((spot.x + spot.width / 2 - area.x) / area.width) * 100 - x)).toBeLessThanOrEqual(1);
      expect(Math.abs(((spot.y + spot.height / 2 - area.y) / area.height) * 100 - y)).toBeLessThanOrEqual(1);
      await page.getByRole('region', { name: locale === 'vi' ? 'Danh sách địa điểm' : 'List of places' }).getByRole('button', { name: new RegExp(placeName) }).click();
      await expect(page.getByRole('region', { name: locale === 'vi' ? 'Thông tin địa điểm' : 'Place details' })).toContainText(locale === 'vi' ? 'Thác nước cao 200 m giữa rừng.' : 'A 200 m waterfall in the forest.');
    }
  } finally {
    const headers = await authorization(page.request, editor);
    const map = await query<ConsoleMap>(page.request, 'map.adminList', undefined, headers);
    for (const point of map.points.filter((point) => point.slug === slug)) await mutate(page.request, 'map.deletePoint', { id: point.id }, headers);
  }
});

test('a member of staff sees neither console and the API refuses them', async ({ page }) => {
  await signInAs(page, staff);
  for (const path of ['/dashboard/menu', '/dashboard/map']) {
    await page.goto(path);
    await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Mục tài khoản' });
  await expect(nav.getByRole('link', { name: 'Thực đơn' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Bản đồ' })).toHaveCount(0);
  const headers = await authorization(page.request, staff);
  await expect(query(page.request, 'menu.adminList', undefined, headers)).rejects.toThrow(/403/);
  await expect(mutate(page.request, 'map.createPoint', { slug: `e2e-staff-${run}` }, headers)).rejects.toThrow(/403/);
});
