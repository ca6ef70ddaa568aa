/**
 * Every address of every page the remotes describe opens its page, in both languages, inside the
 * owning remote's boundary and the right layout (each remote's description test holds the spec §2
 * aliases it owns):
 * - a page the server renders (public, the same for every reader) is proved on the document a
 *   plain HTTP client gets, which is the page whole: each address in each language is served 200
 *   with `<html lang>`, and holds a level-1 heading inside the owning remote's boundary in `<main>`,
 *   with no failure text. One page of each remote and layout is then opened in Chromium, to show
 *   the boundary keeps its page once the browser runs it (server-rendering.spec.ts hydrates a page
 *   of each kind; axe.spec.ts sees every page's heading on screen);
 * - a page the browser renders (the reader's own, or one a guest is sent away from) is opened at
 *   each address in each language in Chromium.
 */
import { expect, test } from '@playwright/test';
import { pathsOf, type PublishedPage } from '../../../shared/src/routes/route-table';
import { waitForHydration } from '../../support/hydration';
import { useLocale, type Locale } from '../../support/locale';
import { publishedPages } from '../../support/published-site';
import { elementWith, localeHeaders, mainOf, textOf } from '../../support/served-page';
import { seededSlug } from '../../support/seeded-path';

const LOCALES: Locale[] = ['vi', 'en'];
const FAILURE = /Không thể tải phần này|could not be loaded/;

const servedWhole = (route: PublishedPage) => route.access === 'public' && !route.personal;
const behindSignIn = (route: PublishedPage) => route.access === 'signedIn' || route.access === 'staff';
/** Each remote's first page in each layout, among the pages the server renders. */
const onePerRemoteAndLayout = [...new Map(publishedPages().filter(servedWhole).map((route) => [`${route.remote} ${route.layout}`, route])).values()];

test('every address of every page the server renders, in vi and en, is served with its heading inside its remote', async ({ request }) => {
  const problems: string[] = [];
  let checked = 0;
  for (const route of publishedPages().filter(servedWhole)) {
    const slug = await seededSlug(request, route);
    for (const locale of LOCALES) {
      for (const alias of pathsOf(route)) {
        const path = alias.replace(':slug', slug ?? '');
        const response = await request.get(path, { headers: localeHeaders(locale) });
        const html = await response.text();
        const boundary = elementWith(mainOf(html) ?? '', `data-boundary="${route.remote}"`);
        const problem =
          response.status() !== 200 ? `status ${response.status()}`
          : !html.includes(`<html lang="${locale}"`) ? `not <html lang="${locale}">`
          : !html.includes('<div id="root" data-server-rendered>') ? 'not server-rendered'
          : boundary === undefined ? `no ${route.remote} boundary in <main>`
          : !/<h1[\s>]/.test(boundary) ? `no level-1 heading inside the ${route.remote} boundary`
          : FAILURE.test(textOf(boundary)) ? 'failure text in the boundary'
          : undefined;
        if (problem) problems.push(`${route.id} ${locale} ${path}: ${problem}`);
        checked += 1;
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(40);
});

for (const locale of LOCALES) {
  test(`every address of every page the browser renders, and a rendered page of each remote and layout, opens in its remote (${locale})`, async ({ page, context, request }) => {
    await useLocale(context, locale);
    for (const route of [...publishedPages().filter((candidate) => !servedWhole(candidate)), ...onePerRemoteAndLayout]) {
      const slug = await seededSlug(request, route);
      const aliases = servedWhole(route) ? [route.paths[locale]] : pathsOf(route);
      for (const alias of aliases) {
        const path = alias.replace(':slug', slug ?? '');
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (behindSignIn(route)) {
          await expect(page).toHaveURL(/\/auth\/login$/);
          continue;
        }
        if (servedWhole(route)) await waitForHydration(page);
        const area = page.locator(`main [data-boundary="${route.remote}"]`).first();
        await expect(area.getByRole('heading', { level: 1 }).first(), `${locale} ${path}`).toBeVisible();
        await expect(area.getByText(FAILURE)).toHaveCount(0);
      }
    }
  });
}
