/**
 * The commerce team's dashboard sections, one per section id of its description
 * (./description.ts), each in its own lazily loaded chunk. Exposed apart from ./routes.ts, and it
 * alone registers the staff texts, so that visitors of the public pages never download staff
 * screens or their texts.
 */
import { namedExport as named, type DashboardSectionLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import '../lib/staff-i18n';

export const sections: DashboardSectionLoaders<typeof description> = {
  orderDesk: named(() => import(/* webpackChunkName: "section-orderDesk" */ '../features/order-desk/components/order-desk'), 'OrderDesk'),
  refunds: named(() => import(/* webpackChunkName: "section-refunds" */ '../features/refunds/components/refund-queue'), 'RefundQueue'),
  reports: named(() => import(/* webpackChunkName: "section-reports" */ '../features/reports/components/reports-console'), 'ReportsConsole'),
  tickets: named(() => import(/* webpackChunkName: "section-tickets" */ '../features/ticket-console/components/ticket-console'), 'TicketConsole'),
  products: named(() => import(/* webpackChunkName: "section-products" */ '../features/product-console/components/product-console'), 'ProductConsole'),
  combos: named(() => import(/* webpackChunkName: "section-combos" */ '../features/product-console/components/combo-console'), 'ComboConsole'),
  categories: named(() => import(/* webpackChunkName: "section-categories" */ '../features/category-console/components/category-console'), 'CategoryConsole'),
  services: named(() => import(/* webpackChunkName: "section-services" */ '../features/service-console/components/service-console'), 'ServiceConsole'),
};
