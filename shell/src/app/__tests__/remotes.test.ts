import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { findRoute } from '@storefront/shared/routes/route-table';
import { loadPage, startLoadingPage } from '../remotes';

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

describe('loadPage', () => {
  const home = findRoute('/')!;
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
    await expect(loadPage(home)).resolves.toBe(Page);
    expect(attempts).toBe(2);
  });

  it('gives up after the second failure, so the page shows its Retry', async () => {
    setRemoteLoader(async () => ({ pages: { home: () => Promise.reject(new Error('offline')) } }));
    await expect(loadPage(home)).rejects.toThrow('offline');
  });
});
