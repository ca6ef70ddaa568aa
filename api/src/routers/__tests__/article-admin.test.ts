/**
 * The console's articles (staff area `content`): only editors and admins list, preview, write and
 * publish; what they write leaves no script in anyone's browser; a draft or a scheduled article
 * stays out of every public answer (lists, the article, the sidebar, comments, the page's head, the
 * sitemap) until its time; bad input changes nothing; every change is in the staff log with the
 * values before and after. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ARTICLE_BODY_MAX, ARTICLE_TAGS_MAX, type ArticleFormValues } from '@storefront/shared/contracts/article-admin';
import { dateToVietnamLocal } from '@storefront/shared/contracts/vietnam-time';
import { composeSite } from '@storefront/shared/routes/route-table';
import { galleryItems, postCategories, posts, staffActions, uploads } from '../../db/schema';
import { buildSitemap } from '../../http/sitemap';
import { resolveSeo } from '../../lib/seo';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { siteDescriptions } from '../../testing/published-site';
import { createTestDatabase, MIGRATIONS_DIR, type TestDatabase } from '../../testing/test-db';
import { openPglite } from '../../db/client';

let database: TestDatabase;
const tokens: Record<'admin' | 'staff' | 'editor' | 'customer', string> = { admin: '', staff: '', editor: '', customer: '' };
let editorId: number;
const SEEDED_COVER = '/seed-media/post-seeded.svg';
const GALLERY_PHOTO = '/seed-media/gallery-lake.svg';

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [category] = await db
    .insert(postCategories)
    .values({ slug: 'kinh-nghiem', name: { vi: 'Kinh nghiệm', en: 'Tips' }, description: { vi: 'x' }, isFeatured: true })
    .returning({ id: postCategories.id });
  await db.insert(posts).values({
    slug: 'bai-cu',
    kind: 'article',
    categoryId: category!.id,
    title: { vi: 'Bài cũ' },
    excerpt: { vi: 'x' },
    content: { vi: '<p>x</p>' },
    coverImageUrl: SEEDED_COVER,
    authorName: { vi: 'Lan' },
    publishedAt: new Date('2025-01-01T00:00:00Z'),
  });
  await db.insert(galleryItems).values({ kind: 'photo', title: { vi: 'Hồ' }, imageUrl: GALLERY_PHOTO });
  for (const role of ['admin', 'staff', 'editor', 'customer'] as const) {
    const user = await userWithToken(database.db, role);
    tokens[role] = user.token;
    if (role === 'editor') editorId = user.id;
  }
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

type Who = keyof typeof tokens | 'visitor';
const as = (who: Who, locale: 'vi' | 'en' = 'vi') => callerFor(database.db, { token: who === 'visitor' ? undefined : tokens[who], locale });

let slugSeq = 0;
function article(overrides: Partial<ArticleFormValues> = {}): ArticleFormValues {
  slugSeq += 1;
  return {
    slug: `bai-viet-${slugSeq}`,
    kind: 'article',
    categorySlug: 'kinh-nghiem',
    title: { vi: 'Mùa mây', en: 'Cloud season' },
    excerpt: { vi: 'Tóm tắt', en: 'Summary' },
    content: { vi: '<p>Nội dung <strong>đậm</strong></p>', en: '<p>Body <strong>bold</strong></p>' },
    authorName: { vi: 'Ban truyền thông', en: 'Communications team' },
    tags: [{ vi: 'săn mây', en: 'cloud hunting' }],
    coverImageUrl: SEEDED_COVER,
    status: 'published',
    ...overrides,
  };
}

const inOneHour = () => dateToVietnamLocal(new Date(Date.now() + 3_600_000).toISOString());
const logRows = () => database.db.select().from(staffActions).orderBy(staffActions.id);
const postCount = async () => (await database.db.select({ id: posts.id }).from(posts)).length;
const site = composeSite(siteDescriptions);

describe('who may use the article console', () => {
  const calls = async (who: Who) => {
    const caller = await as(who);
    return [
      caller.post.adminList(),
      caller.post.adminOptions(),
      caller.post.adminGet({ id: 1 }),
      caller.post.create(article()),
      caller.post.update({ id: 1, article: article({ slug: 'bai-cu' }) }),
    ];
  };

  it.each([
    ['visitor', 'UNAUTHORIZED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
  ] as const)('refuses a %s (%s) and changes nothing', async (who, code) => {
    const before = { posts: await postCount(), log: (await logRows()).length };
    const answers = await Promise.all((await calls(who)).map(refusal));
    expect(answers.map((answer) => answer.code)).toEqual(Array(5).fill(code));
    expect({ posts: await postCount(), log: (await logRows()).length }).toEqual(before);
  });

  it.each(['editor', 'admin'] as const)('lets an %s list, open and write articles', async (who) => {
    const caller = await as(who);
    const created = await caller.post.create(article());
    expect(created.status).toBe('published');
    const list = await caller.post.adminList();
    expect(list.items.map((item) => item.id)).toContain(created.id);
    expect((await caller.post.adminGet({ id: created.id })).slug).toBe(created.slug);
    expect((await caller.post.adminOptions()).covers).toEqual(expect.arrayContaining([SEEDED_COVER, GALLERY_PHOTO]));
  });
});

describe('rich text written in the console', () => {
  const HOSTILE =
    '<p onclick="steal()">Chữ <a href="javascript:alert(1)">link</a> <strong>đậm</strong></p>' +
    '<script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(2)">' +
    '<iframe src="https://evil.example.com/x"></iframe><a href="JaVaScRiPt:alert(3)">x</a><svg onload="alert(4)"></svg>';

  it('is stored without script, iframes from elsewhere, on* handlers or javascript: URLs, in both languages', async () => {
    const created = await (await as('editor')).post.create(article({ content: { vi: HOSTILE, en: HOSTILE } }));
    const [row] = await database.db.select({ content: posts.content }).from(posts).where(eq(posts.id, created.id));
    for (const html of [row!.content.vi, row!.content.en!]) {
      expect(html).not.toMatch(/<script|<svg|\bon\w+=|javascript:|evil\.example\.com/i);
      expect(html).toContain('<strong>đậm</strong>');
      expect(html).toContain('<img src="https://cdn.example.com/a.png"');
    }
    // And the preview shows the same inert text.
    const preview = (await (await as('editor')).post.adminGet({ id: created.id })).preview;
    expect(preview.vi.content).not.toMatch(/<script|\bon\w+=|javascript:/i);
  });
});

describe('drafts and scheduled articles', () => {
  /** Everything a visitor can reach about a post, by its slug. */
  async function publicTraces(slug: string) {
    const vi = await as('visitor');
    const list = await vi.post.list({ kind: 'article', pageSize: 100 });
    const sidebar = await vi.post.sidebar();
    const bySlug = await refusal(vi.post.bySlug({ slug })).catch(() => 'shown');
    const comments = await refusal(vi.comment.list({ postSlug: slug })).catch(() => 'shown');
    const comment = await refusal(vi.comment.create({ postSlug: slug, name: 'Khách', email: 'khach@example.com', content: 'Hay quá', anonymous: false })).catch(() => 'shown');
    const sitemap = await buildSitemap(database.db, 'https://example.com', site);
    const head = await resolveSeo(database.db, site, `/bai-viet/${slug}`, 'vi', 'https://example.com');
    return {
      inList: list.items.some((item) => item.slug === slug),
      inSidebar: sidebar.popular.some((item) => item.slug === slug),
      categoryCount: sidebar.featuredCategories.find((category) => category.slug === 'kinh-nghiem')?.postCount,
      bySlug: typeof bySlug === 'string' ? bySlug : bySlug.code,
      comments: typeof comments === 'string' ? comments : comments.code,
      comment: typeof comment === 'string' ? comment : comment.code,
      inSitemap: sitemap.includes(`/bai-viet/${slug}<`),
      headFound: head.status === 200,
    };
  }

  it('a draft is nowhere public, and the console still shows and previews it', async () => {
    const countBefore = (await publicTraces('bai-cu')).categoryCount;
    const draft = await (await as('editor')).post.create(article({ status: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(await publicTraces(draft.slug)).toEqual({
      inList: false, inSidebar: false, categoryCount: countBefore, bySlug: 'NOT_FOUND', comments: 'NOT_FOUND', comment: 'NOT_FOUND', inSitemap: false, headFound: false,
    });
    const opened = await (await as('editor', 'en')).post.adminGet({ id: draft.id });
    expect(opened.status).toBe('draft');
    expect(opened.preview.en).toMatchObject({ title: 'Cloud season', authorName: 'Communications team', tags: ['cloud hunting'] });
  });

  it('a scheduled article is nowhere public before its time, and everywhere once it has come, without any other change', async () => {
    const scheduled = await (await as('editor')).post.create(article({ status: 'scheduled', publishAt: inOneHour() }));
    expect(scheduled.status).toBe('scheduled');
    const hidden = await publicTraces(scheduled.slug);
    expect(hidden).toMatchObject({ inList: false, inSidebar: false, bySlug: 'NOT_FOUND', comments: 'NOT_FOUND', comment: 'NOT_FOUND', inSitemap: false, headFound: false });
    // Its time comes (the clock moves past it).
    await database.db.update(posts).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(posts.id, scheduled.id));
    const shown = await publicTraces(scheduled.slug);
    expect(shown).toMatchObject({ inList: true, inSidebar: true, bySlug: 'shown', comments: 'shown', inSitemap: true, headFound: true });
    expect(shown.categoryCount).toBe((hidden.categoryCount ?? 0) + 1);
  });

  it('refuses a scheduled time already past, in the reader\'s language', async () => {
    const past = dateToVietnamLocal(new Date(Date.now() - 60_000).toISOString());
    const answer = await refusal((await as('editor', 'en')).post.create(article({ status: 'scheduled', publishAt: past })));
    expect(answer).toEqual({ code: 'BAD_REQUEST', message: 'The publishing time must be in the future' });
    expect(await refusal((await as('editor')).post.create(article({ status: 'scheduled', publishAt: undefined })))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('publishing a draft makes it public at once, with its date of publishing', async () => {
    const editor = await as('editor');
    const draft = await editor.post.create(article({ status: 'draft' }));
    const before = Date.now();
    await editor.post.update({ id: draft.id, article: article({ slug: draft.slug, status: 'published' }) });
    const shown = await (await as('visitor')).post.bySlug({ slug: draft.slug });
    expect(Date.parse(shown.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('both languages', () => {
  it('readers see the English title, tags and author in English, and the Vietnamese where English is missing', async () => {
    const created = await (await as('editor')).post.create(
      article({ tags: [{ vi: 'ẩm thực', en: 'food' }, { vi: 'cá hồi', en: '' }], authorName: { vi: 'Thu Hà', en: '' } }),
    );
    const en = await (await as('visitor', 'en')).post.bySlug({ slug: created.slug });
    expect(en).toMatchObject({ title: 'Cloud season', tags: ['food', 'cá hồi'], authorName: 'Thu Hà' });
    const vi = await (await as('visitor', 'vi')).post.bySlug({ slug: created.slug });
    expect(vi).toMatchObject({ title: 'Mùa mây', tags: ['ẩm thực', 'cá hồi'], authorName: 'Thu Hà' });
    const [row] = await database.db.select({ tags: posts.tags, authorName: posts.authorName }).from(posts).where(eq(posts.id, created.id));
    // An empty English text is "not translated", not an empty English text.
    expect(row).toEqual({ tags: [{ vi: 'ẩm thực', en: 'food' }, { vi: 'cá hồi' }], authorName: { vi: 'Thu Hà' } });
  });
});

describe('refused input changes nothing', () => {
  it.each([
    ['vi', 'Đường dẫn "bai-cu" đã được một bài viết khác dùng. Vui lòng chọn đường dẫn khác'],
    ['en', 'The address "bai-cu" is already used by another article. Please choose another one'],
  ] as const)('a slug another article has is refused in %s', async (locale, message) => {
    const before = { posts: await postCount(), log: (await logRows()).length };
    expect(await refusal((await as('editor', locale)).post.create(article({ slug: 'bai-cu' })))).toEqual({ code: 'CONFLICT', message });
    const own = await (await as('editor')).post.create(article());
    expect(await refusal((await as('editor', locale)).post.update({ id: own.id, article: article({ slug: 'bai-cu' }) }))).toMatchObject({ code: 'CONFLICT' });
    expect((await postCount()) - before.posts).toBe(1);
  });

  it('two editors saving the same new slug at once: one article, one refusal', async () => {
    const editor = await as('editor');
    const input = article();
    const results = await Promise.allSettled([editor.post.create(input), editor.post.create(input)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'CONFLICT' });
  });

  it.each([
    ['a title over the limit', { title: { vi: 'x'.repeat(201) } }],
    ['a body over the limit', { content: { vi: `<p>${'x'.repeat(ARTICLE_BODY_MAX)}</p>` } }],
    ['too many tags', { tags: Array.from({ length: ARTICLE_TAGS_MAX + 1 }, (_, i) => ({ vi: `thẻ ${i}` })) }],
    ['a tag over the limit', { tags: [{ vi: 'x'.repeat(41) }] }],
    ['no Vietnamese title', { title: { vi: '  ', en: 'Only English' } }],
    ['a slug with spaces', { slug: 'bai viet' }],
    ['half of a UTF-16 pair (which jsonb cannot store)', { title: { vi: 'Mây \ud800' } }],
    ['half of a UTF-16 pair in an English tag', { tags: [{ vi: 'mây', en: '\udc00' }] }],
    ['an unknown kind', { kind: 'advert' as 'article' }],
    ['an unknown status', { status: 'live' as 'published' }],
  ])('%s is refused', async (_name, overrides) => {
    const before = { posts: await postCount(), log: (await logRows()).length };
    expect(await refusal((await as('editor')).post.create(article(overrides)))).toMatchObject({ code: 'BAD_REQUEST' });
    expect({ posts: await postCount(), log: (await logRows()).length }).toEqual(before);
  });

  it.each([
    ['an image no page shows', '/uploads/not-ours.jpg', 'Hãy chọn một ảnh đã tải lên'],
    ['an upload nobody stored', `/uploads/${randomUUID()}.jpg`, 'Hãy chọn một ảnh đã tải lên'],
    ['an image elsewhere', 'https://evil.example.com/a.jpg', 'Hãy chọn một ảnh đã tải lên'],
  ])('a cover that is %s is refused at its field', async (_name, coverImageUrl, message) => {
    expect(await refusal((await as('editor')).post.create(article({ coverImageUrl })))).toEqual({ code: 'BAD_REQUEST', message });
    await expect((await as('editor')).post.create(article({ coverImageUrl }))).rejects.toHaveProperty(['cause', 'issues', 0, 'path', 0], 'coverImageUrl');
  });

  it('a gallery photo or a photo staff uploaded may be the cover', async () => {
    expect((await (await as('editor')).post.create(article({ coverImageUrl: GALLERY_PHOTO }))).status).toBe('published');
    const id = randomUUID();
    await database.db.insert(uploads).values({ id, purpose: 'staff', fileName: `${id}.jpg`, mimeType: 'image/jpeg', size: 1000, sha256: '0'.repeat(64), width: 1600, height: 900 });
    expect((await (await as('editor')).post.create(article({ coverImageUrl: `/uploads/${id}.jpg` }))).status).toBe('published');
  });

  it('an unknown category is refused', async () => {
    expect(await refusal((await as('editor')).post.create(article({ categorySlug: 'khong-co' })))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('an unknown article is not found', async () => {
    expect(await refusal((await as('editor')).post.update({ id: 999_999, article: article() }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the staff log', () => {
  it('keeps a new article with its values, and a change with only the fields it changed, before and after', async () => {
    const editor = await as('editor');
    const input = article({ status: 'draft' });
    const created = await editor.post.create(input);
    const [createdLog] = (await logRows()).slice(-1);
    expect(createdLog).toMatchObject({ actorId: editorId, action: 'post.create', subjectKind: 'post', subjectId: created.id, before: null });
    expect(createdLog!.after).toMatchObject({ slug: created.slug, isPublished: false, title: { vi: 'Mùa mây', en: 'Cloud season' } });

    await editor.post.update({ id: created.id, article: { ...input, title: { vi: 'Mùa mây mới', en: 'Cloud season' }, tags: [{ vi: 'mây', en: 'clouds' }] } });
    const [updatedLog] = (await logRows()).slice(-1);
    expect(updatedLog).toMatchObject({
      action: 'post.update',
      subjectId: created.id,
      before: { title: { vi: 'Mùa mây', en: 'Cloud season' }, tags: [{ vi: 'săn mây', en: 'cloud hunting' }] },
      after: { title: { vi: 'Mùa mây mới', en: 'Cloud season' }, tags: [{ vi: 'mây', en: 'clouds' }] },
    });
    expect(Object.keys(updatedLog!.after as object).sort()).toEqual(['tags', 'title']);
  });

  it('saving without a change writes nothing', async () => {
    const editor = await as('editor');
    const input = article({ status: 'draft' });
    const created = await editor.post.create(input);
    const count = (await logRows()).length;
    await editor.post.update({ id: created.id, article: input });
    expect((await logRows()).length).toBe(count);
  });
});

describe('the migration to translatable tags and authors', () => {
  it('keeps every existing tag and author name, as the Vietnamese text, in order', async () => {
    // The migrations as they were before it, then a post written the old way, then the rest.
    const before = mkdtempSync(path.join(os.tmpdir(), 'sf-migrations-'));
    cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === '0011_translatable_post_tags');
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const old = await openPglite();
    try {
      await old.migrate(before);
      await old.db.execute(sql`
        INSERT INTO posts (slug, kind, title, excerpt, content, cover_image_url, author_name, tags)
        VALUES ('cu', 'article', '{"vi":"Cũ"}', '{"vi":"x"}', '{"vi":"<p>x</p>"}', '/seed-media/a.svg', 'Lan Anh', '["cáp treo","kinh nghiệm"]')`);
      await old.migrate(MIGRATIONS_DIR);
      const [row] = await old.db.select({ authorName: posts.authorName, tags: posts.tags }).from(posts).where(eq(posts.slug, 'cu'));
      expect(row).toEqual({ authorName: { vi: 'Lan Anh' }, tags: [{ vi: 'cáp treo' }, { vi: 'kinh nghiệm' }] });
      const shown = await (await callerFor(old.db, { locale: 'en' })).post.bySlug({ slug: 'cu' });
      expect(shown).toMatchObject({ authorName: 'Lan Anh', tags: ['cáp treo', 'kinh nghiệm'] });
    } finally {
      await old.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
