/**
 * The content remote as it describes itself to the site: its pages, its menu entries, the
 * queries of each first screen and its dashboard sections, which its build publishes as remote-description.json. It is
 * bundled for Node at build time, so it and the query factories it uses import only types from
 * React, tRPC and the components.
 */
import { defineRemote } from '@storefront/shared/federation/remote-description';
import { commentQueries } from '../features/comments/comment-queries';
import { galleryQueries } from '../features/gallery/gallery-queries';
import { postQueries } from '../features/posts/post-queries';
import { reviewQueries } from '../features/reviews/review-queries';
import { serviceQueries } from '../features/services/service-queries';

export const description = defineRemote({
  remote: 'content',
  pages: {
    home: {
      paths: { en: '/', vi: '/' },
      serves: 'frontPage',
      firstPageQueries: (trpc) => [serviceQueries.list(trpc), postQueries.latestArticles(trpc), galleryQueries.list(trpc), reviewQueries.latest(trpc)],
      // Other teams' fragments fill it (home-page.tsx): their first screens' queries are answered too.
      places: ['homeHighlights'],
    },
    map: { paths: { en: '/map', vi: '/map' } },
    menu: { paths: { en: '/menu', vi: '/thuc-don' } },
    about: { paths: { en: '/about', vi: '/gioi-thieu' } },
    contact: { paths: { en: '/contact', vi: '/lien-he' } },
    gallery: { paths: { en: '/gallery', vi: '/thu-vien-hinh-anh' } },
    reviews: { paths: { en: '/reviews', vi: '/reviews' } },
    recruitment: { paths: { en: '/recruitment', vi: '/tuyen-dung' } },
    news: { paths: { en: '/news', vi: '/tin-tuc' } },
    postList: { paths: { en: '/posts', vi: '/bai-viet' } },
    postDetail: {
      paths: { en: '/posts/:slug', vi: '/bai-viet/:slug' },
      seo: 'entity',
      slugOf: 'post',
      // Articles keep the slugs they had on the old site, whatever their form.
      anySlug: true,
      firstPageQueries: (trpc, { slug }) => [postQueries.bySlug(trpc, slug), postQueries.sidebar(trpc), commentQueries.list(trpc, slug)],
    },
  },
  // Positions interleave with the commerce remote's entries (header 10–40, footer 100–170).
  navigation: [
    { page: 'postList', label: { en: 'Articles', vi: 'Bài viết' }, positions: { header: 50, footer: 30 } },
    { page: 'gallery', label: { en: 'Gallery', vi: 'Thư viện hình ảnh' }, positions: { header: 60, footer: 90 } },
    { page: 'map', label: { en: 'Map', vi: 'Bản đồ' }, positions: { header: 70, footer: 80 } },
    { page: 'about', label: { en: 'About', vi: 'Giới thiệu' }, positions: { header: 80, footer: 10 } },
    { page: 'contact', label: { en: 'Contact', vi: 'Liên hệ' }, positions: { header: 90, footer: 50 } },
    { page: 'news', label: { en: 'News', vi: 'Tin tức' }, positions: { footer: 20 } },
    { page: 'recruitment', label: { en: 'Recruitment', vi: 'Tuyển dụng' }, positions: { footer: 40 } },
    { page: 'reviews', label: { en: 'Reviews', vi: 'Đánh giá' }, positions: { footer: 60 } },
    { page: 'menu', label: { en: 'Menu', vi: 'Thực đơn' }, positions: { footer: 70 } },
  ],
  // The dashboard's sections, loaded from ./dashboard.ts. Groups and positions interleave with
  // the other remotes' sections (10, 20 … within each group).
  dashboardSections: {
    quotes: { path: 'quotes', label: { en: 'Quote requests', vi: 'Yêu cầu báo giá' }, group: 'sales', position: 40, area: 'operations' },
    moderation: { path: 'moderation', label: { en: 'Comment & review moderation', vi: 'Duyệt bình luận & đánh giá' }, group: 'content', position: 10, area: 'operations' },
    articles: { path: 'articles', label: { en: 'Articles', vi: 'Bài viết' }, group: 'content', position: 20, area: 'content' },
    pages: { path: 'pages', label: { en: 'About, contact, careers', vi: 'Giới thiệu, liên hệ, tuyển dụng' }, group: 'content', position: 30, area: 'content' },
    gallery: { path: 'gallery', label: { en: 'Gallery', vi: 'Thư viện ảnh' }, group: 'content', position: 40, area: 'content' },
    menu: { path: 'menu', label: { en: 'Menu', vi: 'Thực đơn' }, group: 'content', position: 50, area: 'content' },
    map: { path: 'map', label: { en: 'Map', vi: 'Bản đồ' }, group: 'content', position: 60, area: 'content' },
    seo: { path: 'seo', label: { en: 'Page SEO', vi: 'SEO của trang' }, group: 'content', position: 70, area: 'content' },
  },
});
