/**
 * POST /api/field-signals on a real database and a published build: a good report is counted and
 * the figures read it; oversized, malformed and invalid reports are refused with a localised
 * message and count nothing; a flood of reports is refused with Retry-After; one address cannot
 * add more than its share of errors to a version; versions and pages the server does not publish
 * are left out. /metrics answers operators only; every answer carries its request id.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readPublishedSite } from '../../http/published-site';
import { postgresRateLimiter } from '../../lib/rate-limit';
import { buildTestServer } from '../../testing/test-server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { writePublishedSite } from '../../testing/published-site';
import { fieldFigures } from '../field-figures';
import { ERRORS_PER_VERSION_PER_MINUTE, MAX_REPORT_BYTES, REPORTS_PER_MINUTE } from '../field-signals-route';

let database: TestDatabase;
let app: FastifyInstance;
let remote: string;
let version: string;
let pageId: string;
let versions: Record<string, string>;
const since = new Date(Date.now() - 60 * 60 * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  const distDir = writePublishedSite();
  app = await buildTestServer({ db: database.db, distDir, rateLimiter: postgresRateLimiter(database.db), metricsToken: undefined });
  // The published build's own remotes, versions and pages, whichever they are.
  const map = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  versions = Object.fromEntries(Object.entries(map).map(([name, manifest]) => [name, manifest.split('/')[3]!]));
  const { site } = await readPublishedSite(distDir);
  const page = site.pages[0]!;
  pageId = page.id;
  remote = page.remote;
  version = versions[remote]!;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.destroy();
});

let nextAddress = 1;
/** A client address of its own for each test, so the per-address limits of one do not touch another. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function report(body: unknown, options: { address?: string; contentType?: string; locale?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/field-signals',
    remoteAddress: options.address ?? freshAddress(),
    headers: { 'content-type': options.contentType ?? 'application/json', 'x-locale': options.locale ?? 'en' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const boundaryError = (errorClass = 'TypeError') => ({ kind: 'boundaryError', remote, version, pageId, phase: 'render', errorClass });

it('counts a good report, sent as JSON or as a beacon\'s text, and the figures read it', async () => {
  const before = await fieldFigures(database.db, { remote, version, since });
  const first = await report({ signals: [{ kind: 'pageView', pageId, versions }, boundaryError(), { kind: 'vital', pageId, remote, version, name: 'LCP', value: 1800 }] });
  expect(first.statusCode).toBe(204);
  const second = await report({ signals: [{ kind: 'pageView', pageId, versions }, { kind: 'vital', pageId, remote, version, name: 'LCP', value: 2600 }], requestIds: ['abcdef0123456789'] }, { contentType: 'text/plain' });
  expect(second.statusCode).toBe(204);
  const after = await fieldFigures(database.db, { remote, version, since });
  expect(after.pageViews - before.pageViews).toBe(2);
  expect(after.errors - before.errors).toBe(1);
  expect(after.vitals.LCP).toMatchObject({ count: 2, max: 2600, mean: 2200, p75: 3000 });
  // Every other remote of the map counts the page view too: it was on the visitor's page.
  for (const [other, otherVersion] of Object.entries(versions)) {
    expect((await fieldFigures(database.db, { remote: other, version: otherVersion, since })).pageViews).toBeGreaterThanOrEqual(2);
  }
});

it('refuses an oversized report with 413, and a malformed or invalid one with 400, in the reader\'s language', async () => {
  const before = await fieldFigures(database.db, { remote, version, since });
  const big = await report({ signals: [{ kind: 'pageView', pageId, versions: { x: 'y'.repeat(MAX_REPORT_BYTES) } }] });
  expect(big.statusCode).toBe(413);
  expect(big.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The report is too large: at most 16 KB' } });

  for (const [body, contentType] of [
    ['{"signals": [', 'application/json'],
    ['not json', 'text/plain'],
  ] as const) {
    const refused = await report(body, { contentType, locale: 'vi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Dữ liệu không hợp lệ' } });
  }
  const invalid = [
    { signals: [] },
    { signals: [{ kind: 'pageView', pageId: 'home?email=a@b.c', versions }] },
    { signals: [{ ...boundaryError(), message: 'Cannot read properties of undefined' }] },
    { signals: [boundaryError('TypeError: x is undefined')] },
    { signals: [{ kind: 'vital', pageId, remote, version, name: 'FID', value: 1 }] },
    { signals: [boundaryError()], requestIds: ['https://example.com/?token=secret'] },
    { signals: Array.from({ length: 26 }, () => ({ kind: 'pageView', pageId, versions })) },
  ];
  for (const body of invalid) {
    const refused = await report(body);
    expect({ body, status: refused.statusCode }).toEqual({ body, status: 400 });
    expect(refused.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Invalid data' } });
  }
  expect(await fieldFigures(database.db, { remote, version, since })).toEqual(before);
});

it('refuses a flood of reports from one address with 429 and Retry-After', async () => {
  const address = freshAddress();
  for (let sent = 0; sent < REPORTS_PER_MINUTE; sent++) expect((await report('{', { address })).statusCode).toBe(400);
  const refused = await report({ signals: [{ kind: 'pageView', pageId, versions }] }, { address });
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json().error.message).toMatch(/Too many submissions/);
  // Another address is not held back.
  expect((await report({ signals: [{ kind: 'pageView', pageId, versions }] })).statusCode).toBe(204);
});

it("lets one address add at most its share of errors to a version's count", async () => {
  const address = freshAddress();
  const before = await fieldFigures(database.db, { remote, version, since });
  const errors = { signals: Array.from({ length: 8 }, () => boundaryError()) };
  for (let sent = 0; sent < 3; sent++) expect((await report(errors, { address })).statusCode).toBe(204);
  const after = await fieldFigures(database.db, { remote, version, since });
  expect(after.errors - before.errors).toBe(ERRORS_PER_VERSION_PER_MINUTE);
  // Another address still counts.
  await report({ signals: [boundaryError()] });
  expect((await fieldFigures(database.db, { remote, version, since })).errors - after.errors).toBe(1);
});

it('leaves out versions not published and pages not on the live site, without an error', async () => {
  const before = await fieldFigures(database.db, { remote, version, since });
  const answer = await report({
    signals: [
      { ...boundaryError(), version: '9.9.9-unpublished' },
      { ...boundaryError(), pageId: 'noSuchPage' },
      { kind: 'pageView', pageId: 'noSuchPage', versions },
      { kind: 'pageView', pageId, versions: { [remote]: '9.9.9-unpublished' } },
    ],
  });
  expect(answer.statusCode).toBe(204);
  expect(await fieldFigures(database.db, { remote, version: '9.9.9-unpublished', since })).toEqual({ pageViews: 0, errors: 0, vitals: {} });
  expect(await fieldFigures(database.db, { remote, version, since })).toEqual(before);
});

describe('/metrics', () => {
  it('is a 404 to a visitor, and the figures to a client on this machine', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    const visitor = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.200' });
    expect(visitor.statusCode).toBe(404);
    // A visitor through the local proxy is the visitor, not the proxy.
    const proxied = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.200' } });
    expect(proxied.statusCode).toBe(404);
    const local = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain/);
    for (const name of ['http_requests_total', 'http_request_duration_seconds_bucket', 'field_signals_total', 'field_vital_lcp_milliseconds_bucket', 'process_cpu_user_seconds_total']) {
      expect(local.body).toContain(name);
    }
    expect(local.body).toMatch(/http_requests_total\{route="\/healthz",method="GET",status="200"\} \d+/);
    expect(local.body).toContain(`field_signals_total{kind="pageView",remote="${remote}",version="${version}"}`);
  });

  it('with a token, answers only that bearer token, in whatever address', async () => {
    const token = 'a-long-operator-token-0123456789';
    const guarded = await buildTestServer({ db: database.db, metricsToken: token });
    try {
      expect((await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: 'Bearer wrong-token-of-some-length' } })).statusCode).toBe(404);
      const scraped = await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7', headers: { authorization: `Bearer ${token}` } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('documents_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('request ids', () => {
  it('answers each request with its id: a well-formed one given is kept, a malformed one replaced', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
    expect(given.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    const malformed = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'not an id!' } });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Refusals and missing pages carry it too.
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
