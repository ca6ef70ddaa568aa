/**
 * Every alias of spec §2 (plus recruitment and news) opens its page, in both languages, inside
 * the owning remote's boundary and the right layout.
 */
import { expect, test } from '@playwright/test';
import { routeTable, type RouteEntry } from '../../../shared/src/routes/route-table';
import { query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';

type Listed = { items?: { slug: string }[] } | { slug: string }[];
const firstSlug = (listed: Listed) => (Array.isArray(listed) ? listed : (listed.items ?? []))[0]?.slug;

const slugSources: Record<string, [string, unknown]> = {
  postDetail: ['post.list', { kind: 'article' }],
  productDetail: ['product.list', {}],
  serviceDetail: ['service.list', undefined],
  categoryDetail: ['category.list', undefined],
  ticketDetail: ['ticket.list', undefined],
};

for (const locale of ['vi', 'en'] as Locale[]) {
  for (const route of routeTable as readonly RouteEntry[]) {
    for (const alias of route.paths) {
      test(`${locale} ${alias} shows the ${route.id} page`, async ({ page, context, request }) => {
        await useLocale(context, locale);
        let path = alias;
        const source = slugSources[route.id];
        if (source) {
          const slug = firstSlug(await query<Listed>(request, source[0], source[1]));
          expect(slug, `seed has a ${route.id}`).toBeTruthy();
          path = alias.replace(':slug', slug!);
        }
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (route.access === 'signedIn') {
          await expect(page).toHaveURL(/\/auth\/login$/);
          return;
        }
        const area = page.locator(`[data-boundary="${route.remote}"]`).first();
        await expect(area.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(area.getByRole('alert')).toHaveCount(0);
      });
    }
  }
}
