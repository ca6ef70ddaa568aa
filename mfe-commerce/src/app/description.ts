/**
 * The commerce remote as it describes itself to the site: its pages, its menu entries, its
 * fragments and the queries of each first screen, which its build publishes as
 * remote-description.json. It is bundled for Node at build time, so it and the query factories
 * it uses import only types from React, tRPC and the components.
 */
import { defineRemote } from '@storefront/shared/federation/remote-description';
import { checkoutQueries } from '../features/checkout/checkout-queries';
import { productQueries } from '../features/catalog/product-queries';
import { serviceQueries } from '../features/catalog/service-queries';
import { ticketQueries } from '../features/tickets/ticket-queries';

export const description = defineRemote({
  remote: 'commerce',
  pages: {
    productList: { paths: { en: '/products', vi: '/san-pham' } },
    productDetail: {
      paths: { en: '/products/:slug', vi: '/san-pham/:slug' },
      seo: 'entity',
      slugOf: 'product',
      firstPageQueries: (trpc, { slug }) => [productQueries.bySlug(trpc, slug)],
    },
    serviceList: { paths: { en: '/services', vi: '/dich-vu' }, firstPageQueries: (trpc) => [serviceQueries.list(trpc)] },
    serviceDetail: { paths: { en: '/services/:slug', vi: '/dich-vu/:slug' }, seo: 'entity', slugOf: 'service' },
    categoryList: { paths: { en: '/categories', vi: '/danh-muc-san-pham' } },
    // Its head is the stored record of its path; the sitemap still lists one address per category.
    categoryDetail: { paths: { en: '/categories/:slug', vi: '/danh-muc-san-pham/:slug' }, slugOf: 'category' },
    ticketList: { paths: { en: '/tickets', vi: '/tickets' }, firstPageQueries: (trpc) => [ticketQueries.list(trpc)] },
    ticketDetail: { paths: { en: '/tickets/:slug', vi: '/tickets/:slug' }, seo: 'entity', slugOf: 'ticket' },
    ticketPricing: { paths: { en: '/ticket-pricing', vi: '/bang-gia-ve' } },
    orderTicket: { paths: { en: '/order-ticket', vi: '/dat-ve' }, serves: 'booking', firstPageQueries: (trpc) => [ticketQueries.list(trpc)] },
    // Forms and a visitor's own orders: nothing for a search engine to list.
    orderRefund: { paths: { en: '/order-refund', vi: '/order-refund' }, indexed: false },
    ticketExchange: { paths: { en: '/ticket-exchange', vi: '/ticket-exchange' }, indexed: false },
    // The reader's own cart and order: rendered in their browser, which has them.
    checkout: {
      paths: { en: '/checkout/ticket', vi: '/checkout/ticket' },
      indexed: false,
      personal: true,
      serves: 'cart',
      firstPageQueries: (trpc) => [checkoutQueries.paymentMethods(trpc)],
    },
    // Where the API's payment return sends the buyer.
    checkoutSuccess: { paths: { en: '/checkout/success', vi: '/checkout/success' }, indexed: false, personal: true, serves: 'paymentDone' },
    checkoutCancel: { paths: { en: '/checkout/cancel', vi: '/checkout/cancel' }, indexed: false, personal: true, serves: 'paymentStopped' },
  },
  // Positions interleave with the content remote's entries (header 50–90, footer 10–90).
  navigation: [
    { page: 'ticketList', label: { en: 'Tickets', vi: 'Vé' }, positions: { header: 10, footer: 130 } },
    { page: 'ticketPricing', label: { en: 'Ticket prices', vi: 'Bảng giá vé' }, positions: { header: 20, footer: 140 } },
    { page: 'productList', label: { en: 'Products', vi: 'Sản phẩm' }, positions: { header: 30, footer: 110 } },
    { page: 'serviceList', label: { en: 'Services', vi: 'Dịch vụ' }, positions: { header: 40, footer: 120 } },
    { page: 'categoryList', label: { en: 'Categories', vi: 'Danh mục sản phẩm' }, positions: { footer: 100 } },
    { page: 'orderTicket', label: { en: 'Order a ticket', vi: 'Đặt vé' }, positions: { footer: 150 } },
    { page: 'orderRefund', label: { en: 'Refund', vi: 'Hoàn vé' }, positions: { footer: 160 } },
    { page: 'ticketExchange', label: { en: 'Ticket exchange', vi: 'Đổi vé' }, positions: { footer: 170 } },
  ],
  // Exposed in webpack.config.js. TicketHighlights fills the home page's highlights on its first
  // screen; CartBadge takes the header bar's cart link's place once the cart has items.
  fragments: {
    TicketHighlights: { places: { homeHighlights: 10 }, firstPageQueries: (trpc) => [ticketQueries.list(trpc)] },
    CartBadge: { places: { headerBar: 10 }, shownWhen: 'cartFilled' },
  },
  // The staff's dashboard sections, loaded from ./dashboard.ts. Groups and positions interleave with
  // the other remotes' sections (10, 20 … within each group).
  dashboardSections: {
    orderDesk: { path: 'order-desk', label: { en: 'Order desk', vi: 'Đơn hàng (quầy)' }, group: 'sales', position: 10, area: 'operations', subPages: true },
    // The gate: a phone's camera scans tickets, and the phone installs it as an app (its manifest
    // and worker in pwa/, published by webpack.config.js) that judges tickets offline and keeps
    // the scans on the device until they are sent, which signing out would delete.
    checkIn: {
      path: 'check-in',
      label: { en: 'Gate check-in', vi: 'Soát vé' },
      group: 'sales',
      position: 20,
      area: 'operations',
      camera: true,
      serviceWorker: 'pwa/check-in-sw.js',
      keepsWorkOnDevice: true,
    },
    refunds: { path: 'refunds', label: { en: 'Refund requests', vi: 'Yêu cầu hoàn tiền' }, group: 'sales', position: 30, area: 'operations' },
    reports: { path: 'reports', label: { en: 'Reports', vi: 'Báo cáo' }, group: 'sales', position: 50, area: 'reports' },
    tickets: { path: 'tickets', label: { en: 'Tickets and capacity', vi: 'Vé và sức chứa' }, group: 'catalog', position: 10, area: 'catalog' },
    products: { path: 'products', label: { en: 'Products', vi: 'Sản phẩm' }, group: 'catalog', position: 20, area: 'catalog' },
    combos: { path: 'combos', label: { en: 'Combos', vi: 'Combo' }, group: 'catalog', position: 30, area: 'catalog' },
    categories: { path: 'categories', label: { en: 'Product categories', vi: 'Danh mục sản phẩm' }, group: 'catalog', position: 40, area: 'catalog' },
    services: { path: 'services', label: { en: 'Services', vi: 'Dịch vụ' }, group: 'catalog', position: 50, area: 'catalog' },
  },
});
