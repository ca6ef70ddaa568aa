/**
 * Exposed as `content/routes`: registers this team's texts at import time and lists one lazily
 * loaded page per route id the route table gives the content remote.
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import type { PageLoader, RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import { viHome } from './locales/vi-home';

// English is a separate chunk, fetched only when the page is in English.
const loadEnglish = () => import('./locales/en').then((texts) => texts.en);

// Vietnamese comes in two parts: the home page's texts with this module, and the other pages'
// texts fetched beside their code (the same round trip), so a visit to `/` skips them (issue 8).
addNamespace('content', { vi: viHome, en: loadEnglish });

function withPageTexts(loadPage: PageLoader): PageLoader {
  return async () => {
    const [page, { viPages }] = await Promise.all([loadPage(), import('./locales/vi-pages')]);
    addNamespace('content', { vi: viPages, en: loadEnglish });
    return page;
  };
}

export const pages: RemoteRoutesModule<'content'>['pages'] = {
  home: () => import('./pages/home-page'),
  map: withPageTexts(() => import('./pages/map-page')),
  menu: withPageTexts(() => import('./pages/menu-page')),
  about: withPageTexts(() => import('./pages/about-page')),
  contact: withPageTexts(() => import('./pages/contact-page')),
  gallery: withPageTexts(() => import('./pages/gallery-page')),
  reviews: withPageTexts(() => import('./pages/reviews-page')),
  recruitment: withPageTexts(() => import('./pages/recruitment-page')),
  news: withPageTexts(() => import('./pages/news-page')),
  postList: withPageTexts(() => import('./pages/post-list-page')),
  postDetail: withPageTexts(() => import('./pages/post-detail-page')),
};
