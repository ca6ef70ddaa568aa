/** The content team's API rules: moderation, threaded comments, sanitised article bodies. */
import { TRPCError } from '@trpc/server';
import { comments, posts, reviews } from '../../db/schema';
import { sanitizeArticleHtml } from '../../content/article-html';
import { callerFor, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(posts).values([
    { slug: 'hello', kind: 'article', title: { vi: 'Xin chào', en: 'Hello' }, excerpt: { vi: 'Tóm tắt' }, content: { vi: '<p>Nội dung</p>' }, coverImageUrl: '/seed-media/a.svg', authorName: { vi: 'Lan' } },
    {
      slug: 'hostile',
      kind: 'article',
      title: { vi: 'Độc hại' },
      excerpt: { vi: 'x' },
      content: { vi: '<p onclick="steal()">Chữ <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(2)"><iframe src="https://evil.example.com/x"></iframe>' },
      coverImageUrl: '/seed-media/b.svg',
      authorName: { vi: 'Lan' },
    },
  ]);
}, 60_000);
afterAll(() => database.destroy());

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

describe('comments', () => {
  it('stores a new comment as pending and lists only approved ones', async () => {
    const visitor = await callerFor(database.db);
    const created = await visitor.comment.create({ postSlug: 'hello', name: 'Minh', email: 'minh@example.com', content: 'Đẹp quá', anonymous: false });
    expect(created).toEqual({ id: expect.any(Number), status: 'pending' });
    expect((await visitor.comment.list({ postSlug: 'hello' })).items).toEqual([]);

    const staff = await userWithToken(database.db, 'staff');
    await (await callerFor(database.db, { token: staff.token })).moderation.decide({ kind: 'comment', id: created.id, approve: true });
    const listed = await visitor.comment.list({ postSlug: 'hello' });
    expect(listed.items.map((comment) => comment.content)).toEqual(['Đẹp quá']);
    expect(JSON.stringify(listed)).not.toContain('minh@example.com');
  });

  it('threads approved replies under their parent and keeps markup as the text it is', async () => {
    const visitor = await callerFor(database.db);
    const [parent] = await database.db
      .insert(comments)
      .values({ postId: (await database.db.select({ id: posts.id }).from(posts))[0]!.id, name: 'A', email: 'a@example.com', content: 'Gốc', status: 'approved' })
      .returning({ id: comments.id });
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const reply = await visitor.comment.create({ postSlug: 'hello', parentId: parent!.id, content: hostile, anonymous: true });
    const pendingReply = await visitor.comment.create({ postSlug: 'hello', parentId: parent!.id, content: 'Chưa duyệt', anonymous: true });
    const staff = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token });
    await staff.moderation.decide({ kind: 'comment', id: reply.id, approve: true });

    const { items } = await visitor.comment.list({ postSlug: 'hello' });
    const root = items.find((comment) => comment.id === parent!.id)!;
    expect(root.replies).toEqual([expect.objectContaining({ id: reply.id, content: hostile, name: null, anonymous: true, replies: [] })]);
    expect(JSON.stringify(items)).not.toContain('Chưa duyệt');
    expect(pendingReply.status).toBe('pending');
  });

  it('refuses a reply to a comment of another post, and a comment without content or identity', async () => {
    const visitor = await callerFor(database.db);
    expect(await codeOf(visitor.comment.create({ postSlug: 'hostile', parentId: 1, content: 'x', anonymous: true }))).toBe('BAD_REQUEST');
    expect(await codeOf(visitor.comment.create({ postSlug: 'hello', content: ' ', anonymous: true }))).toBe('BAD_REQUEST');
    expect(await codeOf(visitor.comment.create({ postSlug: 'hello', content: 'x', anonymous: false }))).toBe('BAD_REQUEST');
  });
});

describe('reviews', () => {
  it('hides pending and rejected reviews from the list and its summary', async () => {
    const visitor = await callerFor(database.db);
    const review = { authorName: 'Kenji', rating: 5, content: 'Great', serviceType: 'cable-car' as const, visitDate: '2025-03-01' };
    const approved = await visitor.review.create(review);
    const rejected = await visitor.review.create({ ...review, authorName: 'Spam', rating: 1 });
    await visitor.review.create({ ...review, authorName: 'Waiting', rating: 2 });
    const staff = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token });
    await staff.moderation.decide({ kind: 'review', id: approved.id, approve: true });
    await staff.moderation.decide({ kind: 'review', id: rejected.id, approve: false });

    const list = await visitor.review.list({});
    expect(list.items.map((item) => item.authorName)).toEqual(['Kenji']);
    expect(list.summary).toMatchObject({ average: 5, count: 1 });
    expect(await database.db.select().from(reviews)).toHaveLength(3);
  });
});

describe('article bodies', () => {
  it('strip scripts, event handlers, javascript: URLs and foreign frames', () => {
    const clean = sanitizeArticleHtml('<p onmouseover="x()">a<script>bad()</script></p><a href="javascript:alert(1)">b</a><img src="data:image/png;base64,AAA"><iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.example.com"></iframe>');
    expect(clean).not.toMatch(/script|onmouseover|javascript:|data:|evil/i);
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('https://www.youtube.com/embed/abc');
  });

  it('come out of post.bySlug sanitised even when stored dirty', async () => {
    const post = await (await callerFor(database.db)).post.bySlug({ slug: 'hostile' });
    expect(post.content).not.toMatch(/<script|onclick|onerror|javascript:|evil\.example/i);
    expect(post.content).toContain('Chữ');
    expect(post.content).toContain('https://cdn.example.com/a.png');
  });
});
