/** HTTP surface through Fastify's inject: wire format, documents + SEO head, static files, uploads. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HERO_IMAGE_SIZES, IMAGE_WIDTHS } from '@storefront/shared/media/image-variants';
import { PAGE_FILES_ID, START_UP_SCRIPT } from '@storefront/shared/startup/start-up-script';
import { seedDatabase } from '../seed/seed';
import { buildServer } from '../server';
import { commerceDescription, publishRemote, writePublishedSite } from '../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';

let database: TestDatabase;
let app: FastifyInstance;
let dirs: { dist: string; uploads: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-server-'));
  dirs = { dist: path.join(root, 'dist'), uploads: path.join(root, 'uploads') };
  mkdirSync(path.join(dirs.dist, 'shell'), { recursive: true });
  writeFileSync(
    path.join(dirs.dist, 'shell', 'index.html'),
    '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dirs.dist, 'shell', 'main.3f9a1c2b4d.js'), 'console.log(1)');
  writeFileSync(path.join(dirs.dist, 'shell', 'main.3f9a1c2b4d.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dirs.dist, 'shell', 'main.3f9a1c2b4d.js.br'), brotliCompressSync('console.log(1)'));
  writePublishedSite(dirs.dist);
  mkdirSync(path.join(dirs.dist, 'builds'));
  writeFileSync(path.join(dirs.dist, 'builds', 'latest.json'), '{"id":"b1c2d3"}');
  writeFileSync(path.join(dirs.dist, 'remotes/content/1/12.js'), 'console.log(12)');
  writeFileSync(path.join(dirs.dist, 'remotes/content/1/remoteEntry.js'), 'console.log(0)');
  writeFileSync(
    path.join(dirs.dist, 'remotes/content/1/mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['12.ab.js', '__federation_expose_routes.cd.js'], async: ['99.ef.js'] }, css: { sync: [], async: ['styles.12.css'] } },
        },
      ],
    }),
  );
  writeFileSync(
    path.join(dirs.dist, 'remotes/commerce/1/mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'TicketHighlights', assets: { js: { sync: ['__federation_expose_TicketHighlights.js'], async: ['257.js'] }, css: { sync: ['styles.css'], async: [] } } }],
    }),
  );
  writeFileSync(
    path.join(dirs.dist, 'remotes/content/1/page-chunks.json'),
    JSON.stringify({ menu: ['styles.12.css', 'page-menu.js', 'page-texts.js'], home: ['styles.12.css', 'page-home.js'], 'texts-en': ['texts-en.js'] }),
  );
  app = await buildServer({
    db: database.db,
    publicUrl: 'https://mayngan.example',
    distDir: dirs.dist,
    uploadsDir: dirs.uploads,
    seedMediaDir: path.resolve(__dirname, '../../seed-media'),
    logLevel: 'silent',
    instanceName: 'api-a',
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** The files a document names for its start-up script to preload. */
const pageFiles = (html: string) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_FILES_ID}">(.*?)</script>`))![1]!) as string[];

const trpcGet = (proc: string, input: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });

describe('tRPC wire format', () => {
  it('answers a GET query with input JSON', async () => {
    const response = await trpcGet('seo.getSeoByPath', { path: '/thuc-don' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.title).toBe('Thực đơn nhà hàng');
  });

  it('answers a POST mutation with a JSON body and localises field errors by x-locale', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trpc/quote.create',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: { fullName: '', email: 'not-an-email', phone: '12', country: 'VN' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.fieldErrors).toEqual({
      fullName: ['This field is required'],
      email: ['Invalid email'],
      phone: ['Phone number must be in the correct format'],
    });
    expect(error.data.fieldErrorKeys.email).toEqual(['validation.email']);
  });

  it('takes the locale from the cookie when there is no header', async () => {
    const response = await trpcGet('featureFlags.getFeatureFlagByKey', { key: 'missing' }, { cookie: 'locale=en' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('An error occurred while loading feature flag with key missing');
  });

  it('serves batch=1 requests', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { path: '/' }, 1: { key: 'enable_add_to_cart', defaultValue: false } }));
    const response = await app.inject({ method: 'GET', url: `/api/trpc/seo.getSeoByPath,featureFlags.isFeatureEnabled?batch=1&input=${input}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()[1].result.data).toEqual({ enabled: true });
  });
});

describe('HTML documents', () => {
  it('renders the SEO head of a static route with lang and hreflang alternates', async () => {
    const response = await app.inject({ method: 'GET', url: '/thuc-don' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<title>Thực đơn nhà hàng</title>');
    expect(html).not.toContain('<title>shell</title>');
    expect(html).toContain('<link rel="canonical" href="https://mayngan.example/thuc-don" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://mayngan.example/menu" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
  });

  it('renders a product page from the entity with Product + Offer JSON-LD, in English on request', async () => {
    const response = await app.inject({ method: 'GET', url: '/san-pham/tra-shan-tuyet-co-thu', headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Ancient Shan Tuyet tea | May Ngan Cable Car Resort</title>');
    const json = JSON.parse(response.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(json).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: 180000, priceCurrency: 'VND' } });
    // Its image, the page's largest paint, is asked for with the document, in the variant the page's
    // <picture> takes: AVIF, chosen from the same widths with the same sizes.
    const image = new URL(json.image as string).pathname;
    const base = image.replace(/\.svg$/, '');
    const widths = IMAGE_WIDTHS.map((width) => `${base}-${width}.avif ${width}w`).join(', ');
    expect(response.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${widths}" imagesizes="${HERO_IMAGE_SIZES}" />`,
    );
  });

  it('preloads no image on pages without one of their own, nor on a missing entity', async () => {
    for (const url of ['/', '/thuc-don', '/products/no-such-product']) {
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('as="image"');
    }
  });

  it('answers unknown paths and missing entities with 404 and the same document, escaped', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/khong-co/%3Cscript%3E' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Page not found: /khong-co/&lt;script&gt;</title>');
    expect(unknown.body).not.toContain('/khong-co/<script>');
    expect((await app.inject({ method: 'GET', url: '/products/no-such-product' })).statusCode).toBe(404);
  });

  it('gives a client-side navigation the same page tags as the document of the URL (seo.head)', async () => {
    for (const [url, locale] of [['/thuc-don', 'vi'], ['/san-pham/tra-shan-tuyet-co-thu', 'en'], ['/khong-co', 'vi']] as const) {
      const document = await app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
      const head = await trpcGet('seo.head', { path: url }, { 'x-locale': locale });
      const { status, tags } = head.json().result.data as { status: number; tags: string };
      expect(status).toBe(document.statusCode);
      expect(document.body).toContain(tags);
    }
  });

  it("inlines the remote map and names the page's remote files for the start-up script, so they download beside the shell", async () => {
    const html = (await app.inject({ method: 'GET', url: '/thuc-don' })).body;
    expect(html).toContain(
      '<script type="application/json" id="remote-map">{"content":"/remotes/content/1/mf-manifest.json","commerce":"/remotes/commerce/1/mf-manifest.json","account":"/remotes/account/1/mf-manifest.json"}</script>',
    );
    // The page's own files too (page-chunks.json), so they need not wait for the routes module;
    // other pages' chunks stay lazy. Its styles are linked, for the page the server renders into the document.
    expect(pageFiles(html)).toEqual(
      ['remoteEntry.js', '12.ab.js', '__federation_expose_routes.cd.js', 'page-menu.js', 'page-texts.js'].map((file) => `/remotes/content/1/${file}`),
    );
    expect(html).toContain('<link rel="stylesheet" href="/remotes/content/1/styles.12.css" />');
    expect(html).not.toContain('rel="preload" as="script"'); // the start-up script adds them (shared/src/startup/start-up-script.ts)
    expect(html).toContain(`<script>${START_UP_SCRIPT}</script></body>`);
    // A page in Vietnamese has its texts in its own files; in English they load apart, and are named too.
    const english = (await app.inject({ method: 'GET', url: '/thuc-don', headers: { 'x-locale': 'en' } })).body;
    expect(pageFiles(english)).toContain('/remotes/content/1/texts-en.js');
    expect(pageFiles(html)).not.toContain('/remotes/content/1/texts-en.js');

    // The new-build watch then knows the page's build without asking at start-up.
    expect(html).toContain('<meta name="build-id" content="b1c2d3" />');

    const missing = (await app.inject({ method: 'GET', url: '/khong-co-trang-nay' })).body;
    expect(missing).toContain('id="remote-map"');
    expect(missing).not.toContain(`id="${PAGE_FILES_ID}"`);
  });

  it("links the files of the page's own fragments, which the server renders with the page", async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('<link rel="stylesheet" href="/remotes/commerce/1/styles.css" />');
    const files = pageFiles(html);
    for (const file of ['remoteEntry.js', '__federation_expose_TicketHighlights.js']) expect(files).toContain(`/remotes/commerce/1/${file}`);
    // The shell registers remotes by their entries (shell/src/app/remotes.ts): it never asks for a manifest at start.
    expect(files.filter((file) => file.endsWith('mf-manifest.json'))).toEqual([]);
    expect(html).not.toContain('257.js'); // its lazy parts stay lazy
    // Once each, however many of the page's parts need a file.
    expect(files.filter((file) => file === '/remotes/content/1/remoteEntry.js')).toHaveLength(1);
  });

  it('carries the start-up state the loading overlay waits for, exactly as the procedures answer it', async () => {
    const html = (await app.inject({ method: 'GET', url: '/gioi-thieu', headers: { 'x-locale': 'en' } })).body;
    const state = JSON.parse(html.match(/<script type="application\/json" id="startup-state">(.*?)<\/script>/)![1]!);
    const pageAnswers = JSON.parse(html.match(/<script type="application\/json" id="page-answers">(.*?)<\/script>/)![1]!);
    const answer = async (proc: string, input: unknown) => (await trpcGet(proc, input)).json().result.data;
    const theme = await answer('theme.getActiveTheme', {});
    expect(theme.id).toBeGreaterThan(0);
    expect(state).toEqual({
      theme,
      componentStyles: await answer('componentStyleConfig.byThemeId', { themeId: theme.id }),
      featureFlags: await answer('featureFlags.getAllFeatureFlags', {}),
    });
    // The page's own answers, in the language they were given in, beside it.
    expect(pageAnswers.locale).toBe('en');
    expect(pageAnswers.queries).toContainEqual({ path: 'page.contact', data: (await trpcGet('page.contact', {}, { 'x-locale': 'en' })).json().result.data });
    expect(state.componentStyles.length).toBeGreaterThan(0);
    // A 404 page starts the same way.
    expect((await app.inject({ method: 'GET', url: '/khong-co-trang-nay' })).body).toContain('id="startup-state"');
  });

  it("answers the first page's own queries in the document, and leaves out what fails", async () => {
    const stateOf = async (url: string) => {
      const html = (await app.inject({ method: 'GET', url })).body;
      // No element at all when nothing could be answered.
      const element = html.match(/<script type="application\/json" id="page-answers">(.*?)<\/script>/);
      return (element ? JSON.parse(element[1]!) : { queries: [] }) as { queries: Array<{ path: string; input?: unknown; data: unknown }> };
    };
    const slug = 'di-may-ngan-cung-tre-nho';
    const post = await stateOf(`/bai-viet/${slug}`);
    expect(post.queries.map((query) => query.path)).toEqual(expect.arrayContaining(['post.bySlug', 'post.sidebar', 'comment.list', 'page.contact']));
    const direct = (await trpcGet('post.bySlug', { slug })).json().result.data;
    // Exactly as the browser's own request answers it: reading counts no view (post.recordView does).
    expect(post.queries.find((query) => query.path === 'post.bySlug')).toEqual({ path: 'post.bySlug', input: { slug }, data: direct });

    // A post that does not exist: the page asks the API itself and shows its 404.
    const missing = await stateOf('/bai-viet/khong-co-bai-nay');
    expect(missing.queries.map((query) => query.path)).not.toContain('post.bySlug');
  });

  it('sends a document compressed, Brotli before gzip, as the browser allows', async () => {
    const url = '/bai-viet/di-may-ngan-cung-tre-nho';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    const html = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(html).toContain('id="startup-state"');
    expect(brotli.rawPayload.length).toBeLessThan(html.length / 2);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('id="startup-state"');

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="startup-state"');
  });

  it('names the instance that answered in X-Served-By, on documents and API answers alike', async () => {
    expect((await app.inject({ url: '/' })).headers['x-served-by']).toBe('api-a');
    expect((await trpcGet('ticket.list', undefined)).headers['x-served-by']).toBe('api-a');
  });

  it('serves sitemap.xml, robots.txt and healthz', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://mayngan.example/san-pham/tra-shan-tuyet-co-thu</loc>');
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: https://mayngan.example/sitemap.xml');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true, database: 'up' });
  });
});

describe('the gate scanner service worker', () => {
  it("is served at /dashboard/check-in-sw.js from the live release of the remote whose section names it, never cached stale, and 404 without one", async () => {
    expect((await app.inject({ method: 'GET', url: '/dashboard/check-in-sw.js' })).statusCode).toBe(404);
    mkdirSync(path.join(dirs.dist, 'remotes/commerce/7/pwa'), { recursive: true });
    writeFileSync(path.join(dirs.dist, 'remotes/commerce/7/pwa/check-in-sw.js'), 'self.x = 7;');
    publishRemote(dirs.dist, 'commerce', '7', commerceDescription);
    try {
      const worker = await app.inject({ method: 'GET', url: '/dashboard/check-in-sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.body).toBe('self.x = 7;');
      expect(worker.headers['content-type']).toContain('text/javascript');
      expect(worker.headers['cache-control']).toBe('no-cache');
    } finally {
      publishRemote(dirs.dist, 'commerce', '1', commerceDescription);
    }
  });

  it('moves with its section: a release that renames the section serves the worker, and the camera, at the new address only', async () => {
    const renamed = {
      ...commerceDescription,
      dashboardSections: commerceDescription.dashboardSections!.map((section) => (section.camera ? { ...section, path: 'gate' } : section)),
    };
    mkdirSync(path.join(dirs.dist, 'remotes/commerce/8/pwa'), { recursive: true });
    writeFileSync(path.join(dirs.dist, 'remotes/commerce/8/pwa/check-in-sw.js'), 'self.x = 8;');
    publishRemote(dirs.dist, 'commerce', '8', renamed);
    try {
      const worker = await app.inject({ method: 'GET', url: '/dashboard/gate-sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.body).toBe('self.x = 8;');
      expect((await app.inject({ method: 'GET', url: '/dashboard/check-in-sw.js' })).headers['content-type']).not.toContain('javascript');
      expect((await app.inject({ method: 'GET', url: '/dashboard/gate' })).headers['permissions-policy']).toContain('camera=(self)');
      expect((await app.inject({ method: 'GET', url: '/dashboard/check-in' })).headers['permissions-policy']).toContain('camera=()');
    } finally {
      publishRemote(dirs.dist, 'commerce', '1', commerceDescription);
    }
  });
});

describe('static files', () => {
  it('serves hashed files immutable, precompressed when accepted, remotes.json no-cache, and nothing outside', async () => {
    const js = await app.inject({ method: 'GET', url: '/main.3f9a1c2b4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(gunzipSync(js.rawPayload).toString()).toBe('console.log(1)');
    // Brotli's file when the browser takes it; each encoding its own ETag, so a cache never mixes them.
    const brotli = await app.inject({ method: 'GET', url: '/main.3f9a1c2b4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    expect(brotli.headers.etag).not.toBe(js.headers.etag);
    const plain = await app.inject({ method: 'GET', url: '/main.3f9a1c2b4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');
    // A published remote's folder is named after its build's hash: its chunks need none of their own.
    const remoteChunk = await app.inject({ method: 'GET', url: '/remotes/content/1/12.js' });
    expect(remoteChunk.statusCode).toBe(200);
    expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      expect((await app.inject({ method: 'GET', url: `/remotes/content/1/${file}` })).headers['cache-control']).toBe('no-cache');
    }
    const svg = await app.inject({ method: 'GET', url: '/seed-media/area-map.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    // Its responsive variants, cached like it.
    for (const [file, type] of [['area-map-480.avif', 'image/avif'], ['area-map-1600.webp', 'image/webp']]) {
      const variant = await app.inject({ method: 'GET', url: `/seed-media/${file}` });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe(type);
      expect(variant.headers['cache-control']).toBe(svg.headers['cache-control']);
    }
    for (const url of ['/seed-media/..%2f..%2fpackage.json', '/remotes/..%2f..%2fpackage.json', '/uploads/%2e%2e/%2e%2e/package.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@storefront/api');
    }
  });
});

function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----sf-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/uploads', () => {
  const uploadedFiles = () => (existsSync(dirs.uploads) ? readdirSync(dirs.uploads) : []);
  const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b])]);

  it('refuses a file over 5 MB and writes nothing', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await app.inject({ method: 'POST', url: '/api/uploads', ...multipart('big.jpg', 'image/jpeg', big) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Ảnh vượt quá 5 MB');
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses a text file renamed to .jpg, judged by content', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/uploads', headers: { 'x-locale': 'en', ...multipart('x.jpg', 'image/jpeg', Buffer.from('hello')).headers }, payload: multipart('x.jpg', 'image/jpeg', Buffer.from('hello')).payload });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Only JPG, PNG or GIF images are accepted');
    expect(uploadedFiles()).toEqual([]);
  });

  it('stores a valid GIF, keeps it from the public before approval, and a review can use it', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/uploads', ...multipart('cat.png', 'image/png', gif) });
    expect(response.statusCode).toBe(201);
    const { uploadId, url } = response.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.gif$/);
    expect(uploadedFiles()).toContain(url.slice('/uploads/'.length));
    // Served once approved, re-encoded: http/__tests__/uploads.test.ts.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const review = await app.inject({
      method: 'POST',
      url: '/api/trpc/review.create',
      headers: { 'content-type': 'application/json' },
      payload: { authorName: 'Hà', rating: 5, content: 'Tuyệt vời', serviceType: 'cable-car', visitDate: '2025-05-01', avatarUploadId: uploadId },
    });
    expect(review.json().result.data.status).toBe('pending');
  });
});
