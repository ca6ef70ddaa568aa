/**
 * Route rules (spec §7) in the console (staff area `content`): only editors and admins manage them;
 * every refused input (open-redirect tricks, header injection, loops, chains, reserved paths, too
 * many rules) changes nothing; every change is in the staff log with before and after; and the
 * document server answers a rule's address, in either language, with its status and Location
 * before rendering a page. The same suite runs on PostgreSQL when DATABASE_URL is set.
 */
import type { FastifyInstance } from 'fastify';
import { composeSite } from '@storefront/shared/routes/route-table';
import { ROUTE_RULES_MAX, routeRuleInput } from '@storefront/shared/contracts/route-rules';
import { findSession } from '../../auth/sessions';
import { routeRules, staffActions } from '../../db/schema';
import { appRouter } from '../_app';
import { createCallerFactory, createContextInner } from '../../trpc';
import { refusal, userWithToken } from '../../testing/callers';
import { siteDescriptions, writePublishedSite } from '../../testing/published-site';
import { buildTestServer } from '../../testing/test-server';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';

const site = composeSite(siteDescriptions);
const PUBLIC_URL = 'http://127.0.0.1:8080';
const createCaller = createCallerFactory(appRouter);
type Who = 'admin' | 'editor' | 'staff' | 'customer' | 'visitor';

const engines: Array<[string, () => Promise<TestDatabase | null>]> = [
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(10)],
];

describe.each(engines)('route rules on %s', (_engine, open) => {
  let database: TestDatabase | null;
  const tokens: Partial<Record<Exclude<Who, 'visitor'>, string>> = {};
  let editorId = 0;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    if (!database) return;
    for (const role of ['admin', 'editor', 'staff', 'customer'] as const) {
      const user = await userWithToken(database.db, role);
      tokens[role] = user.token;
      if (role === 'editor') editorId = user.id;
    }
    app = await buildTestServer({ db: database.db, distDir: writePublishedSite(), publicUrl: PUBLIC_URL });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  beforeEach(async () => {
    if (!database) return;
    await database.db.delete(routeRules);
  });

  /** Skips (passes) on PostgreSQL when DATABASE_URL is not set, as the other suites do. */
  const live = () => database !== null;

  async function as(who: Who, locale: 'vi' | 'en' = 'vi') {
    const token = who === 'visitor' ? undefined : tokens[who];
    const session = token ? await findSession(database!.db, token) : null;
    return createCaller(createContextInner({ db: database!.db, session, locale, publicUrl: PUBLIC_URL, site: () => Promise.resolve(site) }));
  }
  const rules = () => database!.db.select().from(routeRules).orderBy(routeRules.id);
  const log = () => database!.db.select().from(staffActions).orderBy(staffActions.id);
  const snapshot = async () => ({ rules: await rules(), log: (await log()).length });

  describe('who may manage them', () => {
    it.each([
      ['visitor', 'UNAUTHORIZED'],
      ['customer', 'FORBIDDEN'],
      ['staff', 'FORBIDDEN'],
    ] as const)('refuses a %s (%s) every procedure, and nothing changes', async (who, code) => {
      if (!live()) return;
      const existing = await (await as('admin')).routeRule.create({ fromPath: '/old-menu', kind: 'internal', target: '/menu', status: 301 });
      const before = await snapshot();
      const caller = await as(who);
      const answers = await Promise.all(
        [
          caller.routeRule.list(),
          caller.routeRule.create({ fromPath: '/promo', kind: 'external', target: 'https://example.com/', status: 302 }),
          caller.routeRule.update({ id: existing.id, fromPath: '/old-menu', kind: 'internal', target: '/about', status: 302 }),
          caller.routeRule.delete({ id: existing.id }),
        ].map(refusal),
      );
      expect(answers.map((answer) => answer.code)).toEqual([code, code, code, code]);
      expect(await snapshot()).toEqual(before);
    });

    it('lets an editor create, list, change and delete a rule, each change logged with before and after', async () => {
      if (!live()) return;
      const editor = await as('editor');
      const created = await editor.routeRule.create({ fromPath: '/khuyen-mai/', kind: 'internal', target: '/ticket-pricing', status: 301 });
      expect(created).toMatchObject({ fromPath: '/khuyen-mai', kind: 'internal', target: '/ticket-pricing', status: 301 });
      const updated = await editor.routeRule.update({ id: created.id, fromPath: '/khuyen-mai', kind: 'external', target: 'https://example.com/he', status: 302 });
      expect(updated).toMatchObject({ kind: 'external', target: 'https://example.com/he', status: 302 });
      expect(await editor.routeRule.list()).toEqual([updated]);
      // Saving what is stored writes and records nothing.
      const logLength = (await log()).length;
      await editor.routeRule.update({ id: created.id, fromPath: '/khuyen-mai', kind: 'external', target: 'https://example.com/he', status: 302 });
      expect((await log()).length).toBe(logLength);
      await editor.routeRule.delete({ id: created.id });
      expect(await rules()).toEqual([]);
      const entries = (await log()).filter((row) => row.subjectKind === 'routeRule' && row.subjectId === created.id);
      expect(entries.map(({ actorId, action, before, after }) => ({ actorId, action, before, after }))).toEqual([
        { actorId: editorId, action: 'routeRule.create', before: null, after: { fromPath: '/khuyen-mai', kind: 'internal', target: '/ticket-pricing', status: 301 } },
        {
          actorId: editorId,
          action: 'routeRule.update',
          before: { fromPath: '/khuyen-mai', kind: 'internal', target: '/ticket-pricing', status: 301 },
          after: { fromPath: '/khuyen-mai', kind: 'external', target: 'https://example.com/he', status: 302 },
        },
        { actorId: editorId, action: 'routeRule.delete', before: { fromPath: '/khuyen-mai', kind: 'external', target: 'https://example.com/he', status: 302 }, after: null },
      ]);
    });

    it('answers an unknown rule with NOT_FOUND in the editor\'s language', async () => {
      if (!live()) return;
      expect(await refusal((await as('editor', 'en')).routeRule.delete({ id: 999_999 }))).toEqual({ code: 'NOT_FOUND', message: 'Redirect rule not found' });
    });
  });

  describe('attacks refused when saved (nothing changes)', () => {
    const externalTricks = [
      'javascript:alert(1)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      '//evil.example/',
      'https:evil.example',
      'https:///evil.example',
      'https://user:pass@evil.example/',
      'https://evil.example/\r\nSet-Cookie: a=b',
      'https://evil.example/ x',
      'https://evil.example/<script>',
      'example.com',
    ];
    it.each(externalTricks)('refuses the external target %j', async (target) => {
      if (!live()) return;
      const before = await snapshot();
      const answer = await refusal((await as('editor', 'en')).routeRule.create({ fromPath: '/promo', kind: 'external', target, status: 302 }));
      expect(answer.code).toBe('BAD_REQUEST');
      expect(await snapshot()).toEqual(before);
    });

    const internalTricks = ['//evil.example', '/\\evil.example', '/\\/evil.example', '/./evil', '/a/../b', '/a//b', 'evil.example', 'https://example.com', '/menu\r\nLocation: https://evil.example', '/menu\u0000', '/api/trpc/auth.logout', '/healthz', '/me nu', '/menu"onload="x'];
    it.each(internalTricks)('refuses the internal target %j', async (target) => {
      if (!live()) return;
      const before = await snapshot();
      const answer = await refusal((await as('editor')).routeRule.create({ fromPath: '/promo', kind: 'internal', target, status: 301 }));
      expect(answer.code).toBe('BAD_REQUEST');
      expect(await snapshot()).toEqual(before);
    });

    const sources = [
      '/',
      'promo',
      '//promo',
      '/promo?x=1',
      '/promo#x',
      '/pro mo',
      '/promo\r\nX: y',
      '/a/../b',
      '/main.js',
      '/favicon.ico',
      '/api',
      '/api/trpc',
      '/API/trpc',
      '/healthz',
      '/remotes/content/1/remoteEntry',
      '/remotes.json',
      '/builds/latest',
      '/uploads/x',
      '/seed-media/x',
      '/robots.txt',
      '/sitemap.xml',
      '/.well-known/jwks.json',
      '/dashboard',
      '/dashboard/content',
      '/auth/login',
      '/checkout/success',
      '/sandbox/vnpay/pay',
      `/${'a'.repeat(250)}`,
    ];
    it.each(sources)('refuses a rule from %j', async (fromPath) => {
      if (!live()) return;
      const before = await snapshot();
      const answer = await refusal((await as('editor')).routeRule.create({ fromPath, kind: 'internal', target: '/menu', status: 301 }));
      expect(answer.code).toBe('BAD_REQUEST');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses statuses other than 301 and 302, and oversized targets', async () => {
      if (!live()) return;
      const editor = await as('editor');
      for (const status of [300, 303, 307, 308, 200]) {
        expect((await refusal(editor.routeRule.create({ fromPath: '/promo', kind: 'internal', target: '/menu', status: status as 301 }))).code).toBe('BAD_REQUEST');
      }
      expect((await refusal(editor.routeRule.create({ fromPath: '/promo', kind: 'external', target: `https://example.com/${'a'.repeat(600)}`, status: 301 }))).code).toBe('BAD_REQUEST');
      expect(await rules()).toEqual([]);
    });

    it('refuses a rule to itself (A→A), also through the page\'s other address or a trailing slash', async () => {
      if (!live()) return;
      const editor = await as('editor', 'en');
      expect((await refusal(editor.routeRule.create({ fromPath: '/promo', kind: 'internal', target: '/promo/?utm=1', status: 301 }))).code).toBe('BAD_REQUEST');
      expect((await refusal(editor.routeRule.create({ fromPath: '/menu', kind: 'internal', target: '/thuc-don', status: 301 }))).code).toBe('CONFLICT');
      expect(await rules()).toEqual([]);
    });

    it('refuses loops (A→B→A) and chains (A→B→C) whichever rule is saved last, also through a page\'s two addresses', async () => {
      if (!live()) return;
      const editor = await as('editor', 'en');
      await editor.routeRule.create({ fromPath: '/a', kind: 'internal', target: '/b', status: 301 });
      const before = await snapshot();
      const loop = await refusal(editor.routeRule.create({ fromPath: '/b', kind: 'internal', target: '/a', status: 301 }));
      expect(loop).toEqual({ code: 'CONFLICT', message: expect.stringContaining('redirect loop or chain') });
      expect((await refusal(editor.routeRule.create({ fromPath: '/b', kind: 'internal', target: '/c', status: 301 }))).code).toBe('CONFLICT');
      expect((await refusal(editor.routeRule.create({ fromPath: '/z', kind: 'internal', target: '/a?x=1', status: 301 }))).code).toBe('CONFLICT');
      // /menu's rule answers /thuc-don too, so a rule to /thuc-don would chain.
      await editor.routeRule.create({ fromPath: '/menu', kind: 'internal', target: '/about', status: 301 });
      expect((await refusal(editor.routeRule.create({ fromPath: '/y', kind: 'internal', target: '/thuc-don', status: 301 }))).code).toBe('CONFLICT');
      expect(await refusal(editor.routeRule.create({ fromPath: '/thuc-don', kind: 'internal', target: '/map', status: 301 }))).toEqual({
        code: 'CONFLICT',
        message: 'The path /thuc-don already has a redirect rule',
      });
      // An update that would close a loop is refused too.
      const [first] = await rules();
      expect((await refusal(editor.routeRule.update({ id: first!.id, fromPath: '/a', kind: 'internal', target: '/menu', status: 301 }))).code).toBe('CONFLICT');
      expect((await rules()).length).toBe(before.rules.length + 1);
    });

    it('lets only one of two concurrent saves that together would loop pass', async () => {
      if (!live()) return;
      const [one, two] = await Promise.allSettled([
        (await as('editor')).routeRule.create({ fromPath: '/p', kind: 'internal', target: '/q', status: 301 }),
        (await as('admin')).routeRule.create({ fromPath: '/q', kind: 'internal', target: '/p', status: 301 }),
      ]);
      expect([one.status, two.status].sort()).toEqual(['fulfilled', 'rejected']);
      expect((await rules()).length).toBe(1);
    });

    it('refuses an external target on this site\'s own host (it would dodge the loop checks)', async () => {
      if (!live()) return;
      const answer = await refusal((await as('editor', 'en')).routeRule.create({ fromPath: '/promo', kind: 'external', target: `${PUBLIC_URL}/promo`, status: 302 }));
      expect(answer).toEqual({ code: 'BAD_REQUEST', message: 'This address is this site itself: use an internal redirect' });
    });

    it(`holds at most ${ROUTE_RULES_MAX} rules, also when the last ones are saved at once`, async () => {
      if (!live()) return;
      await database!.db.insert(routeRules).values(Array.from({ length: ROUTE_RULES_MAX - 2 }, (_, i) => ({ fromPath: `/old-${i}`, kind: 'internal' as const, target: '/menu', status: 301 })));
      const editor = await as('editor', 'en');
      const answers = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => editor.routeRule.create({ fromPath: `/new-${i}`, kind: 'internal', target: '/menu', status: 301 })));
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
      expect((await rules()).length).toBe(ROUTE_RULES_MAX);
      expect(await refusal(editor.routeRule.create({ fromPath: '/one-more', kind: 'internal', target: '/menu', status: 301 }))).toEqual({
        code: 'CONFLICT',
        message: `The site already has the maximum of ${ROUTE_RULES_MAX} redirect rules. Delete an old one first`,
      });
    });

    it('says what is wrong in the editor\'s language, on the field that is wrong', async () => {
      if (!live()) return;
      const result = routeRuleInput.safeParse({ fromPath: '/promo', kind: 'external', target: 'javascript:alert(1)', status: 302 });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['target']);
      const send = (body: Record<string, unknown>, locale: 'vi' | 'en') =>
        app.inject({ method: 'POST', url: '/api/trpc/routeRule.create', headers: { authorization: `Bearer ${tokens.editor}`, 'x-locale': locale, 'content-type': 'application/json' }, payload: body });
      const vi = (await send({ fromPath: '/promo', kind: 'external', target: 'javascript:alert(1)', status: 302 }, 'vi')).json();
      expect(vi.error.message).toMatch(/^Đích không hợp lệ/);
      expect(vi.error.data.fieldErrors.target).toHaveLength(1);
      const en = (await send({ fromPath: '/promo', kind: 'internal', target: '/promo', status: 301 }, 'en')).json();
      expect(en.error.data.fieldErrors.target).toEqual(['A path cannot redirect to itself']);
      const reserved = (await send({ fromPath: '/api/trpc', kind: 'internal', target: '/menu', status: 301 }, 'en')).json();
      expect(reserved.error.data.fieldErrors.fromPath[0]).toMatch(/belongs to the system/);
      expect(await rules()).toEqual([]);
    });
  });

  describe('the document server', () => {
    it('answers an internal rule with its status and Location before rendering, in either language of a page\'s addresses', async () => {
      if (!live()) return;
      const editor = await as('editor');
      await editor.routeRule.create({ fromPath: '/menu', kind: 'internal', target: '/about', status: 301 });
      const english = await app.inject({ method: 'GET', url: '/menu?utm_source=mail' });
      expect(english.statusCode).toBe(301);
      expect(english.headers.location).toBe('/about?utm_source=mail');
      expect(english.headers['cache-control']).toBe('no-cache');
      expect(english.body).toBe('');
      const vietnamese = await app.inject({ method: 'GET', url: '/thuc-don/', headers: { cookie: 'locale=vi' } });
      expect(vietnamese.statusCode).toBe(301);
      expect(vietnamese.headers.location).toBe('/gioi-thieu');
      const head = await app.inject({ method: 'HEAD', url: '/menu' });
      expect(head.statusCode).toBe(301);
    });

    it('answers an external rule with 302 and the address, and never reflects a request\'s control characters', async () => {
      if (!live()) return;
      await (await as('editor')).routeRule.create({ fromPath: '/khuyen-mai', kind: 'external', target: 'https://example.com/he?x=1', status: 302 });
      const answer = await app.inject({ method: 'GET', url: '/khuyen-mai?next=%0d%0aSet-Cookie:%20a=b' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://example.com/he?x=1');
      expect(answer.headers['set-cookie']).toBeUndefined();
      await (await as('editor')).routeRule.create({ fromPath: '/old', kind: 'internal', target: '/menu', status: 302 });
      const internal = await app.inject({ method: 'GET', url: '/old?next=%0d%0aSet-Cookie:%20a=b' });
      expect(internal.headers.location).toBe('/menu?next=%0d%0aSet-Cookie:%20a=b');
      expect(internal.headers['set-cookie']).toBeUndefined();
    });

    it('leaves the API, health and pages without a rule alone, and carries the rules for the shell', async () => {
      if (!live()) return;
      await (await as('editor')).routeRule.create({ fromPath: '/old-page', kind: 'internal', target: '/menu', status: 301 });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/about' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<script type="application/json" id="route-rules">[{"from":"/old-page","to":"/menu","status":301,"external":false}]</script>');
    });

    it('carries no rules script when there are none, and escapes a rule that could close the script', async () => {
      if (!live()) return;
      expect((await app.inject({ method: 'GET', url: '/about' })).body).not.toContain('id="route-rules"');
      await database!.db.insert(routeRules).values({ fromPath: '/x', kind: 'external', target: 'https://example.com/</script><script>alert(1)</script>', status: 302 });
      const body = (await app.inject({ method: 'GET', url: '/about' })).body;
      expect(body).not.toContain('</script><script>alert(1)');
    });
  });
});
