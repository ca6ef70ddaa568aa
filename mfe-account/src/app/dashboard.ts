/**
 * The account team's dashboard sections, one per section id of its description
 * (./description.ts), each in its own lazily loaded chunk. Exposed apart from ./routes.ts, so that
 * visitors of the public pages never download staff screens.
 */
import { namedExport as named, type DashboardSectionLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import './i18n';

export const sections: DashboardSectionLoaders<typeof description> = {
  profile: named(() => import(/* webpackChunkName: "section-profile" */ '../features/profile/components/profile-section'), 'ProfileSection'),
  orders: named(() => import(/* webpackChunkName: "section-orders" */ '../features/orders/components/my-orders'), 'MyOrders'),
  refunds: named(() => import(/* webpackChunkName: "section-refunds" */ '../features/refunds/components/refund-queue'), 'RefundQueue'),
  checkIn: named(() => import(/* webpackChunkName: "section-checkIn" */ '../features/check-in/components/check-in-desk'), 'CheckInDesk'),
  history: named(() => import(/* webpackChunkName: "section-history" */ '../features/staff-log/components/action-history'), 'ActionHistory'),
  tickets: named(() => import(/* webpackChunkName: "section-tickets" */ '../features/catalog/components/ticket-console'), 'TicketConsole'),
  flags: named(() => import(/* webpackChunkName: "section-flags" */ '../features/settings/components/feature-flag-list'), 'FeatureFlagList'),
  theme: named(() => import(/* webpackChunkName: "section-theme" */ '../features/settings/components/theme-console'), 'ThemeConsole'),
  reports: named(() => import(/* webpackChunkName: "section-reports" */ '../features/reports/components/reports-console'), 'ReportsConsole'),
  users: named(() => import(/* webpackChunkName: "section-users" */ '../features/users/components/users-console'), 'UsersConsole'),
  orderDesk: named(() => import(/* webpackChunkName: "section-orderDesk" */ '../features/order-desk/components/order-desk'), 'OrderDesk'),
  redirects: named(() => import(/* webpackChunkName: "section-redirects" */ '../features/route-rules/components/route-rules-console'), 'RouteRulesConsole'),
  products: named(() => import(/* webpackChunkName: "section-products" */ '../features/products/components/product-console'), 'ProductConsole'),
  combos: named(() => import(/* webpackChunkName: "section-combos" */ '../features/products/components/combo-console'), 'ComboConsole'),
  categories: named(() => import(/* webpackChunkName: "section-categories" */ '../features/categories/components/category-console'), 'CategoryConsole'),
  services: named(() => import(/* webpackChunkName: "section-services" */ '../features/services/components/service-console'), 'ServiceConsole'),
};
