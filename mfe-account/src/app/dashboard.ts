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
  history: named(() => import(/* webpackChunkName: "section-history" */ '../features/staff-log/components/action-history'), 'ActionHistory'),
  flags: named(() => import(/* webpackChunkName: "section-flags" */ '../features/settings/components/feature-flag-list'), 'FeatureFlagList'),
  theme: named(() => import(/* webpackChunkName: "section-theme" */ '../features/settings/components/theme-console'), 'ThemeConsole'),
  users: named(() => import(/* webpackChunkName: "section-users" */ '../features/users/components/users-console'), 'UsersConsole'),
  releases: named(() => import(/* webpackChunkName: "section-releases" */ '../features/releases/components/releases-console'), 'ReleasesConsole'),
  redirects: named(() => import(/* webpackChunkName: "section-redirects" */ '../features/route-rules/components/route-rules-console'), 'RouteRulesConsole'),
};
