/**
 * A second after a page settles, the shell fetches the pages of the header's menu and the booking
 * page in the background, code and first-page data, so following one of those links needs no
 * round trip; a connection that saves data or reports 2G (and `?prefetch=off`) gets none of it.
 * Measured from the about page, which loads neither the commerce remote nor the tickets: the
 * tickets page's code and data come only from the prefetch.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { useLocale } from '../../support/locale';
import { watchNetwork } from '../../support/network-quiet';

const texts = {
  vi: { about: '/gioi-thieu', aboutTitle: 'Giới thiệu', nav: 'Điều hướng chính', tickets: 'Vé', ticketsTitle: 'Vé tham quan' },
  en: { about: '/about', aboutTitle: 'About', nav: 'Main navigation', tickets: 'Tickets', ticketsTitle: 'Tickets' },
} as const;

const isTicketsCode = (url: string) => new URL(url).pathname.startsWith('/remotes/commerce/');
const isTicketsData = (url: string) => new URL(url).pathname.startsWith('/api/trpc/') && decodeURIComponent(url).includes('ticket.list');

/** Every request the page makes, with when it started (ms since the page's load event). */
function recordRequests(page: Page) {
  const made: Array<{ url: string; at: number }> = [];
  let loadedAt = Number.POSITIVE_INFINITY;
  page.on('load', () => {
    loadedAt = Date.now();
  });
  page.on('request', (request: Request) => made.push({ url: request.url(), at: Date.now() - loadedAt }));
  return made;
}

for (const locale of ['vi', 'en'] as const) {
  const text = texts[locale];

  test(`the tickets page linked from the header is fetched ahead, and opens without a request (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    const made = recordRequests(page);
    const network = watchNetwork(page);
    await page.goto(text.about);
    await expect(page.locator('main').getByRole('heading', { level: 1, name: text.aboutTitle })).toBeVisible();

    // Its code and its data arrive in the background, a second or more after the page loaded.
    await expect.poll(() => made.some(({ url }) => isTicketsData(url)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => made.some(({ url }) => isTicketsCode(url))).toBe(true);
    const first = Math.min(...made.filter(({ url }) => isTicketsCode(url) || isTicketsData(url)).map(({ at }) => at));
    expect(first).toBeGreaterThanOrEqual(1000);
    // The page's code arrives as a chain (manifest, entry, its chunks): wait for the whole chain.
    await network.quiet(1000);
    network.stop();

    // From here on no remote file and no API answer can arrive.
    const refused: string[] = [];
    await page.route(/\/remotes\/|\/api\/trpc\//, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.tickets, exact: true }).click();
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: text.ticketsTitle })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(refused.filter((url) => isTicketsCode(url) || isTicketsData(url))).toEqual([]);
  });
}

const refusals = {
  'Save-Data': { search: '', connection: { saveData: true, effectiveType: '4g' } },
  '2G': { search: '', connection: { saveData: false, effectiveType: '2g' } },
  'slow-2g': { search: '', connection: { saveData: false, effectiveType: 'slow-2g' } },
  '?prefetch=off': { search: '?prefetch=off', connection: { saveData: false, effectiveType: '4g' } },
};

for (const [name, { search, connection }] of Object.entries(refusals)) {
  test(`with ${name} nothing is fetched ahead`, async ({ page, context }) => {
    await useLocale(context, 'vi');
    await context.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
    const made = recordRequests(page);
    await page.goto(texts.vi.about + search);
    await expect(page.locator('main').getByRole('heading', { level: 1, name: texts.vi.aboutTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Well past the delay and an idle moment.
    await page.waitForTimeout(3500);
    expect(made.filter(({ url }) => isTicketsCode(url) || isTicketsData(url)).map(({ url }) => url)).toEqual([]);
  });
}
