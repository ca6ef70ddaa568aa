/**
 * axe-core on every page of the route table, in both languages: no serious or critical
 * violation (issue 8). Detail pages use the first seeded entity; signed-in pages are checked
 * where a guest lands (the sign-in page).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeTable, type RouteEntry } from '../../../shared/src/routes/route-table';
import { useLocale, type Locale } from '../../support/locale';
import { seededSlug } from '../../support/seeded-path';

for (const route of routeTable as readonly RouteEntry[]) {
  for (const locale of ['vi', 'en'] as Locale[]) {
    test(`${route.id} (${locale}) has no serious or critical axe violation`, async ({ page, context, request }) => {
      const slug = await seededSlug(request, route);
      await useLocale(context, locale);
      const path = route.canonical[locale].replace(':slug', slug ?? '');
      await page.goto(path);
      // Wait for the page's remote to render its heading, so the scan sees the real page.
      const remote = route.access === 'signedIn' ? 'account' : route.remote;
      await expect(page.locator(`main [data-boundary="${remote}"]`).first().getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      const summary = blocking.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1, 2).join('')}`) }));
      expect(summary, `${locale} ${path}`).toEqual([]);
    });
  }
}
