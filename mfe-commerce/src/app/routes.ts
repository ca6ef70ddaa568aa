/**
 * The commerce team's pages for the shell, one loader per page id of its description
 * (./description.ts). Each page is its own chunk, fetched only when it is shown, named
 * `page-<page id>` so that the page's document can preload it (shared/build/page-chunks-plugin.cjs).
 */
import type { PageLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';

export const pages: PageLoaders<typeof description> = {
  productList: () => import(/* webpackChunkName: "page-productList" */ '../features/catalog/pages/product-list-page'),
  productDetail: () => import(/* webpackChunkName: "page-productDetail" */ '../features/catalog/pages/product-detail-page'),
  serviceList: () => import(/* webpackChunkName: "page-serviceList" */ '../features/catalog/pages/service-list-page'),
  serviceDetail: () => import(/* webpackChunkName: "page-serviceDetail" */ '../features/catalog/pages/service-detail-page'),
  categoryList: () => import(/* webpackChunkName: "page-categoryList" */ '../features/catalog/pages/category-list-page'),
  categoryDetail: () => import(/* webpackChunkName: "page-categoryDetail" */ '../features/catalog/pages/category-detail-page'),
  ticketList: () => import(/* webpackChunkName: "page-ticketList" */ '../features/tickets/pages/ticket-list-page'),
  ticketDetail: () => import(/* webpackChunkName: "page-ticketDetail" */ '../features/tickets/pages/ticket-detail-page'),
  ticketPricing: () => import(/* webpackChunkName: "page-ticketPricing" */ '../features/tickets/pages/ticket-pricing-page'),
  orderTicket: () => import(/* webpackChunkName: "page-orderTicket" */ '../features/tickets/pages/order-ticket-page'),
  orderRefund: () => import(/* webpackChunkName: "page-orderRefund" */ '../features/orders/pages/order-refund-page'),
  ticketExchange: () => import(/* webpackChunkName: "page-ticketExchange" */ '../features/orders/pages/ticket-exchange-page'),
  checkout: () => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/pages/checkout-page'),
  checkoutSuccess: () => import(/* webpackChunkName: "page-checkoutSuccess" */ '../features/checkout/pages/checkout-success-page'),
  checkoutCancel: () => import(/* webpackChunkName: "page-checkoutCancel" */ '../features/checkout/pages/checkout-cancel-page'),
};
