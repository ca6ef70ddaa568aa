/**
 * A flood of comments, reviews, price quotes or newsletter sign-ups from one address is refused
 * past the limit with a localised 429, stores nothing more, and leaves other addresses alone.
 */
import { TRPCError } from '@trpc/server';
import { count } from 'drizzle-orm';
import { comments, newsletterSubscribers, posts, quotes, reviews } from '../../db/schema';
import { SUBMISSIONS_PER_WINDOW } from '../../lib/submission-limit';
import { callerFor } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(posts).values({
    slug: 'hello',
    kind: 'article',
    title: { vi: 'Xin chào' },
    excerpt: { vi: 'x' },
    content: { vi: '<p>x</p>' },
    coverImageUrl: '/seed-media/a.svg',
    authorName: { vi: 'Lan' },
  });
}, 60_000);
afterAll(() => database.destroy());

type Caller = Awaited<ReturnType<typeof callerFor>>;

const kinds: [string, (caller: Caller, n: number) => Promise<unknown>, () => Promise<number>][] = [
  [
    'comments',
    (caller, n) => caller.comment.create({ postSlug: 'hello', name: 'Minh', email: `minh${n}@example.com`, content: `Bình luận ${n}`, anonymous: false }),
    async () => (await database.db.select({ n: count() }).from(comments))[0]!.n,
  ],
  [
    'reviews',
    (caller, n) => caller.review.create({ authorName: 'Lan', rating: 5, content: `Tuyệt ${n}`, serviceType: 'cable-car', visitDate: '2025-01-02' }),
    async () => (await database.db.select({ n: count() }).from(reviews))[0]!.n,
  ],
  [
    'price quotes',
    (caller, n) => caller.quote.create({ fullName: 'Lan', email: `lan${n}@example.com`, phone: '0912345678', country: 'Việt Nam' }),
    async () => (await database.db.select({ n: count() }).from(quotes))[0]!.n,
  ],
  [
    'newsletter sign-ups',
    (caller, n) => caller.newsletter.subscribe({ email: `reader${n}@example.com` }),
    async () => (await database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n,
  ],
];

describe.each(kinds)('%s', (_kind, submit, stored) => {
  it('are refused past the limit per address, in the request language, storing nothing more', async () => {
    const ip = '203.0.113.9';
    const flooder = await callerFor(database.db, { ip, locale: 'en' });
    const before = await stored();
    for (let n = 0; n < SUBMISSIONS_PER_WINDOW; n++) await submit(flooder, n);
    expect(await stored()).toBe(before + SUBMISSIONS_PER_WINDOW);

    const refused = await submit(flooder, 99).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('TOO_MANY_REQUESTS');
    expect((refused as TRPCError).message).toBe('Too many submissions. Please try again in 10 minutes');
    const inVietnamese = await submit(await callerFor(database.db, { ip, locale: 'vi' }), 98).catch((error: unknown) => error);
    expect((inVietnamese as TRPCError).message).toBe('Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút');
    expect(await stored()).toBe(before + SUBMISSIONS_PER_WINDOW);

    // Someone else, at another address, is not held back by the flood.
    await submit(await callerFor(database.db, { ip: '198.51.100.7' }), 100);
    expect(await stored()).toBe(before + SUBMISSIONS_PER_WINDOW + 1);
  });
});
