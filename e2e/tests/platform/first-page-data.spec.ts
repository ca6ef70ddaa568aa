/**
 * The served document answers the first page's own API queries (each remote's description names
 * them with the page's own queryOptions factories), so the page renders with its data without a
 * round trip to the API. A page whose input drifted would quietly ask again: this loads each
 * public page the sitemap does not list and fails if it does (server-rendering.spec.ts loads a
 * page of each kind the sitemap lists, in both languages, and fails the same way).
 */
import { expect, test } from '@playwright/test';
import { findRoute } from '../../../shared/src/routes/route-table';
import { firstPageQueries } from '../../../shared/src/routes/first-page-queries';
import { recordQueries } from '../../support/asked-queries';
import { pageById, publishedSite } from '../../support/published-site';
import { sitemapAddresses } from '../../support/served-page';
import { seededSlug } from '../../support/seeded-path';

const site = publishedSite();

test('a first load of each public page the sitemap does not list asks the API for none of the queries its document answers', async ({ page, request }) => {
  const listed = new Set((await sitemapAddresses(request)).map((address) => findRoute(site, address.path.split('?')[0]!)?.id));
  const unlisted = site.pages.filter((route) => route.access === 'public' && !listed.has(route.id));
  expect(unlisted.map((route) => route.id)).toContain('checkout');
  // One page for them all: what a load asks for is its own document's doing, whatever came before.
  const asked = recordQueries(page);
  for (const route of unlisted) {
    const slug = await seededSlug(request, route);
    const answered = firstPageQueries(site, route, { slug });
    await page.goto('about:blank');
    asked.length = 0;
    await page.goto(route.paths.vi.replace(':slug', slug ?? ''));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const askedAgain = asked.filter((query) => answered.some((known) => known.path === query.path));
    expect(askedAgain, `${route.id}: queries the document had answered`).toEqual([]);
  }
});

test('a post shows its article, from the document, before the API is asked for anything', async ({ page, request }) => {
  const slug = await seededSlug(request, pageById('postDetail'));
  // Every API request waits until the article is checked: the page cannot have used them.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/bai-viet/${slug}`);
  // Comments are articles too; the post is the one with the page's heading.
  const post = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await expect(post.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  release();
});

test("a reader whose English choice outlived its cookie gets English answers, and English documents again", async ({ page, context }) => {
  // The choice is in storage, but the cookie the server reads has gone (expired or cleared): the
  // document comes in Vietnamese, and its answers must not be shown under the English page.
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/order-ticket');
  const ticketType = page.getByLabel('Ticket type');
  await expect(ticketType.locator('option').first()).toHaveText('Cable car round trip');
  await expect(ticketType).not.toContainText('Vé cáp treo');
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  const again = await page.reload();
  expect(await again!.text()).toContain('<html lang="en"');
});
