/**
 * A published build's remotes for API tests: remotes.json, and per remote a versioned folder with
 * mf-manifest.json and remote-description.json, as scripts/build.mjs publishes them. The
 * descriptions are written out by hand after the real remotes' pages (their `src/app/description.ts`),
 * with only what the API reads of them, so the API's tests stay apart from the remotes' sources.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublishedPage, RemoteDescription } from '@storefront/shared/federation/remote-description';
import { publishedPage } from '@storefront/shared/testing/published-page';

type PageOptions = Partial<Omit<PublishedPage, 'id' | 'remote' | 'paths'>>;

const page = (remote: string, id: string, en: string, vi: string, options: PageOptions = {}): PublishedPage =>
  publishedPage({ id, remote, paths: { en, vi }, ...options });

const content = (id: string, en: string, vi = en, options?: PageOptions) => page('content', id, en, vi, options);
const commerce = (id: string, en: string, vi = en, options?: PageOptions) => page('commerce', id, en, vi, options);
const account = (id: string, en: string, vi = en, options?: PageOptions) => page('account', id, en, vi, options);

export const contentDescription: RemoteDescription = {
  remote: 'content',
  pages: [
    content('home', '/', '/', {
      firstPageQueries: [
        { path: 'service.list' },
        { path: 'post.list', input: { kind: 'article', pageSize: 3 } },
        { path: 'gallery.list' },
        { path: 'review.list', input: { pageSize: 3 } },
      ],
      places: ['homeHighlights'],
      serves: 'frontPage',
    }),
    content('map', '/map'),
    content('menu', '/menu', '/thuc-don'),
    content('about', '/about', '/gioi-thieu'),
    content('contact', '/contact', '/lien-he'),
    content('gallery', '/gallery', '/thu-vien-hinh-anh'),
    content('reviews', '/reviews'),
    content('recruitment', '/recruitment', '/tuyen-dung'),
    content('news', '/news', '/tin-tuc'),
    content('postList', '/posts', '/bai-viet'),
    content('postDetail', '/posts/:slug', '/bai-viet/:slug', {
      seo: 'entity',
      slugOf: 'post',
      anySlug: true,
      firstPageQueries: [
        { path: 'post.bySlug', input: { slug: ':slug' } },
        { path: 'post.sidebar' },
        { path: 'comment.list', input: { postSlug: ':slug' } },
      ],
    }),
  ],
  navigation: [
    { page: 'home', label: { vi: 'Trang chủ', en: 'Home' }, positions: { header: 1 } },
    { page: 'menu', label: { vi: 'Thực đơn', en: 'Menu' }, positions: { header: 3, footer: 2 } },
  ],
  fragments: [],
  dashboardSections: [],
};

export const commerceDescription: RemoteDescription = {
  remote: 'commerce',
  pages: [
    commerce('productList', '/products', '/san-pham'),
    commerce('productDetail', '/products/:slug', '/san-pham/:slug', {
      seo: 'entity',
      slugOf: 'product',
      firstPageQueries: [{ path: 'product.bySlug', input: { slug: ':slug' } }],
    }),
    commerce('serviceList', '/services', '/dich-vu', { firstPageQueries: [{ path: 'service.list' }] }),
    commerce('serviceDetail', '/services/:slug', '/dich-vu/:slug', { seo: 'entity', slugOf: 'service' }),
    commerce('categoryList', '/categories', '/danh-muc-san-pham'),
    commerce('categoryDetail', '/categories/:slug', '/danh-muc-san-pham/:slug', { slugOf: 'category' }),
    commerce('ticketList', '/tickets', '/tickets', { firstPageQueries: [{ path: 'ticket.list' }] }),
    commerce('ticketDetail', '/tickets/:slug', '/tickets/:slug', { seo: 'entity', slugOf: 'ticket' }),
    commerce('ticketPricing', '/ticket-pricing', '/bang-gia-ve'),
    commerce('orderTicket', '/order-ticket', '/dat-ve', { serves: 'booking', firstPageQueries: [{ path: 'ticket.list' }] }),
    commerce('orderRefund', '/order-refund', '/order-refund', { indexed: false }),
    commerce('ticketExchange', '/ticket-exchange', '/ticket-exchange', { indexed: false }),
    commerce('checkout', '/checkout/ticket', '/checkout/ticket', { indexed: false, personal: true, serves: 'cart', firstPageQueries: [{ path: 'checkout.paymentMethods' }] }),
    commerce('checkoutSuccess', '/checkout/success', '/checkout/success', { indexed: false, personal: true, serves: 'paymentDone' }),
    commerce('checkoutCancel', '/checkout/cancel', '/checkout/cancel', { indexed: false, personal: true, serves: 'paymentStopped' }),
  ],
  navigation: [{ page: 'productList', label: { vi: 'Sản phẩm', en: 'Products' }, positions: { header: 2 } }],
  fragments: [
    { name: 'TicketHighlights', places: { homeHighlights: 10 }, firstPageQueries: [{ path: 'ticket.list' }] },
    { name: 'CartBadge', places: { headerBar: 10 }, shownWhen: 'cartFilled', firstPageQueries: [] },
  ],
  dashboardSections: [
    {
      id: 'checkIn',
      remote: 'commerce',
      path: 'check-in',
      label: { vi: 'Soát vé', en: 'Check-in' },
      group: 'sales',
      position: 20,
      area: 'operations',
      camera: true,
      serviceWorker: 'pwa/check-in-sw.js',
      keepsWorkOnDevice: true,
    },
  ],
};

export const accountDescription: RemoteDescription = {
  remote: 'account',
  pages: [
    account('dashboard', '/dashboard', '/dashboard', { layout: 'profile', access: 'signedIn', indexed: false, serves: 'accountHome' }),
    account('login', '/auth/login', '/auth/login', { layout: 'auth', access: 'guest', indexed: false, serves: 'signIn' }),
    account('register', '/auth/register', '/auth/register', { layout: 'auth', indexed: false }),
    account('invitation', '/auth/invitation', '/auth/invitation', { layout: 'auth', indexed: false, serves: 'staffInvitation' }),
    account('resetPassword', '/auth/reset-password', '/auth/reset-password', { layout: 'auth', indexed: false, serves: 'passwordReset' }),
  ],
  navigation: [],
  fragments: [{ name: 'UserMenu', places: { headerMenu: 10 }, shownWhen: 'signedIn', firstPageQueries: [] }],
  dashboardSections: [
    { id: 'profile', remote: 'account', path: '', label: { vi: 'Hồ sơ', en: 'Profile' }, group: 'mine', position: 10 },
  ],
};

/** The real site's remotes, in the order remotes.json lists them. */
export const siteDescriptions: readonly RemoteDescription[] = [contentDescription, commerceDescription, accountDescription];

/** A file replaced as a release replaces it: renamed into place, so a reader never sees half of it. */
function replaceFile(file: string, text: string): void {
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
}

/** Version `version` of a remote's folder with its manifest and `description` (any JSON, to test broken ones); its manifest URL. */
function writeRemoteFolder(distDir: string, remote: string, version: string, description: unknown): string {
  const folder = path.join(distDir, 'remotes', remote, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
  writeFileSync(path.join(folder, 'remote-description.json'), JSON.stringify(description));
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** Writes the published remotes of `descriptions` (the real site's by default), each at version 1, into `distDir` (a new temporary folder by default); its path. */
export function writePublishedSite(distDir = mkdtempSync(path.join(os.tmpdir(), 'sf-dist-')), descriptions: readonly RemoteDescription[] = siteDescriptions): string {
  const remoteMap = Object.fromEntries(descriptions.map((description) => [description.remote, writeRemoteFolder(distDir, description.remote, '1', description)]));
  mkdirSync(distDir, { recursive: true });
  replaceFile(path.join(distDir, 'remotes.json'), JSON.stringify(remoteMap));
  return distDir;
}

/**
 * A release (or rollback) of one remote: version `version` of its folder with `description`, and
 * remotes.json pointing at it, the other remotes kept where they were.
 */
export function publishRemote(distDir: string, remote: string, version: string, description: unknown): void {
  const file = path.join(distDir, 'remotes.json');
  const remoteMap = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  remoteMap[remote] = writeRemoteFolder(distDir, remote, version, description);
  replaceFile(file, JSON.stringify(remoteMap));
}

/**
 * A canary of one remote: version `version` of its folder with `description`, served to cohorts
 * below `percent` (dist/canaries.json as `npm run release -- <remote> --canary` writes it).
 */
export function publishCanary(distDir: string, remote: string, version: string, description: unknown, percent: number): void {
  writeRemoteFolder(distDir, remote, version, description);
  const canary = { version, percent, startedAt: new Date().toISOString(), minutes: 30, promote: 'auto' };
  replaceFile(path.join(distDir, 'canaries.json'), JSON.stringify({ [remote]: canary }));
}

/** Ends every canary, as `npm run rollback` ends one. */
export function endCanaries(distDir: string): void {
  replaceFile(path.join(distDir, 'canaries.json'), '{}');
}
