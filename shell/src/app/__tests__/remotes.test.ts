import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { currentSite, findRoute } from '@storefront/shared/routes/route-table';
import { connectRemotes, loadPage, loadSite, startLoadingPage } from '../remotes';
import { fixtureDescriptions, useFixtureSite } from '../../testing/site-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  useFixtureSite();
});

describe('startLoadingPage', () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    setRemoteLoader(async (id) => {
      asked.push(id);
      return { pages: { home: async () => ({ default: () => null }) } };
    });
  });

  it("starts loading the first page's remote before React asks for it", () => {
    startLoadingPage('/');
    startLoadingPage('/dat-ve');
    expect(asked).toEqual(['content/routes', 'commerce/routes']);
  });

  it('loads nothing for a guarded page or an unknown path', () => {
    startLoadingPage('/dashboard');
    startLoadingPage('/auth/login');
    startLoadingPage('/no-such-page');
    expect(asked).toEqual([]);
  });
});

describe('connectRemotes', () => {
  it('registers each remote of the map by the entry published beside its manifest, which the runtime loads without reading the manifest', async () => {
    const map = document.createElement('script');
    map.type = 'application/json';
    map.id = 'remote-map';
    map.textContent = JSON.stringify({ content: 'http://127.0.0.1:3001/mf-manifest.json', commerce: '/remotes/commerce/0.1.0-75977e4367/mf-manifest.json' });
    document.head.append(map);
    await connectRemotes();
    expect(jest.mocked(registerRemotes).mock.calls).toEqual([
      [
        [
          { name: 'content', entry: 'http://127.0.0.1:3001/remoteEntry.js' },
          { name: 'commerce', entry: '/remotes/commerce/0.1.0-75977e4367/remoteEntry.js' },
        ],
      ],
    ]);
    map.remove();
  });
});

describe('loadPage', () => {
  const home = () => findRoute(currentSite(), '/')!;
  const Page = () => null;

  it("asks once more, a moment later, when the page's files fail (a failed preload answers the first request)", async () => {
    let attempts = 0;
    setRemoteLoader(async () => ({
      pages: {
        home: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('ChunkLoadError: Loading chunk 418 failed.');
          return { default: Page };
        },
      },
    }));
    await expect(loadPage(home())).resolves.toBe(Page);
    expect(attempts).toBe(2);
  });

  it('gives up after the second failure, so the page shows its Retry', async () => {
    setRemoteLoader(async () => ({ pages: { home: () => Promise.reject(new Error('offline')) } }));
    await expect(loadPage(home())).rejects.toThrow('offline');
  });
});

describe('loadSite', () => {
  const [content, commerce] = fixtureDescriptions as [RemoteDescription, RemoteDescription];
  const script = (id: string, value: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = id;
    element.textContent = JSON.stringify(value);
    document.head.append(element);
  };
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('composes the site from the descriptions the served document carries, asking nothing', async () => {
    const fetch = jest.spyOn(global, 'fetch' as never);
    script('remote-descriptions', [commerce]);
    await loadSite();
    expect(currentSite().pages.map((page) => page.id)).toEqual(commerce.pages.map((page) => page.id));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches each live remote's description beside its manifest where the document has none (the dev server)", async () => {
    const answers: Record<string, unknown> = {
      '/remotes.json': { content: 'http://127.0.0.1:3001/mf-manifest.json', commerce: '/remotes/commerce/1/mf-manifest.json' },
      'http://127.0.0.1:3001/remote-description.json': content,
      'http://localhost/remotes/commerce/1/remote-description.json': undefined, // unreachable
    };
    global.fetch = jest.fn(async (url: string) => {
      const body = answers[url];
      return body === undefined ? new Response('', { status: 502 }) : Response.json(body);
    }) as never;
    await loadSite();
    expect(currentSite().pages.map((page) => page.remote)).toEqual(['content', 'content']);
  });
});
