/**
 * Public lists are bounded: the comments of an article come a page at a time (a flooded article
 * never answers with thousands of rows), and an oversized page is refused.
 */
import { TRPCError } from '@trpc/server';
import { comments, galleryItems, posts } from '../../db/schema';
import { WHOLE_LIST_LIMIT } from '../../lib/list-limits';
import { callerFor } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const [post] = await database.db
    .insert(posts)
    .values({ slug: 'dong', kind: 'article', title: { vi: 'Đông' }, excerpt: { vi: 'x' }, content: { vi: '<p>x</p>' }, coverImageUrl: '/seed-media/a.svg', authorName: { vi: 'Lan' } })
    .returning({ id: posts.id });
  const rows = await database.db
    .insert(comments)
    .values(Array.from({ length: 120 }, (_, index) => ({ postId: post!.id, name: `N${index + 1}`, anonymous: false, content: `c${index + 1}`, status: 'approved' as const, createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) })))
    .returning({ id: comments.id });
  // A reply to the first comment, written last.
  await database.db.insert(comments).values({ postId: post!.id, parentId: rows[0]!.id, name: 'R', anonymous: false, content: 'reply', status: 'approved', createdAt: new Date(Date.UTC(2025, 0, 2)) });
}, 60_000);
afterAll(() => database.destroy());

describe('comment.list', () => {
  it('answers a page of comments, oldest first, with the total of the whole thread', async () => {
    const visitor = await callerFor(database.db);
    const first = await visitor.comment.list({ postSlug: 'dong' });
    expect(first.total).toBe(121);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.content).toBe('c1');
    const last = await visitor.comment.list({ postSlug: 'dong', page: 3 });
    expect(last.items.map((item) => item.content)).toEqual([...Array.from({ length: 20 }, (_, index) => `c${index + 101}`), 'reply']);
  });

  it('refuses a page of more than 100 comments', async () => {
    const refused = await (await callerFor(database.db)).comment.list({ postSlug: 'dong', pageSize: 101 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
  });
});

describe('lists shown whole', () => {
  it('read at most WHOLE_LIST_LIMIT rows however many are stored', async () => {
    await database.db.insert(galleryItems).values(
      Array.from({ length: WHOLE_LIST_LIMIT + 5 }, (_, index) => ({ kind: 'photo' as const, title: { vi: `Ảnh ${index}` }, imageUrl: '/seed-media/g.svg', sortOrder: index })),
    );
    const visitor = await callerFor(database.db);
    expect(await visitor.gallery.list()).toHaveLength(WHOLE_LIST_LIMIT);
  });
});
