import { findRoute } from '@storefront/shared/routes/route-table';
import { nextPages, prefetchWelcome } from '../next-pages';
import { useFixtureSite } from '../../testing/site-fixture';

const site = useFixtureSite();

test("the next pages are the header menu's and the booking page, without the one shown", () => {
  expect(nextPages(site, findRoute(site, '/')).map((page) => page.id)).toEqual(['ticketPricing', 'productList', 'orderTicket']);
  expect(nextPages(site, findRoute(site, '/san-pham')).map((page) => page.id)).toEqual(['ticketPricing', 'orderTicket']);
  expect(nextPages(site, findRoute(site, '/dat-ve')).map((page) => page.id)).toEqual(['ticketPricing', 'productList']);
});

test('nothing is fetched ahead on a connection that saves data or reports 2G, nor with ?prefetch=off', () => {
  expect(prefetchWelcome('', undefined)).toBe(true);
  expect(prefetchWelcome('?q=x', { effectiveType: '4g', saveData: false })).toBe(true);
  expect(prefetchWelcome('', { effectiveType: '3g' })).toBe(true);
  expect(prefetchWelcome('', { effectiveType: '4g', saveData: true })).toBe(false);
  expect(prefetchWelcome('', { effectiveType: 'slow-2g' })).toBe(false);
  expect(prefetchWelcome('', { effectiveType: '2g' })).toBe(false);
  expect(prefetchWelcome('?prefetch=off', { effectiveType: '4g' })).toBe(false);
});
