/**
 * Route rules never make a reader's browser loop. Saving a rule to one of the site's own hosts
 * (PUBLIC_URL's or a SITE_HOST_ALIASES one, however spelled) is refused in the editor's language,
 * as an internal loop or chain is; and rules already stored that loop, internally or across the
 * site's hosts, are resolved by the server within a bound: a loop answers the page itself, a chain
 * one redirect to its end. Real database and real HTTP through Fastify; the same suite runs on
 * PostgreSQL when DATABASE_URL is set.
 */
import type { FastifyInstance } from 'fastify';
import { composeSite } from '@storefront/shared/routes/route-table';
import { findSession } from '../../auth/sessions';
import { routeRules } from '../../db/schema';
import { appRouter } from '../_app';
import { createCallerFactory, createContextInner } from '../../trpc';
import { refusal, userWithToken } from '../../testing/callers';
import { siteDescriptions, writePublishedSite } from '../../testing/published-site';
import { buildTestServer } from '../../testing/test-server';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';

const site = composeSite(siteDescriptions);
const PUBLIC_URL = 'http://127.0.0.1:8080';
const HOST_ALIASES = ['localhost:8080', 'www.cable.example'];
const createCaller = createCallerFactory(appRouter);

const engines: Array<[string, () => Promise<TestDatabase | null>]> = [
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(10)],
];

describe.each(engines)('route rule loops on %s', (_engine, open) => {
  let database: TestDatabase | null;
  let editorToken = '';
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    if (!database) return;
    editorToken = (await userWithToken(database.db, 'editor')).token;
    app = await buildTestServer({ db: database.db, distDir: writePublishedSite(), publicUrl: PUBLIC_URL, hostAliases: HOST_ALIASES });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  beforeEach(async () => {
    if (database) await database.db.delete(routeRules);
  });

  const live = () => database !== null;
  async function editor(locale: 'vi' | 'en') {
    const session = await findSession(database!.db, editorToken);
    return createCaller(createContextInner({ db: database!.db, session, locale, publicUrl: PUBLIC_URL, hostAliases: HOST_ALIASES, site: () => Promise.resolve(site) }));
  }
  const stored = () => database!.db.select().from(routeRules).orderBy(routeRules.id);
  /** Rules as an older release may have stored them, past today's checks. */
  const store = (...rules: Array<[from: string, target: string, kind?: 'internal' | 'external']>) =>
    database!.db.insert(routeRules).values(rules.map(([fromPath, target, kind = 'internal']) => ({ fromPath, target, kind, status: 301 })));

  /** The redirects a browser follows from `url` on the site's hosts, up to 12, and where it stops. */
  async function follow(url: string, host = '127.0.0.1:8080') {
    const hops: string[] = [];
    for (let address = new URL(url, `http://${host}`); hops.length < 12; ) {
      const answer = await app.inject({ method: 'GET', url: `${address.pathname}${address.search}`, headers: { host: address.host } });
      if (answer.statusCode !== 301 && answer.statusCode !== 302) return { hops, status: answer.statusCode };
      address = new URL(String(answer.headers.location), address);
      hops.push(address.href);
      if (![new URL(PUBLIC_URL).host, ...HOST_ALIASES].includes(address.host)) return { hops, status: answer.statusCode };
    }
    throw new Error(`redirect loop: ${url} → ${hops.join(' → ')}`);
  }

  describe('saving', () => {
    it.each([
      'http://localhost:8080/b',
      'https://LOCALHOST:8080/b?x=1',
      'https://www.cable.example/b',
      'https://www.cable.example./b',
      'http://WWW.Cable.Example.:80/b',
    ])('refuses an external rule to the site\'s own host alias %s, in Vietnamese and English, and stores nothing', async (target) => {
      if (!live()) return;
      for (const [locale, message] of [
        ['en', 'This address is this site itself: use an internal redirect'],
        ['vi', 'Địa chỉ này thuộc chính trang web: hãy dùng chuyển hướng nội bộ'],
      ] as const) {
        expect(await refusal((await editor(locale)).routeRule.create({ fromPath: '/a', kind: 'external', target, status: 301 }))).toEqual({ code: 'BAD_REQUEST', message });
      }
      expect(await stored()).toEqual([]);
    });

    it('refuses closing a loop through a host alias, on create and on update', async () => {
      if (!live()) return;
      const en = await editor('en');
      await en.routeRule.create({ fromPath: '/a', kind: 'internal', target: '/menu', status: 301 });
      const other = await en.routeRule.create({ fromPath: '/b', kind: 'external', target: 'https://example.com/b', status: 302 });
      const before = await stored();
      expect(await refusal(en.routeRule.create({ fromPath: '/c', kind: 'external', target: 'http://localhost:8080/a', status: 302 }))).toMatchObject({ code: 'BAD_REQUEST' });
      expect(await refusal(en.routeRule.update({ id: other.id, fromPath: '/b', kind: 'external', target: 'https://www.cable.example/a', status: 302 }))).toMatchObject({ code: 'BAD_REQUEST' });
      expect(await stored()).toEqual(before);
    });

    it('still saves an external rule to another host', async () => {
      if (!live()) return;
      await (await editor('en')).routeRule.create({ fromPath: '/a', kind: 'external', target: 'https://cable.example.org/a', status: 302 });
      expect(await stored()).toHaveLength(1);
    });
  });

  describe('serving rules already stored', () => {
    it('answers an internal loop (A→B→A) with the page, not a redirect loop', async () => {
      if (!live()) return;
      await store(['/a', '/b'], ['/b', '/a']);
      expect(await follow('/a')).toEqual({ hops: [], status: 404 });
      expect(await follow('/b')).toEqual({ hops: [], status: 404 });
    });

    it('answers a loop through a page\'s other address with the page', async () => {
      if (!live()) return;
      await store(['/menu', '/thuc-don']);
      expect((await follow('/thuc-don')).status).toBe(200);
      expect((await follow('/menu')).status).toBe(200);
    });

    it('answers a loop across host aliases with the page', async () => {
      if (!live()) return;
      await store(['/a', 'http://localhost:8080/b', 'external'], ['/b', 'https://www.cable.example./a', 'external']);
      expect((await follow('/a')).hops.length).toBeLessThanOrEqual(1);
      expect((await follow('/b', 'localhost:8080')).hops.length).toBeLessThanOrEqual(1);
    });

    it('sends a chain (A→B→C) in one redirect to its end, and a chain longer than the bound nowhere', async () => {
      if (!live()) return;
      await store(['/a', '/b'], ['/b', 'http://localhost:8080/c?x=1', 'external'], ['/c', '/about']);
      expect(await follow('/a?utm=1')).toEqual({ hops: ['http://127.0.0.1:8080/about?x=1'], status: 200 });
      await database!.db.delete(routeRules);
      await store(...Array.from({ length: 30 }, (_, i): [string, string] => [`/r${i}`, `/r${i + 1}`]));
      expect(await follow('/r0')).toEqual({ hops: [], status: 404 });
    });
  });
});
