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
  home: () => import(/* webpackChunkName: "page-home" */ './pages/home-page'),
  map: () => import(/* webpackChunkName: "page-map" */ './pages/map-page'),
  menu: () => import(/* webpackChunkName: "page-menu" */ './pages/menu-page'),
  about: () => import(/* webpackChunkName: "page-about" */ './pages/about-page'),
  contact: () => import(/* webpackChunkName: "page-contact" */ './pages/contact-page'),
  gallery: () => import(/* webpackChunkName: "page-gallery" */ './pages/gallery-page'),
  reviews: () => import(/* webpackChunkName: "page-reviews" */ './pages/reviews-page'),
  recruitment: () => import(/* webpackChunkName: "page-recruitment" */ './pages/recruitment-page'),
  news: () => import(/* webpackChunkName: "page-news" */ './pages/news-page'),
  postList: () => import(/* webpackChunkName: "page-postList" */ './pages/post-list-page'),
  postDetail: () => import(/* webpackChunkName: "page-postDetail" */ './pages/post-detail-page'),
};
