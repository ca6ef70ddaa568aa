/**
 * The language link (GET /api/locale): it sets the locale cookie and sends the reader back to a
 * page of this site in the chosen language, and never anywhere else, whatever `next` says.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { composeSite } from '@storefront/shared/routes/route-table';
import { siteDescriptions } from '../../testing/published-site';
import { registerLocaleRoute, sameSitePath } from '../locale-route';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerLocaleRoute(app, { site: async () => composeSite(siteDescriptions) });
  await app.ready();
});

afterAll(() => app.close());

const switchTo = (to: string, next: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/locale?${new URLSearchParams({ to, next }).toString()}`, headers });

describe('an attacker-written next', () => {
  // Each would send a browser to another site, or may be read so by one.
  const offSite = [
    '//evil.example',
    '//evil.example/san-pham',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'https:evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\nSet-Cookie: session=stolen',
    '/\u0000/evil.example',
    '/\u007f',
    'evil.example',
    '',
  ];

  it.each(offSite)('is refused with a 400 and no cookie: %j', async (next) => {
    const response = await switchTo('en', next);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Địa chỉ quay lại phải là một trang của trang web này' } });
  });

  it('is refused when it is missing or given twice', async () => {
    for (const url of ['/api/locale?to=en', '/api/locale?to=en&next=/a&next=//evil.example']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('is refused when resolving its dot segments leaves a // in front', async () => {
    for (const next of ['/./..//evil.example', '/a/../..//evil.example', '/.//evil.example']) {
      expect(sameSitePath(next)).toBeUndefined();
      expect((await switchTo('en', next)).statusCode).toBe(400);
    }
  });

  it('is refused when longer than any address of the site', async () => {
    expect((await switchTo('en', `/${'a'.repeat(3000)}`)).statusCode).toBe(400);
  });

  it('stays on this site when encoded, dotted or full of odd characters', async () => {
    for (const [next, location] of [
      ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
      ['/a/../b?x=1#top', '/b?x=1#top'],
      ['/ví dụ', '/v%C3%AD%20d%E1%BB%A5'],
      ['/?next=//evil.example', '/?next=//evil.example'],
    ] as const) {
      const response = await switchTo('vi', next);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(location);
    }
  });
});

describe('a reader switching language', () => {
  it('gets the cookie the server serves documents by, and the same page in that language', async () => {
    const response = await switchTo('en', '/san-pham/tra-shan-tuyet?sort=price#top');
    expect(response.statusCode).toBe(303);
    expect(response.headers['set-cookie']).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toBe('/products/tra-shan-tuyet?sort=price#top');
    expect((await switchTo('vi', '/products')).headers.location).toBe('/san-pham');
    expect((await switchTo('vi', '/')).headers.location).toBe('/');
  });

  it('keeps an address that is none of the pages as it is', async () => {
    expect((await switchTo('en', '/khong-co-trang-nay?a=1')).headers.location).toBe('/khong-co-trang-nay?a=1');
  });

  it('is told in their language when the language asked for is not one of the site', async () => {
    for (const to of ['fr', 'english', '']) {
      const response = await switchTo(to, '/', { cookie: 'locale=en' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.json().error.message).toBe('Unsupported language: choose vi or en');
    }
    expect((await switchTo('fr', '/')).json().error.message).toBe('Ngôn ngữ không được hỗ trợ: hãy chọn vi hoặc en');
  });
});
