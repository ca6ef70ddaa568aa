import { preloadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { findRoute } from '@storefront/shared/routes/route-table';
import { prefetchWelcome } from '../next-pages';
import { nextPages, prefetchPageCode } from '../next-pages-prefetch';
import { useFixtureSite } from '../../testing/site-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
}));

const site = useFixtureSite();

test("the next pages are the header menu's and the booking page, without the one shown", () => {
  expect(nextPages(site, findRoute(site, '/')).map((page) => page.id)).toEqual(['ticketPricing', 'productList', 'orderTicket']);
  expect(nextPages(site, findRoute(site, '/san-pham')).map((page) => page.id)).toEqual(['ticketPricing', 'orderTicket']);
  expect(nextPages(site, findRoute(site, '/dat-ve')).map((page) => page.id)).toEqual(['ticketPricing', 'productList']);
});

test('nothing is fetched ahead on a connection that saves data or reports 2G, nor with ?prefetch=off', () => {
  expect(prefetchWelcome('', undefined)).toBe(true);
  expect(prefetchWelcome('?q=x', { effectiveType: '4g', saveData: false })).toBe(true);
  expect(prefetchWelcome('', { effectiveType: '3g' })).toBe(true);
  expect(prefetchWelcome('', { effectiveType: '4g', saveData: true })).toBe(false);
  expect(prefetchWelcome('', { effectiveType: 'slow-2g' })).toBe(false);
  expect(prefetchWelcome('', { effectiveType: '2g' })).toBe(false);
  expect(prefetchWelcome('?prefetch=off', { effectiveType: '4g' })).toBe(false);
});

describe('prefetchPageCode', () => {
  const COMMERCE = '/remotes/commerce/0.1.0-75977e4367/';
  let pageChunks: Record<string, string[]>;
  let asked: string[];
  let loaded: string[];

  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);

  beforeAll(() => {
    const map = document.createElement('script');
    map.type = 'application/json';
    map.id = 'remote-map';
    map.textContent = JSON.stringify({ content: '/remotes/content/0.1.0-9921f8451c/mf-manifest.json', commerce: `${COMMERCE}mf-manifest.json` });
    document.head.append(map);
  });

  beforeEach(() => {
    pageChunks = {
      ticketPricing: ['styles.css', 'page-ticketPricing.js'],
      productList: ['styles.css', '286.js', 'page-productList.js'],
      orderTicket: ['styles.css', '286.js', 'page-orderTicket.js'],
      productDetail: ['styles.css', '262.js', 'page-productDetail.js'],
    };
    asked = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      asked.push(new URL(String(input), window.location.href).pathname);
      return new Response(JSON.stringify(pageChunks));
    });
    loaded = [];
    setRemoteLoader(async (id) => {
      loaded.push(id);
      return {};
    });
    jest.mocked(preloadRemote).mockClear();
  });

  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    jest.restoreAllMocks();
  });

  it("downloads each remote's entry and routes module through Module Federation, and runs none of their modules", async () => {
    await prefetchPageCode(nextPages(site, findRoute(site, '/')));
    // The routes module's own files ('sync'), not those of every page it can load ('all').
    const preloads = jest.mocked(preloadRemote).mock.calls.flatMap(([remotes]) => remotes);
    expect(new Set(preloads.map((remote) => JSON.stringify(remote)))).toEqual(
      new Set([JSON.stringify({ nameOrAlias: 'commerce', exposes: ['routes'], resourceCategory: 'sync' })]),
    );
    expect(loaded).toEqual([]);
  });

  it("links each page's own files from the page-chunks.json beside its remote's manifest, each file once", async () => {
    await prefetchPageCode(nextPages(site, findRoute(site, '/')));
    expect(new Set(asked)).toEqual(new Set([`${COMMERCE}page-chunks.json`]));
    expect(prefetched().sort()).toEqual(
      ['styles.css', 'page-ticketPricing.js', '286.js', 'page-productList.js', 'page-orderTicket.js'].map((file) => COMMERCE + file).sort(),
    );

    // The next page shown links the same pages again: nothing is added.
    await prefetchPageCode(nextPages(site, findRoute(site, '/san-pham')));
    expect(prefetched()).toHaveLength(5);
  });

  it('links only plain script and stylesheet names, never a path, an address or another kind of file', async () => {
    pageChunks = { ticketPricing: ['../../shell/main.js', 'https://elsewhere.example/page.js', '/page.js', 'page.json', 'page.js?x=1', 'page-ticketPricing.v2.js'] };
    await prefetchPageCode(nextPages(site, findRoute(site, '/san-pham')).filter((page) => page.id === 'ticketPricing'));
    expect(prefetched()).toEqual([`${COMMERCE}page-ticketPricing.v2.js`]);
  });

  it("makes preloadRemote's links prefetches: the reader may never open the page", () => {
    const plugins = jest.mocked(registerPlugins).mock.calls[0]![0]!;
    const createLink = plugins[0]!.createLink!;
    const made = createLink({ url: `${COMMERCE}__federation_expose_routes.js`, attrs: { rel: 'preload', as: 'script' }, resourceContext: { initiator: 'preloadRemote' } } as never);
    expect(made).toBeInstanceOf(HTMLLinkElement);
    expect((made as HTMLLinkElement).rel).toBe('prefetch');
    // A stylesheet a module loads to show itself stays as the runtime makes it.
    expect(createLink({ url: `${COMMERCE}styles.css`, attrs: { rel: 'stylesheet' }, resourceContext: { initiator: 'loadRemote' } } as never)).toBeUndefined();
  });

  it('gives up quietly when the page list or the remote cannot be had: the router loads the page when it is opened', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('preloadRemote failed to load 1 resource(s).'));
    await expect(prefetchPageCode(nextPages(site, findRoute(site, '/')))).resolves.toBeUndefined();
    expect(prefetched()).toEqual([]);
  });
});
