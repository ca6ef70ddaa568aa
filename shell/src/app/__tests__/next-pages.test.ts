import { getInstance, getRemoteEntry } from '@module-federation/enhanced/runtime';
import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { findRoute } from '@storefront/shared/routes/route-table';
import { prefetchWelcome } from '../next-pages';
import { nextPages, prefetchPageCode } from '../next-pages-prefetch';
import { useFixtureSite } from '../../testing/site-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(),
  getRemoteEntry: jest.fn(() => Promise.resolve({})),
  getRemoteInfo: jest.fn((remote: { name: string; entry: string }) => ({ ...remote, type: 'global', entryGlobalName: remote.name })),
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
  const routesFiles = ['styles.css', '3806.js'];
  let pageChunks: Record<string, string[]>;
  let asked: string[];
  let loaded: string[];

  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);
  // The manifest is read beside the page list, without holding it up.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

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
      const path = new URL(String(input), window.location.href).pathname;
      asked.push(path);
      const manifest = { exposes: [{ name: 'routes', assets: { js: { sync: routesFiles.filter((file) => file.endsWith('.js')) }, css: { sync: ['styles.css'] } } }] };
      return new Response(JSON.stringify(path.endsWith('mf-manifest.json') ? manifest : pageChunks));
    });
    loaded = [];
    setRemoteLoader(async (id) => {
      loaded.push(id);
      return {};
    });
    jest.mocked(getInstance).mockReturnValue({
      options: { remotes: [{ name: 'content', entry: '/remotes/content/0.1.0-9921f8451c/remoteEntry.js' }, { name: 'commerce', entry: `${COMMERCE}remoteEntry.js` }] },
      moduleCache: new Map(),
    } as never);
    jest.mocked(getRemoteEntry).mockClear();
  });

  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    jest.restoreAllMocks();
  });

  it("loads each remote's entry once through the federation runtime, and runs none of their modules", async () => {
    await prefetchPageCode(nextPages(site, findRoute(site, '/')));
    const entries = jest.mocked(getRemoteEntry).mock.calls.map(([{ remoteInfo }]) => remoteInfo.entry);
    expect(entries).toEqual([`${COMMERCE}remoteEntry.js`]);
    expect(loaded).toEqual([]);
  });

  it("links the routes module's own files from the remote's manifest and each page's from the page-chunks.json beside it, each file once", async () => {
    await prefetchPageCode(nextPages(site, findRoute(site, '/')));
    await settled();
    expect(new Set(asked)).toEqual(new Set([`${COMMERCE}mf-manifest.json`, `${COMMERCE}page-chunks.json`]));
    expect(prefetched().sort()).toEqual(
      ['styles.css', '3806.js', 'page-ticketPricing.js', '286.js', 'page-productList.js', 'page-orderTicket.js'].map((file) => COMMERCE + file).sort(),
    );

    // The next page shown links the same pages again: nothing is added.
    await prefetchPageCode(nextPages(site, findRoute(site, '/san-pham')));
    await settled();
    expect(prefetched()).toHaveLength(6);
  });

  it('links only plain script and stylesheet names, never a path, an address or another kind of file', async () => {
    pageChunks = { ticketPricing: ['../../shell/main.js', 'https://elsewhere.example/page.js', '/page.js', 'page.json', 'page.js?x=1', 'page-ticketPricing.v2.js'] };
    await prefetchPageCode(nextPages(site, findRoute(site, '/san-pham')).filter((page) => page.id === 'ticketPricing'));
    await settled();
    expect(prefetched().filter((path) => !routesFiles.some((file) => path === COMMERCE + file))).toEqual([`${COMMERCE}page-ticketPricing.v2.js`]);
  });

  it('gives up quietly when the page list or the remote cannot be had: the router loads the page when it is opened', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    jest.mocked(getRemoteEntry).mockRejectedValueOnce(new Error('RUNTIME-008'));
    await expect(prefetchPageCode(nextPages(site, findRoute(site, '/')))).resolves.toBeUndefined();
    await settled();
    expect(prefetched()).toEqual([]);
  });
});
