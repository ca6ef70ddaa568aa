import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { startLoadingPage } from '../remotes';

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
