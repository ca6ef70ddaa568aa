import { createApiClient, requestHeaders } from '@storefront/shared/api/trpc-client';
import { MAX_BATCH_CALLS } from '@storefront/shared/contracts/request-limits';
import { i18n } from '@storefront/shared/i18n/i18n';

const jsonAnswer = (body: unknown) => ({ ok: true, status: 200, headers: new Headers(), json: async () => body }) as unknown as Response;

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('vi');
});

describe('request headers', () => {
  it('carries the page language and no token for a visitor', () => {
    expect(requestHeaders()).toEqual({ 'x-locale': 'vi' });
  });

  it('carries the bearer token once one is stored', async () => {
    localStorage.setItem('accessToken', 'abc123');
    await i18n.changeLanguage('en');
    expect(requestHeaders()).toEqual({ 'x-locale': 'en', Authorization: 'Bearer abc123' });
  });
});

describe('wire format (spec §7)', () => {
  it('sends a query as GET with its input as JSON, batched', async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => jsonAnswer([{ result: { data: { title: 'Sản phẩm' } } }]));
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.seo.getSeoByPath.query({ path: '/san-pham' })).resolves.toEqual({ title: 'Sản phẩm' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('GET');
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/trpc/seo.getSeoByPath');
    expect(parsed.searchParams.get('batch')).toBe('1');
    expect(JSON.parse(parsed.searchParams.get('input') ?? '')).toEqual({ 0: { path: '/san-pham' } });
    expect(init.headers).toMatchObject({ 'x-locale': 'vi' });
  });

  it('sends a mutation as POST with a JSON body', async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => jsonAnswer([{ result: { data: { accessToken: 't' } } }]));
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    await client.auth.login.mutate({ email: 'a@b.vn', password: 'secret123' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/trpc/auth.login');
    expect(JSON.parse(String(init.body))).toEqual({ 0: { email: 'a@b.vn', password: 'secret123' } });
  });
});

describe('batch size', () => {
  it('never sends more than MAX_BATCH_CALLS calls in one request', async () => {
    const fetch = jest.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
      const calls = new URL(String(url), 'http://localhost').pathname.replace('/api/trpc/', '').split(',');
      return jsonAnswer(calls.map(() => ({ result: { data: [] } })));
    });
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    // 25 distinct calls in one tick, which the link would otherwise send as one batch.
    await Promise.all(Array.from({ length: 25 }, (_, page) => client.product.list.query({ page: page + 1 })));
    const sizes = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname.split(',').length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH_CALLS);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(25);
  });
});
