/**
 * Real nginx, run with the repository's nginx.conf (its listen address, TLS and upstream pointed at
 * this test's), in front of a real API server: no spelling of a server build's or a source map's
 * address gets one through either. Skipped (passes) where nginx is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../testing/test-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { PRIVATE_FILE_ATTACKS, PRIVATE_MARKER, PUBLIC_FILES, PUBLIC_MARKER, writeBuildWithPrivateFiles } from '../testing/private-build-files';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const NGINX_CONF = readFileSync(path.resolve(__dirname, '../../../nginx.conf'), 'utf8');

let database: TestDatabase | undefined;
let app: FastifyInstance | undefined;
let nginx: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/** The request line sent as it is (fetch would normalise the path first). */
function get(rawPath: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers: { 'accept-encoding': 'identity' } }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  if (!hasNginx) return;
  database = await createTestDatabase();
  // nginx.conf's paths are relative to its prefix: the build is its dist/, its logs data/nginx/.
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'sf-nginx-'));
  const seedMediaDir = path.join(prefix, 'seed-media');
  writeBuildWithPrivateFiles(path.join(prefix, 'dist'), seedMediaDir);
  mkdirSync(path.join(prefix, 'data/nginx/tmp'), { recursive: true });
  app = await buildTestServer({ db: database.db, distDir: path.join(prefix, 'dist'), seedMediaDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (app.server.address() as AddressInfo).port;
  port = await freePort();
  const conf = NGINX_CONF.replace(/^\s*listen 127\.0\.0\.1:8090;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*(listen .* ssl.*|ssl_.*);$/gm, '')
    .replace(/^\s*server 127\.0\.0\.1:8081 .*;$/m, `    server 127.0.0.1:${apiPort};`)
    .replace(/^\s*server 127\.0\.0\.1:8082 .*;$/m, '');
  expect(conf).toContain(`listen 127.0.0.1:${port};`);
  expect(conf).toContain(`server 127.0.0.1:${apiPort};`);
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  // One process as this user: no worker switching to a user who cannot read the temporary folders.
  nginx = spawn('nginx', ['-p', prefix, '-c', 'nginx.conf', '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    try {
      await get('/remotes.json');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await app?.close();
  await database?.destroy();
});

describe('nginx in front of the API', () => {
  it('refuses every spelling of a server build or a source map, and still serves the public files', async () => {
    if (!hasNginx) return;
    const leaks: string[] = [];
    for (const url of PRIVATE_FILE_ATTACKS) {
      const answer = await get(url);
      if (answer.body.includes(PRIVATE_MARKER) || answer.status < 400 || answer.status >= 500) leaks.push(`${url.slice(0, 80)} → ${answer.status}`);
    }
    expect(leaks).toEqual([]);
    for (const [url] of PUBLIC_FILES) {
      const answer = await get(url);
      expect([url, answer.status, answer.body.includes(PUBLIC_MARKER)]).toEqual([url, 200, true]);
    }
  });

  it('answers source maps and the shell\'s server build itself, without asking the API', async () => {
    if (!hasNginx) return;
    const urls = ['/main.0123456789.js.map', '/main.0123456789.js.%6Dap', '/seed-media/photo.jpg.map', '/remotes/content/1/remoteEntry.js.map', '/server/render.0123456789.js', '//server/entry.json', '/x/../server/render.0123456789.js', '/%73erver/entry.json'];
    const answers = await Promise.all(urls.map(async (url) => [url, await get(url)] as const));
    expect(answers.map(([url, answer]) => [url, answer.status, answer.body.includes('<center>nginx</center>')])).toEqual(urls.map((url) => [url, 404, true]));
  });

  it("keeps the operators' metrics from visitors, however the address is spelled, and passes on its request id", async () => {
    if (!hasNginx) return;
    for (const url of ['/metrics', '/metrics?x=1', '/%6Detrics', '//metrics', '/./metrics', '/metrics/']) {
      const answer = await get(url);
      expect([url, answer.status, answer.body.includes('process_cpu')]).toEqual([url, 404, false]);
    }
    // The API answers with the id nginx gave the request.
    const answer = await get('/healthz');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});
