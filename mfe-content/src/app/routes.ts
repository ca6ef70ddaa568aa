/**
 * Exposed as `content/routes`: registers this team's texts at import time and lists one lazily
 * loaded page per route id the route table gives the content remote.
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import type { RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import { vi } from './locales/vi';

// English is a separate chunk, fetched only when the page is in English.
addNamespace('content', { vi, en: () => import('./locales/en').then((texts) => texts.en) });

export const pages: RemoteRoutesModule<'content'>['pages'] = {
  home: () => import('./pages/home-page'),
  map: () => import('./pages/map-page'),
  menu: () => import('./pages/menu-page'),
  about: () => import('./pages/about-page'),
  contact: () => import('./pages/contact-page'),
  gallery: () => import('./pages/gallery-page'),
  reviews: () => import('./pages/reviews-page'),
  recruitment: () => import('./pages/recruitment-page'),
  news: () => import('./pages/news-page'),
  postList: () => import('./pages/post-list-page'),
  postDetail: () => import('./pages/post-detail-page'),
};
