/**
 * PostgreSQL that stops answering, through a real TCP proxy in front of the local server: first a
 * black hole (connections stay open, nothing comes back: the worst case, nothing fails by itself),
 * then a database that refuses. The server must answer 503 in bounded time and recover by itself.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { existsSync, readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openPostgres, type Database } from '../client';
import { buildServer } from '../../server';
import { writePublishedSite } from '../../testing/published-site';
import { createPostgresTestDatabase, type TestDatabase } from '../../testing/test-db';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { userWithToken } from '../../testing/callers';
import { ticketInventory } from '../schema';

type ProxyState = 'forwarding' | 'black-hole' | 'refusing';

/** A TCP proxy to PostgreSQL that can swallow everything or refuse, and come back. */
async function startProxy(target: { host: string; port: number }) {
  let state: ProxyState = 'forwarding';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (state === 'refusing') return void client.destroy();
    if (state === 'black-hole') return void client.on('data', () => {});
    const upstream = net.connect(target);
    upstream.on('error', () => client.destroy());
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (state === 'forwarding') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    blackHole() {
      state = 'black-hole';
    },
    refuse() {
      state = 'refusing';
      dropAll();
    },
    /** The database is back; what it swallowed is gone, as after a restart. */
    resume() {
      dropAll();
      state = 'forwarding';
    },
    async close() {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let target: TestDatabase | null;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let throughProxy: Database;
let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  target = await createPostgresTestDatabase(2);
  if (!target) return;
  const { rows } = await target.db.execute<{ db: string }>(sql`SELECT current_database() AS db`);
  proxy = await startProxy({ host: '127.0.0.1', port: 5432 });
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${rows[0]!.db}`;
  throughProxy = await openPostgres(url.toString());
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-outage-'));
  app = await buildServer({
    db: throughProxy.db,
    publicUrl: 'http://127.0.0.1:8080',
    // The site's pages, so that the sitemap has entities to ask the database for.
    distDir: writePublishedSite(path.join(root, 'dist')),
    uploadsDir: (uploadsDir = path.join(root, 'uploads')),
    seedMediaDir: path.join(root, 'seed-media'),
    logLevel: 'silent',
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await throughProxy?.close().catch(() => {});
  await proxy?.close();
  await target?.destroy();
});

async function timed(request: () => Promise<{ statusCode: number; body: string }>) {
  const started = Date.now();
  const response = await request();
  return { status: response.statusCode, body: response.body, seconds: (Date.now() - started) / 1000 };
}

const health = () => timed(() => app.inject({ method: 'GET', url: '/healthz' }));
const categories = (locale = 'en') =>
  timed(() => app.inject({ method: 'GET', url: '/api/trpc/category.list', headers: { 'x-locale': locale } }));
const subscribe = () =>
  timed(() =>
    app.inject({
      method: 'POST',
      url: '/api/trpc/newsletter.subscribe',
      headers: { 'content-type': 'application/json', 'x-locale': 'vi' },
      payload: JSON.stringify({ email: 'outage@example.com' }),
    }),
  );

async function expectRecovered() {
  let status = 0;
  for (let attempt = 0; attempt < 30 && status !== 200; attempt++) {
    status = (await health()).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(status).toBe(200);
  expect((await categories()).status).toBe(200);
}

describe('PostgreSQL that stops answering', () => {
  it('is healthy and serves through the proxy', async () => {
    if (!target) return;
    expect((await health()).status).toBe(200);
    expect((await categories()).status).toBe(200);
  });

  it('black hole: /healthz says 503 within 3 s, queries a clean 503 within 6 s, then recovers', async () => {
    if (!target) return;
    // Idle pooled connections, so the calls below are sent and then get no answer (not only no connection).
    await Promise.all([health(), categories(), categories(), subscribe()]);
    proxy.blackHole();
    const [healthz, query, mutation] = await Promise.all([health(), categories(), subscribe()]);
    expect(healthz.status).toBe(503);
    expect(JSON.parse(healthz.body)).toMatchObject({ ok: false, database: 'down' });
    expect(healthz.seconds).toBeLessThan(3);
    expect(query.status).toBe(503);
    expect(JSON.parse(query.body).error).toMatchObject({ message: 'The service is temporarily unavailable. Please try again shortly', data: { code: 'SERVICE_UNAVAILABLE' } });
    expect(query.seconds).toBeLessThan(6);
    expect(mutation.status).toBe(503);
    expect(JSON.parse(mutation.body).error.message).toBe('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
    expect(mutation.seconds).toBeLessThan(6);

    proxy.resume();
    await expectRecovered();
  }, 60_000);

  it('refused: the same clean 503, then recovers', async () => {
    if (!target) return;
    proxy.refuse();
    const [healthz, query, sitemap] = await Promise.all([health(), categories(), timed(() => app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'x-locale': 'en' } }))]);
    expect(healthz.status).toBe(503);
    expect(healthz.seconds).toBeLessThan(3);
    expect(query.status).toBe(503);
    expect(query.seconds).toBeLessThan(6);
    // Routes outside tRPC answer the same way.
    expect(sitemap.status).toBe(503);
    expect(JSON.parse(sitemap.body).error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly' });

    proxy.resume();
    await expectRecovered();
  }, 60_000);
});

describe('the staff console while PostgreSQL is away', () => {
  it('answers a change and a staff photo with a clean, localised 503, stores nothing, and takes the change once the database is back', async () => {
    if (!target) return;
    await seedCommerce(target, 50);
    const { token } = await userWithToken(target.db, 'admin');
    const date = '2030-06-01';
    const setCapacity = () =>
      timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/trpc/ticket.setCapacity',
          headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}` },
          payload: JSON.stringify({ slug: 've-cap-treo', date, capacity: 10 }),
        }),
      );
    const boundary = '----sf-outage';
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const staffPhoto = () =>
      timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/staff/uploads',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-locale': 'vi', authorization: `Bearer ${token}` },
          payload: Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
            png,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        }),
      );

    proxy.refuse();
    const [change, photo] = await Promise.all([setCapacity(), staffPhoto()]);
    expect(change.status).toBe(503);
    expect(JSON.parse(change.body).error.message).toBe('The service is temporarily unavailable. Please try again shortly');
    expect(change.seconds).toBeLessThan(6);
    expect(photo.status).toBe(503);
    expect(JSON.parse(photo.body).error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút' });
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);

    proxy.resume();
    await expectRecovered();
    expect((await setCapacity()).status).toBe(200);
    const [row] = await target.db.select({ capacity: ticketInventory.capacity }).from(ticketInventory).where(eq(ticketInventory.visitDate, date));
    expect(row).toEqual({ capacity: 10 });
  }, 60_000);
});
