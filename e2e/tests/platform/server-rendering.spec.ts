/**
 * Server rendering (README "How a page is rendered"), proved on the live site:
 * - every address of sitemap.xml, in both languages, is served with its page whole in the HTML a
 *   plain HTTP client gets: no loading placeholder (`aria-busy`) inside `<main>`, and real text;
 * - one address of each kind of page (its route, read from the sitemap) hydrates in Chromium
 *   without a mismatch, in the reader's language and colour mode, shows no word in `<main>` that the
 *   served `<main>` lacked, and asks the API for none of the answers its document carries, nor for
 *   any procedure of the queries its description says the document answers (a page whose input
 *   drifted from its description would ask again; first-page-data.spec.ts does the pages the
 *   sitemap does not list);
 * - the page's main text is in the HTML a crawler gets, and the first paint, before any of the
 *   site's scripts has run, is in the reader's colour mode.
 * (api/src/http/__tests__/server-render.test.ts covers the fallback to a browser-rendered
 * document and a remote's release and rollback; route-aliases.spec.ts each page's other addresses.)
 */
import { expect, test } from '@playwright/test';
import { formatPrice } from '../../../shared/src/i18n/format-number';
import { findRoute, routeParams } from '../../../shared/src/routes/route-table';
import { firstPageQueries } from '../../../shared/src/routes/first-page-queries';
import { query } from '../../support/api';
import { recordQueries, type Asked } from '../../support/asked-queries';
import { waitForHydration } from '../../support/hydration';
import { useLocale, type Locale } from '../../support/locale';
import { publishedPages, publishedSite } from '../../support/published-site';
import { localeHeaders, mainOf, servedMainProblem, sitemapAddresses, textOf, wordsOf, type SitemapAddress } from '../../support/served-page';
import { seededSlug } from '../../support/seeded-path';
import { admin } from '../../support/staff';
import { signIn } from '../account/account-support';

/** What React says of a mismatch (in production builds, its numbered errors), and the shell's own report of one. */
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|23|25)\b/i;

/** Public pages the same for every reader; the cart and checkout pages are the reader's own, rendered in the browser. */
const publicPages = publishedPages().filter((route) => route.access === 'public' && !route.personal);

/** Runs `work` on every item, `width` at a time: the server renders one page per core or so. */
async function eachAtOnce<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

test('every address of the sitemap, in both languages, is served with its page whole', async ({ request }) => {
  test.setTimeout(120_000);
  const addresses = await sitemapAddresses(request);
  expect(addresses.length).toBeGreaterThan(20);
  const problems: string[] = [];
  await eachAtOnce(addresses, 4, async ({ path, locale }) => {
    const response = await request.get(path, { headers: localeHeaders(locale) });
    const html = await response.text();
    const problem = response.status() !== 200 ? `status ${response.status()}` : html.includes('<div id="root" data-server-rendered>') ? servedMainProblem(html) : 'not server-rendered';
    if (problem) problems.push(`${locale} ${path}: ${problem}`);
  });
  console.log(`sitemap walk: ${addresses.length} addresses, ${problems.length} not whole`);
  expect(problems).toEqual([]);
});

/** One address of each kind of page (its route) among the sitemap's addresses in `locale`. */
function onePerKind(addresses: readonly SitemapAddress[], locale: Locale): string[] {
  const site = publishedSite();
  const kinds = new Map<string, string>();
  for (const address of addresses) {
    const kind = findRoute(site, address.path.split('?')[0]!)?.id ?? address.path;
    if (address.locale === locale && !kinds.has(kind)) kinds.set(kind, address.path);
  }
  return [...kinds.values()];
}

/** The queries a served document answers (its `page-answers` element, read by shared/src/startup/page-answers.ts). */
function answeredIn(html: string): Asked[] {
  const json = /<script type="application\/json" id="page-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: Asked[] }).queries : [];
}

const sameQuery = (a: Asked, b: Asked) => a.path === b.path && JSON.stringify(a.input ?? null) === JSON.stringify(b.input ?? null);

for (const [locale, mode] of [['vi', 'light'], ['en', 'dark']] as const) {
  test(`a page of each kind hydrates what was served, without a mismatch or a second request (${locale}, ${mode})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    await useLocale(context, locale);
    await context.addInitScript((value) => localStorage.setItem('vueuse-color-scheme', value), mode);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    // The served elements of <main>, taken before any script of the site runs: hydration keeps each
    // of them, or removes it for good (a hint that the form is getting ready). React renders a part
    // anew, without a word in the console, when it cannot hydrate it (a text that differs, an update
    // before it has hydrated): its served elements are gone and their like is there, and a tap on
    // the part is lost.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedMain: Element[] }).servedMain = [...document.querySelectorAll('main *')];
      });
    });
    const asked = recordQueries(page);
    const site = publishedSite();

    for (const path of onePerKind(await sitemapAddresses(request), locale)) {
      asked.length = 0;
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html, `${path} is served rendered`).toContain('<div id="root" data-server-rendered>');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const renderedAnew = await page.evaluate(() => {
        const shown = new Set([...document.querySelectorAll('main *')].map((element) => element.outerHTML));
        const served = (window as unknown as { servedMain: Element[] }).servedMain;
        return served.filter((element) => !element.isConnected && shown.has(element.outerHTML)).map((element) => element.outerHTML.slice(0, 120));
      });
      expect(renderedAnew, `${path}: served elements of <main> that hydration rendered anew`).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Every word the hydrated page shows in <main> was in the HTML served (a word split by inline tags counts too).
      const servedMain = mainOf(html) ?? '';
      const servedWords = wordsOf(textOf(servedMain));
      const servedRun = textOf(servedMain.replace(/<[^>]+>/g, '')).toLocaleLowerCase('vi').normalize('NFC');
      // A countdown (role="timer") has ticked on since the page was served: its words are left out.
      const shownText = await page.locator('main').evaluate((main: HTMLElement) =>
        [...main.querySelectorAll<HTMLElement>('[role="timer"]')].reduce((text, timer) => text.replace(timer.innerText, ' '), main.innerText),
      );
      const shown = [...wordsOf(shownText)];
      expect(shown.filter((word) => !servedWords.has(word) && !servedRun.includes(word)), `${path}: words shown after hydration that were not served`).toEqual([]);
      const answered = answeredIn(html);
      expect(asked.filter((query) => answered.some((known) => sameQuery(known, query))), `${path}: queries its document had answered`).toEqual([]);
      const pathname = path.split('?')[0]!;
      const route = findRoute(site, pathname)!;
      const described = firstPageQueries(site, route, routeParams(route, pathname));
      expect(asked.filter((query) => described.some((known) => known.path === query.path)), `${path}: procedures its description says the document answers`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
test('a signed-in reader gets the same rendered page, hydrated without a mismatch, and their menu after', async ({ page }) => {
  // The server knows no reader: the header has the sign-in link until the page is the browser's.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  await signIn(page, admin.email, admin.password);
  for (const path of ['/', '/san-pham', '/dat-ve']) {
    const response = await page.goto(path);
    expect(await response?.text(), `${path} is served rendered`).toContain('<div id="root" data-server-rendered>');
    await waitForHydration(page);
    await expect(page.getByRole('banner').locator('[data-boundary="account"]')).toHaveCount(1);
  }
  expect(problems).toEqual([]);
});


interface Product {
  name: string;
  summary: string;
  price: number;
  description: string;
}
interface TicketType {
  name: string;
  prices: { audience: string; price: number }[];
}
interface Post {
  title: string;
  content: string;
}

for (const locale of ['vi', 'en'] as Locale[]) {
  test(`a crawler without JavaScript reads the main text of the pages (${locale})`, async ({ request }) => {
    const headers = { cookie: `locale=${locale}`, 'x-locale': locale };
    const read = async (path: string) => textOf(await (await request.get(path, { headers })).text());

    const [productSlug, postSlug] = await Promise.all([
      seededSlug(request, publicPages.find((route) => route.id === 'productDetail')!),
      seededSlug(request, publicPages.find((route) => route.id === 'postDetail')!),
    ]);
    const [product, tickets, post, services] = await Promise.all([
      query<Product>(request, 'product.bySlug', { slug: productSlug }, headers),
      query<TicketType[]>(request, 'ticket.list', undefined, headers),
      query<Post>(request, 'post.bySlug', { slug: postSlug }, headers),
      query<{ name: string }[]>(request, 'service.list', undefined, headers),
    ]);

    const home = await read('/');
    expect(home).toContain(locale === 'vi' ? 'Khám phá khu du lịch cáp treo' : 'Discover the cable car area');
    // Below the first screen too: the browser hydrates that part later, but the server renders it.
    expect(home).toContain(services[0]!.name);
    // Commerce's ticket cards, another team's part of the home page's first screen.
    expect(home).toContain(tickets[0]!.name);

    const productText = await read(publicPages.find((route) => route.id === 'productDetail')!.paths[locale].replace(':slug', productSlug!));
    expect(productText).toContain(product.name);
    expect(productText).toContain(formatPrice(product.price, locale));
    expect(productText).toContain(product.summary);
    expect(productText).toContain(textOf(product.description).trim());

    const orderText = await read(publicPages.find((route) => route.id === 'orderTicket')!.paths[locale]);
    const adult = tickets[0]!.prices.find((price) => price.audience === 'adult')!;
    expect(orderText).toContain(tickets[0]!.name);
    expect(orderText).toContain(formatPrice(adult.price, locale));

    const articleText = await read(publicPages.find((route) => route.id === 'postDetail')!.paths[locale].replace(':slug', postSlug!));
    expect(articleText).toContain(post.title);
    // The article's first paragraph, as its body starts.
    expect(articleText).toContain(textOf(post.content).trim().slice(0, 60));
  });
}

test('with the site\'s scripts held back, the first paint is the page in the stored colour mode', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'dark'));
  const page = await context.newPage();
  // Only the document's own inline script runs: what a reader sees before the scripts arrive.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Khám phá khu du lịch cáp treo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  // The theme's dark surface, from the document's own stylesheets.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await context.close();
});
