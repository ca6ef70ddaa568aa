import { setApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import { DEFAULT_SEO, applySeo, fetchSeo, withSeoDefaults } from '@storefront/shared/seo/seo';

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
  setApiClient(null);
});

function fakeClient() {
  const query = jest.fn();
  setApiClient({ seo: { getSeoByPath: { query } } } as unknown as ApiClient);
  return query;
}

describe('SEO defaults', () => {
  it("are 'Trang chủ', indexable, without image or canonical (spec §3)", () => {
    expect(DEFAULT_SEO).toEqual({
      title: 'Trang chủ',
      description: 'Trang chủ',
      keywords: 'Trang chủ',
      ogTitle: 'Trang chủ',
      ogDescription: '',
      ogImage: '',
      robotsTxt: 'index, follow',
      canonicalUrl: '',
    });
  });

  it('fill what the server left out', () => {
    expect(withSeoDefaults({ title: 'Sản phẩm', ogImage: null })).toEqual({ ...DEFAULT_SEO, title: 'Sản phẩm' });
  });
});

describe('fetchSeo', () => {
  it('asks the server for ordinary pages', async () => {
    const query = fakeClient();
    query.mockResolvedValue({ ...DEFAULT_SEO, title: 'Sản phẩm' });
    await expect(fetchSeo('/san-pham')).resolves.toMatchObject({ title: 'Sản phẩm' });
    expect(query).toHaveBeenCalledWith({ path: '/san-pham' });
  });

  it('skips detail pages and static assets', async () => {
    const query = fakeClient();
    await expect(fetchSeo('/san-pham/mu-len')).resolves.toBeNull();
    await expect(fetchSeo('/tickets/ve-cap-treo')).resolves.toBeNull();
    await expect(fetchSeo('/assets/logo.svg')).resolves.toBeNull();
    expect(query).not.toHaveBeenCalled();
  });

  it('logs the failure and gives the defaults', async () => {
    fakeClient().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchSeo('/gioi-thieu')).resolves.toEqual(DEFAULT_SEO);
    expect(logged).toHaveBeenCalled();
  });

  it("logs 'tRPC client not initialized' and skips without a client", async () => {
    await expect(fetchSeo('/')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('tRPC client not initialized');
  });
});

describe('applySeo', () => {
  it('writes the title, meta tags and canonical link, dropping empty ones', () => {
    applySeo({ ...DEFAULT_SEO, title: 'Vé cáp treo', ogImage: 'https://example.vn/og.jpg', canonicalUrl: 'https://example.vn/tickets' });
    expect(document.title).toBe('Vé cáp treo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Trang chủ');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://example.vn/og.jpg');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.vn/tickets');
    applySeo(DEFAULT_SEO);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
