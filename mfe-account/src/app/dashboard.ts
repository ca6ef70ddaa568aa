/**
 * The account team's dashboard sections, one per section id of its description
 * (./description.ts), each in its own lazily loaded chunk. Exposed apart from ./routes.ts, so that
 * visitors of the public pages never download staff screens.
 */
import type { ComponentType } from 'react';
import { namedExport as named, type DashboardSectionLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import { PendingModerationCount } from '../features/moderation/components/pending-count';
import './i18n';

export const sections: DashboardSectionLoaders<typeof description> = {
  profile: named(() => import(/* webpackChunkName: "section-profile" */ '../features/profile/components/profile-section'), 'ProfileSection'),
  orders: named(() => import(/* webpackChunkName: "section-orders" */ '../features/orders/components/my-orders'), 'MyOrders'),
  moderation: named(() => import(/* webpackChunkName: "section-moderation" */ '../features/moderation/components/moderation-queue'), 'ModerationQueue'),
  quotes: named(() => import(/* webpackChunkName: "section-quotes" */ '../features/quotes/components/quote-inbox'), 'QuoteInbox'),
  checkIn: named(() => import(/* webpackChunkName: "section-checkIn" */ '../features/check-in/components/check-in-desk'), 'CheckInDesk'),
  history: named(() => import(/* webpackChunkName: "section-history" */ '../features/staff-log/components/action-history'), 'ActionHistory'),
  flags: named(() => import(/* webpackChunkName: "section-flags" */ '../features/settings/components/feature-flag-list'), 'FeatureFlagList'),
  theme: named(() => import(/* webpackChunkName: "section-theme" */ '../features/settings/components/theme-console'), 'ThemeConsole'),
  users: named(() => import(/* webpackChunkName: "section-users" */ '../features/users/components/users-console'), 'UsersConsole'),
  articles: named(() => import(/* webpackChunkName: "section-articles" */ '../features/articles/components/article-console'), 'ArticleConsole'),
  seo: named(() => import(/* webpackChunkName: "section-seo" */ '../features/seo/components/seo-console'), 'SeoConsole'),
  redirects: named(() => import(/* webpackChunkName: "section-redirects" */ '../features/seo/components/route-rules-console'), 'RouteRulesConsole'),
  gallery: named(() => import(/* webpackChunkName: "section-gallery" */ '../features/gallery/components/gallery-console'), 'GalleryConsole'),
  menu: named(() => import(/* webpackChunkName: "section-menu" */ '../features/menu/components/menu-console'), 'MenuConsole'),
  map: named(() => import(/* webpackChunkName: "section-map" */ '../features/area-map/components/map-console'), 'MapConsole'),
  pages: named(() => import(/* webpackChunkName: "section-pages" */ '../features/pages/components/pages-console'), 'PagesConsole'),
};

export const badges: Partial<Record<keyof typeof sections, ComponentType>> = { moderation: PendingModerationCount };
