/**
 * GET queries and POST mutations answered directly (http/trpc-routes.ts) must be indistinguishable
 * from tRPC's own adapter: same status, content type, Vary and body, for successes, errors and batches alike.
 * Two servers on one database, one of them with the direct path switched off, get the same requests.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newsletterSubscribers } from '../../db/schema';
import { seedDatabase } from '../../seed/seed';
import type { AnyProcedure } from '@trpc/server/unstable-core-do-not-import';
import { appRouter } from '../../routers/_app';
import { buildServer } from '../../server';
import { userWithToken } from '../../testing/callers';
import { writePublishedSite } from '../../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';

let database: TestDatabase;
let direct: FastifyInstance;
let adapter: FastifyInstance;
let customerToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  customerToken = (await userWithToken(database.db, 'customer')).token;
  const options = { db: database.db, publicUrl: 'https://mayngan.example', distDir: writePublishedSite(), uploadsDir: '/nonexistent', seedMediaDir: '/nonexistent', logLevel: 'silent' };
  direct = await buildServer(options);
  adapter = await buildServer({ ...options, directTrpcCalls: false });
}, 120_000);

afterAll(async () => {
  await direct?.close();
  await adapter?.close();
  await database?.destroy();
});

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const inDays = (days: number) => addDays(todayInVietnam(), days);

function wire(response: LightMyRequestResponse) {
  return { status: response.statusCode, contentType: response.headers['content-type'], vary: response.headers.vary, body: response.body };
}

/**
 * Both servers' answers to one request; `directly` tells whether the direct path answered. A
 * mutation's body may differ by server (`payload(server)`), so that each does the same work anew.
 */
async function both(url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' | 'HEAD' = 'GET', payload?: (server: 'direct' | 'adapter') => string) {
  const [ours, theirs] = await Promise.all([
    direct.inject({ method, url, headers, ...(payload ? { payload: payload('direct') } : {}) }),
    adapter.inject({ method, url, headers, ...(payload ? { payload: payload('adapter') } : {}) }),
  ]);
  // The adapter streams its Response (chunked); the direct path sends the body whole.
  return { ours: wire(ours), theirs: wire(theirs), directly: ours.headers['content-length'] !== undefined && theirs.headers['transfer-encoding'] === 'chunked' };
}

describe('GET queries answered directly', () => {
  const cases: [string, () => string, Record<string, string>?][] = [
    ['a query with input', () => `/api/trpc/seo.getSeoByPath?input=${q({ path: '/' })}`],
    ['a query in English by header', () => `/api/trpc/seo.getSeoByPath?input=${q({ path: '/thuc-don' })}`, { 'x-locale': 'en' }],
    ['a query in English by cookie', () => `/api/trpc/product.list?input=${q({ sort: 'name' })}`, { cookie: 'locale=en' }],
    ['a query without input', () => '/api/trpc/ticket.list'],
    ['an optional input left out', () => '/api/trpc/product.list'],
    ['an empty input parameter', () => '/api/trpc/product.list?input='],
    ['a page past the end', () => `/api/trpc/product.list?input=${q({ page: 99 })}`],
    ['availability of a date range', () => `/api/trpc/ticket.availability?input=${q({ slug: 've-tron-goi-ca-ngay', from: inDays(1), to: inDays(14) })}`],
    ['a NOT_FOUND from the procedure', () => `/api/trpc/ticket.availability?input=${q({ slug: 'no-such-ticket', from: inDays(1), to: inDays(2) })}`],
    ['field errors of invalid input, localised', () => `/api/trpc/ticket.availability?input=${q({ slug: 'x', from: inDays(5), to: inDays(1) })}`, { 'x-locale': 'en' }],
    ['a required input left out', () => '/api/trpc/seo.getSeoByPath'],
    ['input that is not JSON', () => '/api/trpc/seo.getSeoByPath?input=%7Bnot-json'],
    ['a protected query without a session', () => '/api/trpc/order.mine'],
    ['a protected query with a session', () => '/api/trpc/order.mine', { authorization: `Bearer ${customerToken}` }],
    ['a staff query as a customer', () => '/api/trpc/quote.inbox', { authorization: `Bearer ${customerToken}` }],
    ['a batch of queries', () => `/api/trpc/seo.getSeoByPath,featureFlags.isFeatureEnabled?batch=1&input=${q({ 0: { path: '/' }, 1: { key: 'enable_add_to_cart', defaultValue: false } })}`],
    ['a batch with one failing call (207)', () => `/api/trpc/seo.getSeoByPath,ticket.availability?batch=1&input=${q({ 0: { path: '/' }, 1: { slug: 'nope', from: inDays(1), to: inDays(2) } })}`],
    ['a batch whose calls all fail the same way', () => `/api/trpc/seo.getSeoByPath,seo.getSeoByPath?batch=1&input=${q({ 0: {}, 1: { path: 3 } })}`],
    ['a batch whose input is not an object', () => `/api/trpc/seo.getSeoByPath,ticket.list?batch=1&input=${q([1, 2])}`],
    ['a batch without input', () => '/api/trpc/ticket.list,product.list?batch=1'],
    ['a batch of one', () => `/api/trpc/seo.getSeoByPath?batch=1&input=${q({ 0: { path: '/gioi-thieu' } })}`],
    ['an escaped path', () => '/api/trpc/ticket%2Elist'],
    ['a JSON content type', () => `/api/trpc/seo.getSeoByPath?input=${q({ path: '/' })}`, { 'content-type': 'Application/JSON; charset=utf-8' }],
    ['batch=0 is a single call', () => `/api/trpc/seo.getSeoByPath?batch=0&input=${q({ path: '/' })}`],
  ];

  it.each(cases.map(([name, url, headers = {}]) => ({ name, url, headers })))('$name', async ({ url, headers }) => {
    const { ours, theirs, directly } = await both(url(), headers);
    expect(ours).toEqual(theirs);
    expect(directly).toBe(true);
  });
});

describe('POST mutations answered directly', () => {
  const json = { 'content-type': 'application/json' };
  const same = (body: string) => () => body;
  const cases: [string, string, (server: 'direct' | 'adapter') => string, Record<string, string>?][] = [
    ['a mutation that succeeds', 'newsletter.subscribe', (server) => JSON.stringify({ email: `direct-path-${server}@example.com` })],
    ['field errors of invalid input, localised', 'newsletter.subscribe', same(JSON.stringify({ email: 'not-an-address' })), { 'x-locale': 'en' }],
    ['an order with invalid input', 'checkout.placeOrder', same(JSON.stringify({ items: [] }))],
    ['a protected mutation without a session', 'auth.logout', same('{}')],
    ['a staff mutation as a customer', 'quote.markHandled', same(JSON.stringify({ id: 1 })), { authorization: `Bearer ${customerToken}` }],
    ['a batch of mutations, one failing (207)', 'newsletter.subscribe,newsletter.subscribe?batch=1', (server) => JSON.stringify({ 0: { email: 'nope' }, 1: { email: `direct-batch-${server}@example.com` } })],
    ['a batch whose input is not an object', 'newsletter.subscribe,newsletter.subscribe?batch=1', same('[1, 2]')],
    ['a null input', 'newsletter.subscribe', same('null')],
    ['a JSON content type with a charset', 'newsletter.subscribe', same(JSON.stringify({ email: 'x' })), { 'content-type': 'Application/JSON; charset=utf-8' }],
  ];

  it.each(cases.map(([name, path, payload, headers = {}]) => ({ name, path, payload, headers })))('$name', async ({ path, payload, headers }) => {
    const { ours, theirs, directly } = await both(`/api/trpc/${path}`, { ...json, ...headers }, 'POST', payload);
    expect(ours).toEqual(theirs);
    expect(directly).toBe(true);
  });

  it('does the work of a mutation it answers', async () => {
    // From an address of its own: the cases above have used up the newsletter's limit for theirs.
    const response = await direct.inject({ method: 'POST', url: '/api/trpc/newsletter.subscribe', headers: json, payload: JSON.stringify({ email: 'stored-directly@example.com' }), remoteAddress: '10.9.8.7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeDefined();
    const emails = (await database.db.select().from(newsletterSubscribers)).map((row) => row.email);
    expect(emails).toContain('stored-directly@example.com');
  });
});

describe('every procedure of the router', () => {
  // Each one, as the router has it the day it is added: an input no procedure takes (a bare
  // number), without a session and, when the procedure reads an input, as a customer too. Nothing
  // then runs past its checks, so both servers may get it at once; a procedure that takes no input
  // ignores the body and would do its work (a customer's logout) on both.
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    readsInput: procedure._def.inputs.length > 0,
  }));

  it('is called by some of these cases', () => {
    expect(procedures.length).toBeGreaterThan(50);
    expect(procedures.some((procedure) => procedure.type === 'mutation')).toBe(true);
  });

  it.each(procedures)('$path ($type) answers an input it does not take as the adapter does', async ({ path, type, readsInput }) => {
    const sessions: Record<string, string>[] = readsInput ? [{}, { authorization: `Bearer ${customerToken}` }] : [{}];
    for (const headers of sessions) {
      const { ours, theirs, directly } =
        type === 'query' ? await both(`/api/trpc/${path}?input=7`, headers) : await both(`/api/trpc/${path}`, { 'content-type': 'application/json', ...headers }, 'POST', () => '7');
      expect(ours).toEqual(theirs);
      expect(directly).toBe(true);
    }
  });
});

describe('requests left to the adapter', () => {
  const cases: [string, () => string, Record<string, string>?, ('GET' | 'POST' | 'HEAD')?][] = [
    ['an unknown procedure', () => '/api/trpc/nothing.here'],
    ['a mutation by GET', () => `/api/trpc/newsletter.subscribe?input=${q({ email: 'a@example.com' })}`],
    ['a batch with an unknown procedure', () => '/api/trpc/ticket.list,nothing.here?batch=1'],
    ['a batch mixing a query and a mutation', () => '/api/trpc/ticket.list,newsletter.subscribe?batch=1'],
    ['a streaming batch', () => '/api/trpc/ticket.list?batch=1', { 'trpc-accept': 'application/jsonl' }],
    ['a path still escaped once decoded (the adapter decodes twice)', () => '/api/trpc/ticket%252Elist'],
    ['a request with a content type', () => '/api/trpc/ticket.list', { 'content-type': 'text/plain' }],
    ['a HEAD request', () => '/api/trpc/ticket.list', {}, 'HEAD'],
  ];

  it.each(cases.map(([name, url, headers = {}, method = 'GET']) => ({ name, url, headers, method })))('$name', async ({ url, headers, method }) => {
    const { ours, theirs, directly } = await both(url(), headers, method);
    expect(ours).toEqual(theirs);
    expect(directly).toBe(false);
  });

  const posts: [string, string, string, Record<string, string>][] = [
    ['a query by POST', 'ticket.list', '{}', { 'content-type': 'application/json' }],
    ['an unknown procedure by POST', 'nothing.here', '{}', { 'content-type': 'application/json' }],
    ['a mutation without a body', 'newsletter.subscribe', '', { 'content-type': 'application/json' }],
    ['a mutation without a content type', 'newsletter.subscribe', '{}', {}],
    ['a mutation sent as text', 'newsletter.subscribe', '{}', { 'content-type': 'text/plain' }],
    ['a mutation whose body is not JSON', 'newsletter.subscribe', '{not-json', { 'content-type': 'application/json' }],
    ['a batch mixing a mutation and a query by POST', 'newsletter.subscribe,ticket.list?batch=1', '{}', { 'content-type': 'application/json' }],
    ['a streaming batch of mutations', 'newsletter.subscribe?batch=1', '{"0":{"email":"x"}}', { 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' }],
  ];

  it.each(posts.map(([name, path, body, headers]) => ({ name, path, body, headers })))('$name', async ({ path, body, headers }) => {
    const { ours, theirs, directly } = await both(`/api/trpc/${path}`, headers, 'POST', () => body);
    expect(ours).toEqual(theirs);
    expect(directly).toBe(false);
  });
});

describe('batches hold at most 10 calls', () => {
  const servers = () => [
    ['direct path', direct],
    ['adapter only', adapter],
  ] as const;
  const paths = (procedure: string, count: number) => Array.from({ length: count }, () => procedure).join(',');
  const subscribers = async () => (await database.db.select().from(newsletterSubscribers)).length;

  it('refuses 11 mutations in one POST with 400 before any of them runs', async () => {
    const before = await subscribers();
    const input = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [index, { email: `batch-${index}@example.com` }]));
    for (const [, server] of servers()) {
      const response = await server.inject({
        method: 'POST',
        url: `/api/trpc/${paths('newsletter.subscribe', 11)}?batch=1`,
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        payload: JSON.stringify(input),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { data: { code: 'BAD_REQUEST' }, message: 'A request may hold at most 10 calls' } });
    }
    expect(await subscribers()).toBe(before);
  });

  it.each([
    ['plainly', (procedures: string) => procedures],
    ['with its commas escaped twice (the adapter decodes the path again)', (procedures: string) => procedures.replace(/,/g, '%252C')],
  ])('refuses 11 queries in one GET, written %s, in the request language', async (_name, write) => {
    for (const [, server] of servers()) {
      const response = await server.inject({ url: `/api/trpc/${write(paths('ticket.list', 11))}?batch=1` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { data: { code: 'BAD_REQUEST' }, message: 'Một yêu cầu chỉ được chứa tối đa 10 lệnh gọi' } });
    }
  });

  it('answers a batch of 10 calls', async () => {
    for (const [, server] of servers()) {
      const response = await server.inject({ url: `/api/trpc/${paths('ticket.list', 10)}?batch=1` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(10);
    }
  });
});
