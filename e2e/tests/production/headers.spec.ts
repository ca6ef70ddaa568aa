/** nginx's answer for every class of asset (issues 7, 8): caching, compression, types, security headers. */
import { expect, request as playwrightRequest, test, type APIResponse } from '@playwright/test';
import { productionTlsURL } from '../../support/site';

const gzip = { 'Accept-Encoding': 'gzip' };
const brotliOrGzip = { 'Accept-Encoding': 'gzip, deflate, br' };

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['server']).toBe('nginx'); // no version
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined(); // only on TLS
}

test('page documents come from the API with the security headers and no camera', async ({ request }) => {
  const response = await request.get('/san-pham', { headers: brotliOrGzip });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['content-encoding']).toBe('br');
  expect(await response.text()).toContain('<title>');
  expectSecurityHeaders(response);
  expect(response.headers()['permissions-policy']).toContain('camera=()');
});

test('only the check-in page may use the camera', async ({ request }) => {
  const response = await request.get('/dashboard/check-in');
  expect(response.headers()['permissions-policy']).toContain('camera=(self)');
});

test('files that name other files are revalidated on every use', async ({ request }) => {
  for (const path of ['/remotes.json', '/builds/latest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['etag'], path).toBeTruthy();
    expect(response.headers()['content-type'], path).toContain('application/json');
    expectSecurityHeaders(response);
  }
  const remoteMap = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const manifest of Object.values(remoteMap)) {
    const entry = manifest.replace('mf-manifest.json', 'remoteEntry.js');
    for (const [path, type] of [[manifest, 'application/json'], [entry, 'application/javascript']] as const) {
      const response = await request.get(path, { headers: gzip });
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['etag'], path).toBeTruthy();
      expect(response.headers()['content-type'], path).toContain(type);
    }
  }
});

test('hashed chunks are cached for a year and sent precompressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The shell's entry as the document names it for its start-up script (shared/src/startup/start-up-script.ts).
  const shellFiles = /id="?shell-files"?>([^<]*)<\/script>/.exec(html)?.[1];
  const shellChunk = (JSON.parse(shellFiles ?? '{}') as { entry?: string }).entry;
  expect(shellChunk).toMatch(/^\/main\.[0-9a-f]{10}\.js$/);
  const remoteMap = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const manifestPath = remoteMap.commerce!;
  const manifest = (await (await request.get(manifestPath)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const remoteChunk = manifestPath.replace('mf-manifest.json', manifest.exposes[0]!.assets.js.sync[0]!);

  for (const path of [shellChunk!, remoteChunk]) {
    const response = await request.get(path, { headers: gzip });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['content-type'], path).toContain('application/javascript');
    expect(response.headers()['vary'], path).toContain('Accept-Encoding');
    // A browser that takes Brotli gets the smaller file, the same script once decoded.
    const brotli = await request.get(path, { headers: brotliOrGzip });
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(brotli.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['vary'], path).toContain('Accept-Encoding');
    expect(await brotli.text(), path).toBe(await response.text());
  }
  expect((await request.get(`${remoteChunk}.map`)).status()).toBe(404);
});

test('HTTPS adds Strict-Transport-Security', async () => {
  const tls = await playwrightRequest.newContext({ baseURL: productionTlsURL, ignoreHTTPSErrors: true });
  const response = await tls.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await tls.dispose();
});

test('uploads above the 5 MB rule are refused; the API reads up to its limit', async ({ request }) => {
  const tooLarge = await request.post('/api/uploads', {
    multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(7 * 1024 * 1024) } },
  });
  expect(tooLarge.status()).toBe(413);
  const slightlyLarge = await request.post('/api/uploads', {
    multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) } },
    headers: { 'x-locale': 'en' },
  });
  // Past nginx, the API applies the exact rule with its own localised message.
  expect(slightlyLarge.status()).toBe(413);
  expect(await slightlyLarge.text()).toMatch(/5 MB/);
});

test('staff photos up to 15 MB pass nginx to the API, which asks who is sending; larger ones stop at nginx', async ({ request }) => {
  const file = (megabytes: number) => ({ file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(megabytes * 1024 * 1024) } });
  const withinLimit = await request.post('/api/staff/uploads', { multipart: file(12), headers: { 'x-locale': 'en' } });
  expect(withinLimit.status()).toBe(401);
  expect(await withinLimit.text()).toMatch(/sign in/i);
  const tooLarge = await request.post('/api/staff/uploads', { multipart: file(17) });
  expect(tooLarge.status()).toBe(413);
});
