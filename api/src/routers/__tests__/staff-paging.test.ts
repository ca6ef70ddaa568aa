/**
 * The staff queues answer a page at a time ({ items, total }, at most 50 items), so a flooded
 * queue never turns into one unbounded read; a larger page size is a localised validation error.
 */
import { comments, posts, quotes, reviews, staffActions } from '../../db/schema';
import { buildServer } from '../../server';
import { callerFor, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
let staffToken: string;
let staffId: number;
const at = (minute: number) => new Date(Date.UTC(2025, 6, 1, 3, minute));

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  ({ token: staffToken, id: staffId } = await userWithToken(db, 'staff'));
  const [post] = await db
    .insert(posts)
    .values({ slug: 'mua-he', kind: 'article', title: { vi: 'Mùa hè' }, excerpt: { vi: 'x' }, content: { vi: '<p>x</p>' }, coverImageUrl: '/seed-media/a.svg', authorName: { vi: 'Lan' } })
    .returning({ id: posts.id });
  // Comments at minutes 1, 3, 5 and reviews at 2, 4, interleaved in time.
  await db.insert(comments).values([1, 3, 5].map((minute) => ({ postId: post!.id, name: `C${minute}`, anonymous: false, content: `comment ${minute}`, status: 'pending' as const, createdAt: at(minute) })));
  await db.insert(reviews).values(
    [2, 4].map((minute) => ({ authorName: `R${minute}`, rating: 5, content: `review ${minute}`, serviceType: 'cable-car', visitDate: '2025-06-30', locale: 'vi', status: 'pending' as const, createdAt: at(minute) })),
  );
  await db.insert(quotes).values([1, 2, 3].map((minute) => ({ fullName: `Q${minute}`, email: 'q@example.vn', phone: '0905000111', country: 'VN', createdAt: at(minute) })));
  await db.insert(staffActions).values([1, 2, 3].map((minute) => ({ actorId: staffId, action: 'quote.handled' as const, subjectKind: 'quote' as const, subjectId: minute, createdAt: at(minute) })));
}, 60_000);
afterAll(() => database.destroy());

const staff = (locale: 'vi' | 'en' = 'vi') => callerFor(database.db, { token: staffToken, locale });

describe('moderation.queue', () => {
  it('pages pending comments and reviews together, newest first, with the total', async () => {
    const caller = await staff();
    const first = await caller.moderation.queue({ pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((item) => `${item.kind} ${item.content}`)).toEqual(['comment comment 5', 'review review 4']);
    const last = await caller.moderation.queue({ page: 3, pageSize: 2 });
    expect(last.items.map((item) => item.content)).toEqual(['comment 1']);
    expect((await caller.moderation.queue()).items).toHaveLength(5);
  });
});

describe('quote.inbox', () => {
  it('pages requests newest first, with the total', async () => {
    const page = await (await staff()).quote.inbox({ page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, items: [{ fullName: 'Q1' }] });
  });
});

describe('staffLog.list', () => {
  it('pages the history newest first, with the total', async () => {
    const page = await (await staff()).staffLog.list({ subjectKind: 'quote', pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => entry.subjectId)).toEqual([3, 2]);
  });
});

describe.each(['moderation.queue', 'quote.inbox', 'staffLog.list'])('%s', (procedure) => {
  it('refuses a page of more than 50 items, in the request language', async () => {
    const app = await buildServer({ db: database.db, publicUrl: 'https://mayngan.example', distDir: '/nonexistent', uploadsDir: '/nonexistent', seedMediaDir: '/nonexistent', logLevel: 'silent' });
    try {
      for (const [locale, message] of [['en', 'Maximum value is 50'], ['vi', 'Giá trị tối đa là 50']]) {
        const response = await app.inject({
          url: `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ pageSize: 51 }))}`,
          headers: { authorization: `Bearer ${staffToken}`, 'x-locale': locale! },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: { message, data: { code: 'BAD_REQUEST', fieldErrors: { pageSize: [message] } } } });
      }
    } finally {
      await app.close();
    }
  });
});
