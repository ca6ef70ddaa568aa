/**
 * The commerce team's pages for the shell, one loader per route id it owns in the route table.
 * Each page is its own chunk, fetched only when it is shown.
 */
import type { RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';

export const pages: RemoteRoutesModule<'commerce'>['pages'] = {
  productList: () => import('../features/catalog/pages/product-list-page'),
  productDetail: () => import('../features/catalog/pages/product-detail-page'),
  serviceList: () => import('../features/catalog/pages/service-list-page'),
  serviceDetail: () => import('../features/catalog/pages/service-detail-page'),
  categoryList: () => import('../features/catalog/pages/category-list-page'),
  categoryDetail: () => import('../features/catalog/pages/category-detail-page'),
  ticketList: () => import('../features/tickets/pages/ticket-list-page'),
  ticketDetail: () => import('../features/tickets/pages/ticket-detail-page'),
  ticketPricing: () => import('../features/tickets/pages/ticket-pricing-page'),
  orderTicket: () => import('../features/tickets/pages/order-ticket-page'),
  orderRefund: () => import('../features/orders/pages/order-refund-page'),
  ticketExchange: () => import('../features/orders/pages/ticket-exchange-page'),
  checkout: () => import('../features/checkout/pages/checkout-page'),
  checkoutSuccess: () => import('../features/checkout/pages/checkout-success-page'),
  checkoutCancel: () => import('../features/checkout/pages/checkout-cancel-page'),
};
