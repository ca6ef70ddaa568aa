/**
 * Server rendering (README "How a page is rendered"): the document of every public page, at each
 * of its addresses (as route-aliases.spec.ts visits them), carries the page already rendered, which
 * the browser hydrates without a mismatch, in both languages and both colour modes; the page's main text is in the HTML a crawler gets without JavaScript; and
 * the first paint, before any of the site's scripts has run, is in the reader's colour mode.
 * (api/src/http/__tests__/server-render.test.ts covers the fallback to a browser-rendered
 * document and a remote's release and rollback.)
 */
import { expect, test } from '@playwright/test';
import { formatPrice } from '../../../shared/src/i18n/format-number';
import { pathsOf } from '../../../shared/src/routes/route-table';
import { query } from '../../support/api';
import { waitForHydration } from '../../support/hydration';
import { useLocale, type Locale } from '../../support/locale';
import { publishedPages } from '../../support/published-site';
import { seededSlug } from '../../support/seeded-path';
import { admin } from '../../support/staff';
import { signIn } from '../account/account-support';

/** What React says of a mismatch (in production builds, its numbered errors), and the shell's own report of one. */
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|23|25)\b/i;

/** Public pages the same for every reader; the cart and checkout pages are the reader's own, rendered in the browser. */
const publicPages = publishedPages().filter((route) => route.access === 'public' && !route.personal);

for (const locale of ['vi', 'en'] as Locale[]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`every public page is served rendered and hydrates without a mismatch (${locale}, ${mode})`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext();
      await useLocale(context, locale);
      await context.addInitScript((value) => localStorage.setItem('vueuse-color-scheme', value), mode);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

      for (const route of publicPages) {
        const slug = (await seededSlug(request, route)) ?? '';
        for (const alias of pathsOf(route)) {
          const path = alias.replace(':slug', slug);
          const response = await page.goto(path);
          expect(await response?.text(), `${path} is served rendered`).toContain('<div id="root" data-server-rendered>');
          // Hydrated: React has taken the server's markup over.
          await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
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

/** The text a crawler reads in a document: its markup without tags, scripts and styles. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

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
