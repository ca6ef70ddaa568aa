import { publishedPage } from '@storefront/shared/testing/published-page';
import { clashes, descriptionProblems } from '@storefront/shared/federation/description-checks';
import { describeRemote } from '@storefront/shared/federation/publish-description';
import { defineRemote, type RemoteDescription, type Trpc } from '@storefront/shared/federation/remote-description';
import {
  composeSite,
  findRoute,
  fragmentsAt,
  fragmentsIn,
  pathFor,
  pathServing,
  routeParams,
  setSite,
  validateRoute,
} from '@storefront/shared/routes/route-table';
import { firstPageQueries } from '@storefront/shared/routes/first-page-queries';


const shop: RemoteDescription = {
  remote: 'shop',
  pages: [
    publishedPage({ id: 'productList', remote: 'shop', paths: { en: '/products', vi: '/san-pham' } }),
    publishedPage({
      id: 'productDetail',
      remote: 'shop',
      paths: { en: '/products/:slug', vi: '/san-pham/:slug' },
      seo: 'entity',
      slugOf: 'product',
      firstPageQueries: [{ path: 'product.bySlug', input: { slug: ':slug' } }],
    }),
    publishedPage({ id: 'checkout', remote: 'shop', paths: { en: '/checkout/ticket', vi: '/checkout/ticket' }, indexed: false, serves: 'cart' }),
  ],
  navigation: [{ page: 'productList', label: { vi: 'Sản phẩm', en: 'Products' }, positions: { header: 20, footer: 10 } }],
  fragments: [
    { name: 'Badge', places: { headerBar: 10 }, shownWhen: 'cartFilled', firstPageQueries: [] },
    { name: 'Highlights', places: { homeHighlights: 20 }, firstPageQueries: [{ path: 'ticket.list' }] },
  ],
};

const blog: RemoteDescription = {
  remote: 'blog',
  pages: [
    publishedPage({ id: 'home', remote: 'blog', paths: { en: '/', vi: '/' }, places: ['homeHighlights'] }),
    publishedPage({ id: 'postDetail', remote: 'blog', paths: { en: '/posts/:slug', vi: '/bai-viet/:slug' }, seo: 'entity', slugOf: 'post', anySlug: true }),
    publishedPage({ id: 'dashboard', remote: 'blog', paths: { en: '/dashboard', vi: '/dashboard' }, layout: 'profile', access: 'signedIn', indexed: false }),
    publishedPage({ id: 'login', remote: 'blog', paths: { en: '/auth/login', vi: '/auth/login' }, layout: 'auth', access: 'guest', indexed: false, serves: 'signIn' }),
  ],
  navigation: [{ page: 'home', label: { vi: 'Trang chủ', en: 'Home' }, positions: { header: 10 } }],
  fragments: [{ name: 'Pinned', places: { homeHighlights: 10 }, firstPageQueries: [{ path: 'post.pinned' }] }],
};

const site = composeSite([blog, shop]);

describe('the site the remotes describe', () => {
  it.each([
    ['/', 'home'],
    ['/products', 'productList'],
    ['/san-pham', 'productList'],
    ['/san-pham/mu-len', 'productDetail'],
    ['/posts/any', 'postDetail'],
    ['/checkout/ticket', 'checkout'],
  ])('%s shows the %s page', (path, id) => {
    expect(findRoute(site, path)?.id).toBe(id);
  });

  it("gives a profile page its sections, as the shell's router does", () => {
    expect(findRoute(site, '/dashboard/check-in')?.id).toBe('dashboard');
    expect(findRoute(site, '/dashboard/orders/')?.id).toBe('dashboard');
  });

  it('ignores a trailing slash and has no page for unknown paths, a missing slug or extra segments', () => {
    expect(findRoute(site, '/san-pham/')?.id).toBe('productList');
    expect(findRoute(site, '/khong-ton-tai')).toBeUndefined();
    expect(findRoute(site, '/products/a/b')).toBeUndefined();
    expect(findRoute(site, '/dashboardx')).toBeUndefined();
    expect(findRoute(site, '/checkout')).toBeUndefined();
  });

  it('reads params and checks slugs, except on pages that accept any', () => {
    const detail = findRoute(site, '/products/x')!;
    expect(routeParams(detail, '/san-pham/mu-len')).toEqual({ slug: 'mu-len' });
    expect(validateRoute(detail, { slug: 'mu-len' })).toBe(true);
    expect(validateRoute(detail, { slug: 'Bad_Slug' })).toBe(false);
    expect(validateRoute(findRoute(site, '/posts/x')!, { slug: 'Any_Legacy_Slug' })).toBe(true);
  });

  it("answers a page's queries with its params, its fragments' and its layout's", () => {
    const detail = findRoute(site, '/products/x')!;
    expect(firstPageQueries(site, detail, { slug: 'mu-len' })).toEqual([
      { path: 'product.bySlug', input: { slug: 'mu-len' } },
      { path: 'page.contact' },
    ]);
    expect(firstPageQueries(site, findRoute(site, '/')!, {})).toEqual([{ path: 'post.pinned' }, { path: 'ticket.list' }, { path: 'page.contact' }]);
    expect(firstPageQueries(site, findRoute(site, '/auth/login')!, {})).toEqual([]);
  });

  it("fills each place with the fragments of every remote, by position, whoever's page has it", () => {
    expect(fragmentsAt(site, 'homeHighlights')).toEqual(['blog/Pinned', 'shop/Highlights']);
    expect(fragmentsIn(site, findRoute(site, '/')!)).toEqual(['blog/Pinned', 'shop/Highlights']);
    expect(fragmentsAt(site, 'headerBar')).toEqual(['shop/Badge']);
    expect(fragmentsIn(site, findRoute(site, '/products')!)).toEqual([]);
  });

  it('links to the page serving a role, and to the home page when none does', () => {
    setSite(site);
    expect(pathServing('cart', 'vi')).toBe('/checkout/ticket');
    expect(pathServing('signIn', 'en')).toBe('/auth/login');
    expect(pathServing('paymentDone', 'vi')).toBe('/');
  });

  it("merges the remotes' menus by position", () => {
    expect(site.menus.header.map((entry) => entry.page.id)).toEqual(['home', 'productList']);
    expect(site.menus.footer.map((entry) => entry.label.en)).toEqual(['Products']);
  });

  it('links to the address of the locale with params filled in, and to the home page for a page no remote has', () => {
    setSite(site);
    expect(pathFor('productDetail', 'vi', { slug: 'mũ len' })).toBe('/san-pham/m%C5%A9%20len');
    expect(pathFor('productDetail', 'en', { slug: 'hat' })).toBe('/products/hat');
    expect(pathFor('checkout', 'vi')).toBe('/checkout/ticket');
    expect(pathFor('rolledBack', 'vi')).toBe('/');
  });

  it('leaves out a page whose id or address an earlier remote has', () => {
    const thief: RemoteDescription = { ...shop, remote: 'thief', pages: [publishedPage({ id: 'other', remote: 'thief', paths: { en: '/products', vi: '/x' } })] };
    expect(composeSite([shop, thief]).pages.map((p) => p.id)).not.toContain('other');
  });
});

describe('a remote definition', () => {
  const definition = defineRemote({
    remote: 'shop',
    pages: {
      productDetail: {
        paths: { en: '/products/:slug', vi: '/san-pham/:slug' },
        seo: 'entity',
        slugOf: 'product',
        firstPageQueries: (trpc: Trpc, { slug }) => [trpc.product.bySlug.queryOptions({ slug })],
      },
      account: { paths: { en: '/account', vi: '/tai-khoan' }, access: 'signedIn' },
    },
    navigation: [{ page: 'account', label: { vi: 'Tài khoản', en: 'Account' }, positions: { footer: 5 } }],
    fragments: { Highlights: { places: { homeHighlights: 10 }, firstPageQueries: (trpc: Trpc) => [trpc.ticket.list.queryOptions()] } },
  });

  it("is published with the queries the page's own queryOptions make, params standing for themselves", () => {
    const published = describeRemote(definition);
    expect(descriptionProblems(published)).toEqual([]);
    expect(published.pages[0]).toMatchObject({ id: 'productDetail', firstPageQueries: [{ path: 'product.bySlug', input: { slug: ':slug' } }], indexed: true });
    expect(published.pages[1]).toMatchObject({ id: 'account', access: 'signedIn', indexed: false, layout: 'default', seo: 'path' });
    expect(published.fragments).toEqual([{ name: 'Highlights', places: { homeHighlights: 10 }, firstPageQueries: [{ path: 'ticket.list' }] }]);
  });

  it('is refused when labels, addresses or navigation are wrong', () => {
    const published: unknown = describeRemote(definition);
    expect(descriptionProblems({ ...(published as object), navigation: [{ page: 'nowhere', label: { vi: '', en: 'x' }, positions: {} }] })).toEqual(
      expect.arrayContaining([expect.stringContaining('navigation.0.label.vi')]),
    );
    expect(descriptionProblems({ ...shop, pages: [{ ...shop.pages[0], paths: { en: 'products', vi: '/san-pham' } }] })).not.toEqual([]);
    expect(descriptionProblems({ ...shop, navigation: [{ ...shop.navigation[0], page: 'nowhere' }] })).toEqual([
      'navigation names page nowhere, which shop does not describe',
    ]);
  });

  it('lets only a staff section keep work on the device, as the user menu asks staff alone before signing out', () => {
    const till = { id: 'till', remote: 'shop', path: 'till', label: { vi: 'Quầy thu', en: 'Till' }, group: 'sales', position: 10, area: 'operations', keepsWorkOnDevice: true };
    expect(descriptionProblems({ ...shop, dashboardSections: [till] })).toEqual([]);
    expect(descriptionProblems({ ...shop, dashboardSections: [{ ...till, group: 'mine', area: undefined }] })).toEqual([
      'dashboard section till: only a staff section may keep work on the device, as the user menu asks staff alone before signing out',
    ]);
    expect(descriptionProblems({ ...shop, dashboardSections: [{ ...till, keepsWorkOnDevice: 'yes' }] })).toEqual([
      expect.stringContaining('dashboardSections.0.keepsWorkOnDevice'),
    ]);
  });

  it('clashes with another live remote on a shared id or address', () => {
    expect(clashes(shop, [blog])).toEqual([]);
    const copy = { ...blog, remote: 'copy' };
    expect(clashes(copy, [blog, shop])).toEqual(expect.arrayContaining(['page home: the id home belongs to blog', 'page home: the address / belongs to blog']));
  });

  it('clashes with another live remote serving the same role, and is refused serving one twice', () => {
    const signIn = publishedPage({ id: 'signInAgain', remote: 'shop', paths: { en: '/sign-in', vi: '/dang-nhap' }, serves: 'signIn' });
    expect(clashes({ ...shop, pages: [signIn] }, [blog])).toEqual(['page signInAgain: the role signIn belongs to blog']);
    const twice = publishedPage({ id: 'cartAgain', remote: 'shop', paths: { en: '/cart', vi: '/gio-hang' }, serves: 'cart' });
    expect(descriptionProblems({ ...shop, pages: [...shop.pages, twice] })).toEqual(['pages checkout and cartAgain both serve cart']);
    expect(descriptionProblems({ ...shop, pages: [{ ...signIn, serves: 'nowhere' }] })).not.toEqual([]);
  });
});
