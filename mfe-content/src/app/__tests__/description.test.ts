import { describeRemote } from '@storefront/shared/federation/publish-description';
import { itPassesTheReleaseChecks } from '@storefront/shared/testing/release-checks';
import { composeSite, findRoute, validateRoute } from '@storefront/shared/routes/route-table';
import { description } from '../description';
import { pages } from '../routes';
import { sections } from '../dashboard';

const published = describeRemote(description);
const site = composeSite([published]);
const page = (id: string) => published.pages.find((candidate) => candidate.id === id);

// Every address of spec §2 this remote shows, plus recruitment and news, with the page it must show.
const aliases: Array<[path: string, id: string]> = [
  ['/', 'home'],
  ['/map', 'map'],
  ['/menu', 'menu'], ['/thuc-don', 'menu'],
  ['/about', 'about'], ['/gioi-thieu', 'about'],
  ['/contact', 'contact'], ['/lien-he', 'contact'],
  ['/gallery', 'gallery'], ['/thu-vien-hinh-anh', 'gallery'],
  ['/reviews', 'reviews'],
  ['/recruitment', 'recruitment'], ['/tuyen-dung', 'recruitment'],
  ['/news', 'news'], ['/tin-tuc', 'news'],
  ['/posts', 'postList'], ['/bai-viet', 'postList'],
  ['/posts/cap-treo-mua-he', 'postDetail'], ['/bai-viet/cap-treo-mua-he', 'postDetail'],
];

describe("the content remote's description", () => {
  itPassesTheReleaseChecks(published, pages, sections);

  it.each(aliases)('shows %s with the %s page', (path, id) => {
    expect(findRoute(site, path)?.id).toBe(id);
  });

  it("takes an article's head from the post, and accepts the legacy slugs articles keep", () => {
    const postDetail = findRoute(site, '/bai-viet/Bai_Viet_Cu')!;
    expect(postDetail).toMatchObject({ seo: 'entity', slugOf: 'post', indexed: true, layout: 'default', access: 'public' });
    expect(validateRoute(postDetail, { slug: 'Bai_Viet_Cu' })).toBe(true);
  });

  it("publishes the queries the pages' first screens ask for, :slug standing for the slug", () => {
    expect(page('home')).toMatchObject({
      firstPageQueries: [
        { path: 'service.list' },
        { path: 'post.list', input: { kind: 'article', pageSize: 3 } },
        { path: 'gallery.list' },
        { path: 'review.list', input: { pageSize: 3 } },
      ],
      places: ['homeHighlights'],
      serves: 'frontPage',
    });
    expect(page('postDetail')?.firstPageQueries).toEqual([
      { path: 'post.bySlug', input: { slug: ':slug' } },
      { path: 'post.sidebar' },
      { path: 'comment.list', input: { postSlug: ':slug' } },
    ]);
    const withQueries = published.pages.filter((described) => described.firstPageQueries.length > 0).map((described) => described.id);
    expect(withQueries).toEqual(['home', 'postDetail']);
  });

  it("lists its menu entries in the site's order", () => {
    expect(site.menus.header.map((entry) => entry.page.id)).toEqual(['postList', 'gallery', 'map', 'about', 'contact']);
    expect(site.menus.footer.map((entry) => entry.page.id)).toEqual(['about', 'news', 'postList', 'recruitment', 'contact', 'reviews', 'menu', 'map', 'gallery']);
    expect(site.menus.header[0]?.label).toEqual({ en: 'Articles', vi: 'Bài viết' });
  });
});
