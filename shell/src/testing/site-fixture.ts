/**
 * Test-only: descriptions of three remotes as their builds publish them, with the kinds of page
 * the shell treats differently (a detail page, one that accepts any slug, a profile page with
 * sections, a guest-only sign-in page), and the site they compose, set as the live one.
 */
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { publishedPage } from '@storefront/shared/testing/published-page';
import { composeSite, setSite, type Site } from '@storefront/shared/routes/route-table';


export const fixtureDescriptions: RemoteDescription[] = [
  {
    remote: 'content',
    pages: [
      publishedPage({ id: 'home', remote: 'content', paths: { en: '/', vi: '/' }, serves: 'frontPage' }),
      publishedPage({ id: 'postDetail', remote: 'content', paths: { en: '/posts/:slug', vi: '/bai-viet/:slug' }, seo: 'entity', slugOf: 'post', anySlug: true }),
    ],
    navigation: [],
    fragments: [],
  },
  {
    remote: 'commerce',
    pages: [
      publishedPage({ id: 'productList', remote: 'commerce', paths: { en: '/products', vi: '/san-pham' } }),
      publishedPage({ id: 'productDetail', remote: 'commerce', paths: { en: '/products/:slug', vi: '/san-pham/:slug' }, seo: 'entity', slugOf: 'product' }),
      publishedPage({ id: 'ticketPricing', remote: 'commerce', paths: { en: '/ticket-pricing', vi: '/bang-gia-ve' } }),
      publishedPage({ id: 'orderTicket', remote: 'commerce', paths: { en: '/order-ticket', vi: '/dat-ve' }, serves: 'booking' }),
      publishedPage({ id: 'checkout', remote: 'commerce', paths: { en: '/checkout/ticket', vi: '/checkout/ticket' }, indexed: false, personal: true, serves: 'cart' }),
    ],
    navigation: [
      { page: 'ticketPricing', label: { vi: 'Bảng giá vé', en: 'Ticket prices' }, positions: { header: 20, footer: 20 } },
      { page: 'productList', label: { vi: 'Sản phẩm', en: 'Products' }, positions: { header: 30 } },
    ],
    fragments: [{ name: 'CartBadge', places: { headerBar: 10 }, shownWhen: 'cartFilled', firstPageQueries: [] }],
  },
  {
    remote: 'account',
    pages: [
      publishedPage({ id: 'dashboard', remote: 'account', paths: { en: '/dashboard', vi: '/dashboard' }, layout: 'profile', access: 'signedIn', indexed: false, serves: 'accountHome' }),
      publishedPage({ id: 'login', remote: 'account', paths: { en: '/auth/login', vi: '/auth/login' }, layout: 'auth', access: 'guest', indexed: false, serves: 'signIn' }),
    ],
    navigation: [],
    fragments: [{ name: 'UserMenu', places: { headerMenu: 10 }, shownWhen: 'signedIn', firstPageQueries: [] }],
  },
];

export function useFixtureSite(): Site {
  const site = composeSite(fixtureDescriptions);
  setSite(site);
  return site;
}
