/**
 * The content team's dashboard sections, one per section id of its description
 * (./description.ts), each in its own lazily loaded chunk, with the staff texts they read
 * (./staff-i18n.ts). Exposed apart from ./routes.ts, so that visitors of the public pages never
 * download staff screens or their texts.
 */
import type { ComponentType } from 'react';
import { namedExport as named, type DashboardSectionLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import { PendingModerationCount } from '../features/moderation/components/pending-count';
import './staff-i18n';

export const sections: DashboardSectionLoaders<typeof description> = {
  quotes: named(() => import(/* webpackChunkName: "section-quotes" */ '../features/quote-inbox/components/quote-inbox'), 'QuoteInbox'),
  moderation: named(() => import(/* webpackChunkName: "section-moderation" */ '../features/moderation/components/moderation-queue'), 'ModerationQueue'),
  articles: named(() => import(/* webpackChunkName: "section-articles" */ '../features/articles/components/article-console'), 'ArticleConsole'),
  pages: named(() => import(/* webpackChunkName: "section-pages" */ '../features/pages-console/components/pages-console'), 'PagesConsole'),
  gallery: named(() => import(/* webpackChunkName: "section-gallery" */ '../features/gallery-console/components/gallery-console'), 'GalleryConsole'),
  menu: named(() => import(/* webpackChunkName: "section-menu" */ '../features/menu-console/components/menu-console'), 'MenuConsole'),
  map: named(() => import(/* webpackChunkName: "section-map" */ '../features/map-console/components/map-console'), 'MapConsole'),
  seo: named(() => import(/* webpackChunkName: "section-seo" */ '../features/seo/components/seo-console'), 'SeoConsole'),
};

export const badges: Partial<Record<keyof typeof sections, ComponentType>> = { moderation: PendingModerationCount };
