/**
 * On a phone, a ticket's or a product's page keeps its main action at hand: once the page's own
 * button has scrolled up out of view a bar at the bottom of the screen offers it, and the bar goes
 * when the button is back.
 */
import { expect, test, type Page } from '@playwright/test';
import { useLocale } from '../../support/locale';
import { pageById } from '../../support/published-site';
import { seededSlug } from '../../support/seeded-path';

const actions = {
  ticketDetail: { role: 'link', vi: 'Đặt vé', en: 'Book' },
  productDetail: { role: 'button', vi: 'Thêm vào giỏ hàng', en: 'Add to cart' },
} as const;

/** The bar shows the page's name as its own: the region named after the page's heading. */
async function expectBarAppearsAndGoes(page: Page, role: 'link' | 'button', action: string) {
  const main = page.locator('main');
  const heading = main.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())!;
  const bar = page.getByRole('region', { name, exact: true });
  const own = main.locator('article').getByRole(role, { name: action, exact: true }).first();

  await own.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  // Past the page's button: the bar offers the same action, and the page's end stays uncovered.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar.getByRole(role, { name: action, exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await bar.boundingBox())!.y;
  const footerBottom = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footerBottom.y + footerBottom.height).toBeLessThanOrEqual(barTop + 1);
  // Back at the page's button: the bar goes.
  await own.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
}

for (const id of ['ticketDetail', 'productDetail'] as const) {
  for (const locale of ['vi', 'en'] as const) {
    test(`${id} (${locale}): a sticky bar offers the page's action once its own button has scrolled away`, async ({ page, context, request }) => {
      const route = pageById(id);
      const slug = (await seededSlug(request, route))!;
      await useLocale(context, locale);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route.paths[locale].replace(':slug', slug));
      await expectBarAppearsAndGoes(page, actions[id].role, actions[id][locale]);
    });
  }
}
