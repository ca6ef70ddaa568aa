/**
 * Article views are counted from the reader's page, once per reader and article in a while, and
 * written together: reading an article writes nothing, so its document, and every other, can be
 * sent again as it was (api/src/http/document-cache.ts).
 */
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { dataVersion } from '../../db/data-version';
import { postViewsOf } from '../../content/post-views';
import { callerFor } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(posts).values([
    { slug: 'read-me', kind: 'article', title: { vi: 'Đọc tôi' }, excerpt: { vi: 'x' }, content: { vi: '<p>x</p>' }, coverImageUrl: '/seed-media/a.svg', authorName: { vi: 'Lan' } },
  ]);
}, 60_000);
afterAll(() => database.destroy());

const views = async () => (await database.db.select({ viewCount: posts.viewCount }).from(posts).where(eq(posts.slug, 'read-me')))[0]!.viewCount;

it('writes nothing when an article is read', async () => {
  // Other databases of a shared PostgreSQL may write meanwhile; on the embedded one nothing else does.
  if (process.env.DATABASE_URL !== undefined) return;
  const before = await dataVersion(database.db);
  const reader = await callerFor(database.db);
  await reader.post.bySlug({ slug: 'read-me' });
  await reader.post.bySlug({ slug: 'read-me' });
  expect(await dataVersion(database.db)).toBe(before);
});

it('counts a reader once per article until the counts are written, then adds them up', async () => {
  const start = await views();
  const lan = await callerFor(database.db, { ip: '203.0.113.1' });
  const minh = await callerFor(database.db, { ip: '203.0.113.2' });
  await Promise.all([lan.post.recordView({ slug: 'read-me' }), lan.post.recordView({ slug: 'read-me' }), minh.post.recordView({ slug: 'read-me' })]);
  // Not written yet: the counts go together.
  expect(await views()).toBe(start);
  await postViewsOf(database.db).flush();
  expect(await views()).toBe(start + 2);
  // A new period: Lan reads it again.
  await lan.post.recordView({ slug: 'read-me' });
  await postViewsOf(database.db).flush();
  expect(await views()).toBe(start + 3);
});

it('refuses a view of an article that does not exist, and counts nothing', async () => {
  const reader = await callerFor(database.db);
  await expect(reader.post.recordView({ slug: 'no-such-article' })).rejects.toMatchObject({ code: 'NOT_FOUND' } satisfies Partial<TRPCError>);
  await expect(reader.post.recordView({ slug: '../../etc' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
});
