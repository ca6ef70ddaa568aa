/**
 * Every address of every page the remotes describe opens its page, in both languages, inside the
 * owning remote's boundary and the right layout (each remote's description test holds the spec §2
 * aliases it owns).
 */
import { expect, test } from '@playwright/test';
import { pathsOf } from '../../../shared/src/routes/route-table';
import { useLocale, type Locale } from '../../support/locale';
import { publishedPages } from '../../support/published-site';
import { seededSlug } from '../../support/seeded-path';

for (const route of publishedPages()) {
  test(`${route.id}: ${pathsOf(route).join(', ')} in vi and en`, async ({ page, context, request }) => {
    const slug = await seededSlug(request, route);

    for (const locale of ['vi', 'en'] as Locale[]) {
      await useLocale(context, locale);
      for (const alias of pathsOf(route)) {
        const path = alias.replace(':slug', slug ?? '');
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (route.access === 'signedIn' || route.access === 'staff') {
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
