/**
 * The console's SEO records (staff area `content`): only editors and admins list and save them;
 * bad or oversized input changes nothing; a save is what the page's document head says in both
 * languages (English falling back to Vietnamese), escaped; every change is in the staff log with
 * before and after. The same suite runs on PostgreSQL when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { composeSite } from '@storefront/shared/routes/route-table';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoRecordFormValues } from '@storefront/shared/contracts/seo-admin';
import { findSession } from '../../auth/sessions';
import { seoRecords, staffActions } from '../../db/schema';
import { appRouter } from '../_app';
import { createCallerFactory, createContextInner } from '../../trpc';
import { refusal, userWithToken } from '../../testing/callers';
import { siteDescriptions, writePublishedSite } from '../../testing/published-site';
import { buildTestServer } from '../../testing/test-server';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';

const site = composeSite(siteDescriptions);
const createCaller = createCallerFactory(appRouter);
type Who = 'admin' | 'editor' | 'staff' | 'customer' | 'visitor';

/** A full form's values; overrides may leave English out, as an integration calling the API may. */
const record = (overrides: Record<string, unknown> = {}): SeoRecordFormValues => ({
  path: '/menu',
  title: { vi: 'Thực đơn nhà hàng Mây Ngàn', en: 'May Ngan restaurant menu' },
  description: { vi: 'Món ăn đặc sản núi rừng', en: 'Mountain specialities' },
  keywords: { vi: 'thực đơn, nhà hàng', en: '' },
  ogTitle: { vi: '', en: '' },
  ogDescription: { vi: '', en: '' },
  ogImage: '/seed-media/menu.jpg',
  robotsTxt: 'index, follow',
  canonicalUrl: '',
  ...(overrides as Partial<SeoRecordFormValues>),
});

const engines: Array<[string, () => Promise<TestDatabase | null>]> = [
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(10)],
];

describe.each(engines)('SEO records in the console on %s', (_engine, open) => {
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
    app = await buildTestServer({ db: database.db, distDir: writePublishedSite() });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  beforeEach(async () => {
    if (database) await database.db.delete(seoRecords);
  });

  const live = () => database !== null;
  async function as(who: Who, locale: 'vi' | 'en' = 'vi') {
    const token = who === 'visitor' ? undefined : tokens[who];
    const session = token ? await findSession(database!.db, token) : null;
    return createCaller(createContextInner({ db: database!.db, session, locale, site: () => Promise.resolve(site) }));
  }
  const stored = () => database!.db.select().from(seoRecords).orderBy(seoRecords.id);
  const log = () => database!.db.select().from(staffActions).orderBy(staffActions.id);
  const snapshot = async () => ({ records: await stored(), log: (await log()).length });

  it.each([
    ['visitor', 'UNAUTHORIZED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
  ] as const)('refuses a %s (%s) the list and a save, and nothing changes', async (who, code) => {
    if (!live()) return;
    const before = await snapshot();
    const caller = await as(who);
    const answers = await Promise.all([caller.seo.adminList(), caller.seo.saveRecord(record())].map(refusal));
    expect(answers.map((answer) => answer.code)).toEqual([code, code]);
    expect(await snapshot()).toEqual(before);
  });

  it('lists the pages whose head is their own record, not detail pages or the console', async () => {
    if (!live()) return;
    const list = await (await as('editor')).seo.adminList();
    const paths = list.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/menu', '/about']));
    expect(paths).not.toContain('/posts/:slug');
    expect(paths).not.toContain('/dashboard');
    expect(list.find((entry) => entry.path === '/menu')).toMatchObject({ paths: { en: '/menu', vi: '/thuc-don' }, record: null });
  });

  it('saves a record through either address, which both languages\' documents then show, logged with before and after', async () => {
    if (!live()) return;
    const editor = await as('editor');
    await editor.seo.saveRecord(record({ path: '/thuc-don/' }));
    const vi = await app.inject({ method: 'GET', url: '/thuc-don', headers: { cookie: 'locale=vi' } });
    expect(vi.body).toContain('<title>Thực đơn nhà hàng Mây Ngàn</title>');
    expect(vi.body).toContain('<meta name="description" content="Món ăn đặc sản núi rừng" />');
    const en = await app.inject({ method: 'GET', url: '/menu', headers: { cookie: 'locale=en' } });
    expect(en.body).toContain('<title>May Ngan restaurant menu</title>');
    expect(en.body).toContain('<meta name="description" content="Mountain specialities" />');
    // English left empty falls back to Vietnamese; the social card takes the title when it has none.
    expect(en.body).toContain('<meta name="keywords" content="thực đơn, nhà hàng" />');
    expect(en.body).toContain('<meta property="og:title" content="May Ngan restaurant menu" />');

    await editor.seo.saveRecord(record({ title: { vi: 'Thực đơn mới', en: '' }, robotsTxt: 'noindex, follow' }));
    const en2 = await app.inject({ method: 'GET', url: '/menu', headers: { cookie: 'locale=en' } });
    expect(en2.body).toContain('<title>Thực đơn mới</title>');
    expect(en2.body).toContain('<meta name="robots" content="noindex, follow" />');

    const entries = (await log()).filter((row) => row.action === 'seoRecord.save');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: editorId, subjectKind: 'seoRecord', before: null, after: { title: { vi: 'Thực đơn nhà hàng Mây Ngàn', en: 'May Ngan restaurant menu' } } });
    expect(entries[1]).toMatchObject({
      before: { title: { vi: 'Thực đơn nhà hàng Mây Ngàn', en: 'May Ngan restaurant menu' }, robotsTxt: 'index, follow' },
      after: { title: { vi: 'Thực đơn mới' }, robotsTxt: 'noindex, follow' },
    });
    // Saving what is stored changes and records nothing.
    await editor.seo.saveRecord(record({ title: { vi: 'Thực đơn mới', en: '' }, robotsTxt: 'noindex, follow' }));
    expect((await log()).filter((row) => row.action === 'seoRecord.save')).toHaveLength(2);
    const [row] = await database!.db.select().from(seoRecords).where(eq(seoRecords.path, '/menu'));
    expect(row?.title).toEqual({ vi: 'Thực đơn mới' });
  });

  it('escapes markup in every field of the document head', async () => {
    if (!live()) return;
    await (await as('admin')).seo.saveRecord(record({ title: { vi: '</title><script>alert(1)</script>' }, description: { vi: '"><img src=x onerror=alert(1)>' } }));
    const body = (await app.inject({ method: 'GET', url: '/menu' })).body;
    expect(body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(body).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(body).not.toContain('<script>alert(1)');
  });

  it.each([
    ['an unknown page', { path: '/no-such-page' }, 'NOT_FOUND'],
    ['a detail page (its head is its entity\'s)', { path: '/posts/:slug' }, 'NOT_FOUND'],
    ['the console', { path: '/dashboard' }, 'NOT_FOUND'],
    ['a missing Vietnamese title', { title: { vi: '', en: 'Menu' } }, 'BAD_REQUEST'],
    ['a too long title', { title: { vi: 'a'.repeat(SEO_TITLE_MAX + 1) } }, 'BAD_REQUEST'],
    ['a too long English description', { description: { vi: 'a', en: 'a'.repeat(SEO_DESCRIPTION_MAX + 1) } }, 'BAD_REQUEST'],
    ['a javascript: social image', { ogImage: 'javascript:alert(1)' }, 'BAD_REQUEST'],
    ['a protocol-relative social image', { ogImage: '//evil.example/x.jpg' }, 'BAD_REQUEST'],
    ['a relative canonical address', { canonicalUrl: '/menu' }, 'BAD_REQUEST'],
    ['a data: canonical address', { canonicalUrl: 'data:text/html,x' }, 'BAD_REQUEST'],
    ['an unknown robots value', { robotsTxt: 'index, follow, evil' as 'index, follow' }, 'BAD_REQUEST'],
    ['a NUL in the keywords', { keywords: { vi: 'a\u0000b' } }, 'BAD_REQUEST'],
  ] as const)('refuses %s and changes nothing', async (_name, overrides, code) => {
    if (!live()) return;
    const before = await snapshot();
    expect((await refusal((await as('editor')).seo.saveRecord(record(overrides)))).code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it('says an unknown page in the editor\'s language', async () => {
    if (!live()) return;
    expect(await refusal((await as('editor', 'en')).seo.saveRecord(record({ path: '/nope' })))).toEqual({ code: 'NOT_FOUND', message: 'No page with its own SEO record has this path' });
  });

  it('logs each of concurrent saves of one page with the values the one before it left', async () => {
    if (!live()) return;
    const editor = await as('editor');
    const titles = ['Một', 'Hai', 'Ba', 'Bốn'];
    await Promise.all(titles.map((vi) => editor.seo.saveRecord(record({ title: { vi } }))));
    const entries = (await log()).filter((row) => row.action === 'seoRecord.save').slice(-4);
    expect(entries[0]?.before).toBeNull();
    for (let i = 1; i < entries.length; i++) expect(entries[i]?.before).toEqual(entries[i - 1]?.after);
    expect(await stored()).toHaveLength(1);
  });
});
