/**
 * Every alias of spec §2 (plus recruitment and news) opens its page, in both languages, inside
 * the owning remote's boundary and the right layout.
 */
import { expect, test } from '@playwright/test';
import { routeTable, type RouteEntry } from '../../../shared/src/routes/route-table';
import { useLocale, type Locale } from '../../support/locale';
import { seededSlug } from '../../support/seeded-path';

for (const route of routeTable as readonly RouteEntry[]) {
  test(`${route.id}: ${route.paths.join(', ')} in vi and en`, async ({ page, context, request }) => {
    const slug = await seededSlug(request, route);

    for (const locale of ['vi', 'en'] as Locale[]) {
      await useLocale(context, locale);
      for (const alias of route.paths) {
        const path = alias.replace(':slug', slug ?? '');
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (route.access === 'signedIn') {
          await expect(page).toHaveURL(/\/auth\/login$/);
          continue;
        }
        const area = page.locator(`main [data-boundary="${route.remote}"]`).first();
        await expect(area.getByRole('heading', { level: 1 }).first(), `${locale} ${path}`).toBeVisible();
        await expect(area.getByText(/Không thể tải phần này|could not be loaded/)).toHaveCount(0);
      }
    }
  });
}
