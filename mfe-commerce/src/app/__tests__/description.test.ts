import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRemote } from '@storefront/shared/federation/publish-description';
import { lostRoles } from '@storefront/shared/federation/role-checks';
import type { PublishedPage } from '@storefront/shared/federation/remote-description';
import { itPassesTheReleaseChecks } from '@storefront/shared/testing/release-checks';
import { composeSite, findRoute, validateRoute } from '@storefront/shared/routes/route-table';
import { description } from '../description';
import { pages } from '../routes';
import { beforeSignOut, sections } from '../dashboard';

const published = describeRemote(description);
const site = composeSite([published]);
const page = (id: string) => published.pages.find((candidate) => candidate.id === id);

// Every address of spec §2 this remote shows, with the page it must show.
const aliases: Array<[path: string, id: string]> = [
  ['/products', 'productList'], ['/san-pham', 'productList'],
  ['/products/mu-len', 'productDetail'], ['/san-pham/mu-len', 'productDetail'],
  ['/services', 'serviceList'], ['/dich-vu', 'serviceList'],
  ['/services/spa', 'serviceDetail'], ['/dich-vu/spa', 'serviceDetail'],
  ['/categories', 'categoryList'], ['/danh-muc-san-pham', 'categoryList'],
  ['/categories/qua-tang', 'categoryDetail'], ['/danh-muc-san-pham/qua-tang', 'categoryDetail'],
  ['/tickets', 'ticketList'],
  ['/tickets/ve-khu-du-lich', 'ticketDetail'],
  ['/ticket-pricing', 'ticketPricing'], ['/bang-gia-ve', 'ticketPricing'],
  ['/order-ticket', 'orderTicket'], ['/dat-ve', 'orderTicket'],
  ['/order-refund', 'orderRefund'],
  ['/ticket-exchange', 'ticketExchange'],
  ['/checkout/ticket', 'checkout'],
  ['/checkout/success', 'checkoutSuccess'],
  ['/checkout/cancel', 'checkoutCancel'],
];

describe("the commerce remote's description", () => {
  itPassesTheReleaseChecks(published, pages, sections, beforeSignOut);

  it.each(aliases)('shows %s with the %s page', (path, id) => {
    expect(findRoute(site, path)?.id).toBe(id);
  });

  it('has no page at /checkout itself', () => {
    expect(findRoute(site, '/checkout')).toBeUndefined();
  });

  it('takes the head of product, service and ticket pages from their entity, and wants their slugs well formed', () => {
    expect(page('productDetail')).toMatchObject({ seo: 'entity', slugOf: 'product', indexed: true });
    expect(page('serviceDetail')).toMatchObject({ seo: 'entity', slugOf: 'service', indexed: true });
    expect(page('ticketDetail')).toMatchObject({ seo: 'entity', slugOf: 'ticket', indexed: true });
    expect(page('categoryDetail')).toMatchObject({ seo: 'path', slugOf: 'category', indexed: true });
    expect(validateRoute(page('productDetail')!, { slug: 'Mu_Len' })).toBe(false);
    expect(validateRoute(page('productDetail')!, { slug: 'mu-len' })).toBe(true);
  });

  it('keeps checkout, its outcomes, refunds and exchanges out of the sitemap', () => {
    const unlisted = published.pages.filter((described) => !described.indexed).map((described) => described.id);
    expect(unlisted.sort()).toEqual(['checkout', 'checkoutCancel', 'checkoutSuccess', 'orderRefund', 'ticketExchange']);
    expect(published.pages.every((described) => described.layout === 'default' && described.access === 'public')).toBe(true);
  });

  it("publishes the queries the pages' and fragments' first screens ask for, :slug standing for the slug", () => {
    const queries = Object.fromEntries(published.pages.filter((described) => described.firstPageQueries.length > 0).map((described) => [described.id, described.firstPageQueries]));
    expect(queries).toEqual({
      productDetail: [{ path: 'product.bySlug', input: { slug: ':slug' } }],
      serviceList: [{ path: 'service.list' }],
      ticketList: [{ path: 'ticket.list' }],
      orderTicket: [{ path: 'ticket.list' }],
      checkout: [{ path: 'checkout.paymentMethods' }],
    });
    expect(published.fragments).toEqual([
      { name: 'TicketHighlights', places: { homeHighlights: 10 }, firstPageQueries: [{ path: 'ticket.list' }] },
      { name: 'CartBadge', places: { headerBar: 10 }, shownWhen: 'cartFilled', firstPageQueries: [] },
    ]);
  });

  describe('released after the live one (scripts/build.mjs)', () => {
    const withSuccessPage = (change: Partial<PublishedPage>) => ({
      ...published,
      pages: published.pages.map((described) => (described.id === 'checkoutSuccess' ? { ...described, ...change } : described)),
    });

    it('may move the payment result page to new addresses', () => {
      expect(lostRoles(withSuccessPage({ paths: { en: '/orders/done', vi: '/don-hang/xong' } }), published, [])).toEqual([]);
    });

    it('is refused when no live page would serve what its page served', () => {
      const next = withSuccessPage({ serves: undefined });
      expect(lostRoles(next, published, [])).toEqual([
        "page checkoutSuccess served paymentDone, needed by the API's payment return (a buyer who paid is sent there) and the order mails and calendar files; no live page would serve it",
      ]);
      // Another live remote serving it now is enough.
      const other = { remote: 'orders', pages: [{ ...page('checkoutSuccess')!, id: 'done', remote: 'orders', paths: { en: '/done', vi: '/xong' } }], navigation: [], fragments: [] };
      expect(lostRoles(next, published, [other])).toEqual([]);
    });
  });

  it('serves the booking, cart and payment result pages the shell and the API link to', () => {
    const serving = Object.fromEntries(published.pages.flatMap((described) => (described.serves ? [[described.serves, described.id]] : [])));
    expect(serving).toEqual({ booking: 'orderTicket', cart: 'checkout', paymentDone: 'checkoutSuccess', paymentStopped: 'checkoutCancel' });
  });

  it('adds the gate check-in to the dashboard: the camera, its installable worker, and scans kept on the device', () => {
    expect(published.dashboardSections?.find((section) => section.id === 'checkIn')).toEqual({
      id: 'checkIn',
      remote: 'commerce',
      path: 'check-in',
      label: { en: 'Gate check-in', vi: 'Soát vé' },
      group: 'sales',
      position: 20,
      area: 'operations',
      camera: true,
      serviceWorker: 'pwa/check-in-sw.js',
      keepsWorkOnDevice: true,
    });
  });

  it("gives the installable scanner's manifest and worker the section's address, below the dashboard's", () => {
    const pwa = path.join(__dirname, '../../features/check-in/pwa');
    const manifest = JSON.parse(readFileSync(path.join(pwa, 'check-in.webmanifest'), 'utf8')) as { start_url: string; scope: string };
    const worker = readFileSync(path.join(pwa, 'check-in-sw.js'), 'utf8');
    const section = published.dashboardSections!.find((candidate) => candidate.id === 'checkIn')!;
    expect(manifest.scope).toBe(manifest.start_url);
    expect(manifest.scope.endsWith(`/${section.path}`)).toBe(true);
    expect(worker).toContain(`const SCANNER_PAGE = '${manifest.scope}';`);
    expect(existsSync(path.join(pwa, section.serviceWorker!.replace(/^pwa\//, '')))).toBe(true);
  });

  it("lists its menu entries in the site's order", () => {
    expect(site.menus.header.map((entry) => entry.page.id)).toEqual(['ticketList', 'ticketPricing', 'productList', 'serviceList']);
    expect(site.menus.footer.map((entry) => entry.page.id)).toEqual([
      'categoryList', 'productList', 'serviceList', 'ticketList', 'ticketPricing', 'orderTicket', 'orderRefund', 'ticketExchange',
    ]);
    expect(site.menus.header[0]?.label).toEqual({ en: 'Tickets', vi: 'Vé' });
  });
});
