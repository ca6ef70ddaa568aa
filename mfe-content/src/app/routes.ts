/**
 * Exposed as `content/routes`: registers this team's texts at import time and lists one lazily
 * loaded page per page id of its description (./description.ts). Each page's chunk is named
 * `page-<page id>` so that the page's document can preload it (shared/build/page-chunks-plugin.cjs).
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import type { PageLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import { loadEnglish } from './locales/load-english';
import { viHome } from './locales/vi-home';

// Vietnamese comes in two parts: the home page's texts with this module, and the other pages'
// texts with their code (./locales/page-texts.ts), so a visit to `/` skips them.
addNamespace('content', { vi: viHome, en: loadEnglish });

export const pages: PageLoaders<typeof description> = {
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
