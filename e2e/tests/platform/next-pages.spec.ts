/**
 * A second after a page settles, the shell downloads the code of the pages of the header's menu
 * and of the booking page without running it, and fetches their first-page data; following one of
 * those links then shows the page from the HTTP cache and the query cache, with no network at all.
 * A connection that saves data or reports 2G (and `?prefetch=off`) gets none of it.
 *
 * Measured from the about page, which loads neither the commerce remote nor the tickets: the
 * tickets page's code and data come only from the prefetch. Nothing here uses `page.route`, which
 * turns Chromium's HTTP cache off: the cache is what is tested.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { useLocale } from '../../support/locale';
import { watchNetwork } from '../../support/network-quiet';

const texts = {
  vi: { about: '/gioi-thieu', aboutTitle: 'Giới thiệu', nav: 'Điều hướng chính', tickets: 'Vé', ticketsTitle: 'Vé tham quan' },
  en: { about: '/about', aboutTitle: 'About', nav: 'Main navigation', tickets: 'Tickets', ticketsTitle: 'Tickets' },
} as const;

const TICKETS_PAGE = 'ticketList';
const distDir = path.resolve(__dirname, '../../../dist');

/**
 * The tickets page's code as the build published it: the folder of the commerce remote, the page's
 * own files (page-chunks.json) and the routes module's, and the webpack chunk ids their scripts
 * register in the remote's chunk registry (`self.webpackChunk<name>`, output.chunkLoadingGlobal)
 * when they run.
 */
function ticketsPageCode() {
  const remoteMap = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  const manifestUrl = remoteMap.commerce!;
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const read = (file: string) => readFileSync(path.join(distDir, folder, file), 'utf8');
  const manifest = JSON.parse(read('mf-manifest.json')) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  const routesFiles = manifest.exposes.find((expose) => expose.name === 'routes')!.assets.js.sync;
  const pageFiles = (JSON.parse(read('page-chunks.json')) as Record<string, string[]>)[TICKETS_PAGE]!;
  const scripts = [...routesFiles, ...pageFiles].filter((file) => file.endsWith('.js'));
  const chunks = scripts.map((file) => /^"use strict";\(Array\.isArray\(self\.(\w+)\).*?\.push\(\[\[([\d,]+)\]/.exec(read(file))!);
  return {
    folder,
    files: [...routesFiles, ...pageFiles],
    registry: chunks[0]![1]!,
    chunkIds: chunks.flatMap((match) => match[2]!.split(',').map(Number)),
  };
}

/** The chunk ids whose scripts have run in the page, from the remote's chunk registry. */
const ranChunks = (page: Page, registry: string) =>
  page.evaluate((name) => ((self as unknown as Record<string, Array<[number[]]> | undefined>)[name] ?? []).flatMap(([ids]) => ids), registry);

const isTicketsCode = (url: string) => new URL(url).pathname.startsWith('/remotes/commerce/');
const isTicketsData = (url: string) => new URL(url).pathname.startsWith('/api/trpc/') && decodeURIComponent(url).includes('ticket.list');

/** Every request the page makes. */
function recordRequests(page: Page) {
  const made: string[] = [];
  page.on('request', (request: Request) => made.push(request.url()));
  return made;
}

/**
 * When each of the page's requests started, in ms after its load event, by the page's own clock
 * (Resource Timing): Playwright's events reach the test later than they happen, by more than a
 * second on a busy machine.
 */
function startedAfterLoad(page: Page) {
  return page.evaluate(() => {
    const { loadEventEnd } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, at: entry.startTime - loadEventEnd }));
  });
}

for (const locale of ['vi', 'en'] as const) {
  const text = texts[locale];

  test(`the tickets page linked from the header is downloaded ahead without running, and opens offline (${locale})`, async ({ page, context }) => {
    const code = ticketsPageCode();
    await useLocale(context, locale);
    // Room for every request of the page in the Resource Timing buffer (250 by default).
    await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    const made = recordRequests(page);
    const downloaded = new Set<string>();
    page.on('requestfinished', (request) => downloaded.add(new URL(request.url()).pathname));
    const network = watchNetwork(page);
    await page.goto(text.about);
    await expect(page.locator('main').getByRole('heading', { level: 1, name: text.aboutTitle })).toBeVisible();

    // Its code and its data arrive in the background, a second or more after the page loaded.
    await expect.poll(() => code.files.filter((file) => !downloaded.has(code.folder + file)), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => made.some(isTicketsData)).toBe(true);
    const ahead = (await startedAfterLoad(page)).filter(({ url }) => isTicketsCode(url) || isTicketsData(url));
    expect(ahead.length).toBeGreaterThan(code.files.length);
    expect(Math.min(...ahead.map(({ at }) => at))).toBeGreaterThanOrEqual(1000);
    await network.quiet(1000);
    network.stop();
    // Downloaded only: neither the routes module nor the page's scripts have run.
    expect((await ranChunks(page, code.registry)).filter((id) => code.chunkIds.includes(id))).toEqual([]);
    // As prefetches, never preloads: a preload the reader does not use makes the browser warn.
    expect(await page.locator(`link[rel="preload"][href^="${code.folder}"]`).count()).toBe(0);

    // From here on nothing can come from the network.
    await context.setOffline(true);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.tickets, exact: true }).click();
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: text.ticketsTitle })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(failed.filter((url) => isTicketsCode(url) || isTicketsData(url))).toEqual([]);
    // The click ran them, from the HTTP cache.
    expect(await ranChunks(page, code.registry)).toEqual(expect.arrayContaining(code.chunkIds));
  });
}

const refusals = {
  'Save-Data': { search: '', connection: { saveData: true, effectiveType: '4g' } },
  '2G': { search: '', connection: { saveData: false, effectiveType: '2g' } },
  'slow-2g': { search: '', connection: { saveData: false, effectiveType: 'slow-2g' } },
  '?prefetch=off': { search: '?prefetch=off', connection: { saveData: false, effectiveType: '4g' } },
};

test(`with ${Object.keys(refusals).join(', ')} nothing is fetched ahead`, async ({ browser }) => {
  // Absence is proven by waiting past the delay and an idle moment, so the four readers wait at once.
  await Promise.all(
    Object.entries(refusals).map(async ([name, { search, connection }]) => {
      const context = await browser.newContext();
      await useLocale(context, 'vi');
      await context.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
      const page = await context.newPage();
      const made = recordRequests(page);
      await page.goto(texts.vi.about + search);
      await expect(page.locator('main').getByRole('heading', { level: 1, name: texts.vi.aboutTitle })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3500);
      expect(made.filter((url) => isTicketsCode(url) || isTicketsData(url)), name).toEqual([]);
      await context.close();
    }),
  );
});
