/**
 * JavaScript a first visit downloads (gzip bytes on the wire), checked on the pages issue 8 names.
 *
 * Issue 8's budget is 170 KB for `/` and 220 KB for any route. The site is not there yet (see
 * BENCHMARKS.md for the split by shell and remote), so this check holds a ceiling just above
 * today's size instead: any change that makes a first visit heavier fails the suite. Lower the
 * ceilings as the bytes come down, until they meet the budget.
 */
import { expect, test } from '@playwright/test';
import { measureJavaScript } from '../../support/javascript-bytes';
import { query } from '../../support/api';

const KB = 1024;
const BUDGET = { home: 170 * KB, route: 220 * KB }; // issue 8
const CEILING = { home: 250 * KB, route: 250 * KB }; // today's 215-243 KB plus a little; only ever lowered

test('a first visit downloads no more JavaScript than the ceiling allows', async ({ browser, request, baseURL }) => {
  const { items } = await query<{ items: { slug: string }[] }>(request, 'product.list', {});
  const pages = [
    { path: '/', ceiling: CEILING.home, budget: BUDGET.home },
    { path: `/san-pham/${items[0]!.slug}`, ceiling: CEILING.route, budget: BUDGET.route },
    { path: '/dat-ve', ceiling: CEILING.route, budget: BUDGET.route },
    { path: '/checkout/ticket', ceiling: CEILING.route, budget: BUDGET.route },
  ];
  const over: string[] = [];
  const accountForGuests: string[] = [];
  for (const { path, ceiling, budget } of pages) {
    const context = await browser.newContext({ baseURL }); // a first visit: nothing cached
    const bytes = await measureJavaScript(await context.newPage(), path);
    await context.close();
    const split = Object.entries(bytes.byOwner).map(([owner, size]) => `${owner} ${(size / KB).toFixed(1)}`).join(', ');
    test.info().annotations.push({ type: 'javascript', description: `${path}: ${(bytes.total / KB).toFixed(1)} KB (${split}); budget ${budget / KB} KB` });
    if (bytes.total > ceiling) over.push(`${path}: ${(bytes.total / KB).toFixed(1)} KB > ${ceiling / KB} KB (${split})`);
    if (bytes.byOwner.account) accountForGuests.push(path);
  }
  expect(over, 'pages over their JavaScript ceiling').toEqual([]);
  // A visitor who is not signed in gets the shell's sign-in link, not the account remote.
  expect(accountForGuests, 'pages that load the account remote for a visitor').toEqual([]);
});
