/**
 * Stored rich text (product, service and ticket descriptions, article bodies) is rendered as HTML
 * in every reader's browser, so whatever a row holds leaves the API through the article allow-list:
 * no script, no event handler, no javascript: URL, in either language.
 */
import { categories, posts, products, services, ticketTypes } from '../../db/schema';
import { callerFor } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

const HOSTILE =
  '<p onclick="steal()">Mô tả <a href="javascript:alert(1)">link</a> <strong>đậm</strong></p>' +
  '<script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(2)"><iframe src="https://evil.example.com/x"></iframe>';
const hostile = { vi: HOSTILE, en: HOSTILE.replace('Mô tả', 'Description') };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'qua-tang', name: { vi: 'Quà tặng' }, description: { vi: 'x' }, imageUrl: '/seed-media/c.svg' })
    .returning({ id: categories.id });
  await db.insert(products).values({ slug: 'doc-hai', categoryId: category!.id, name: { vi: 'Độc hại' }, summary: { vi: 'x' }, description: hostile, price: 1000, imageUrl: '/seed-media/p.svg' });
  await db.insert(services).values({ slug: 'doc-hai', name: { vi: 'Độc hại' }, summary: { vi: 'x' }, description: hostile, imageUrl: '/seed-media/s.svg', serviceType: 'tour' });
  await db.insert(ticketTypes).values({ slug: 'doc-hai', name: { vi: 'Độc hại' }, summary: { vi: 'x' }, description: hostile, imageUrl: '/seed-media/t.svg', defaultDailyCapacity: 100 });
  await db.insert(posts).values({ slug: 'doc-hai', kind: 'article', title: { vi: 'Độc hại' }, excerpt: { vi: 'x' }, content: hostile, coverImageUrl: '/seed-media/a.svg', authorName: { vi: 'Lan' } });
}, 60_000);
afterAll(() => database.destroy());

function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\bon\w+=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toContain('evil.example.com');
  // Formatting survives.
  expect(html).toContain('<strong>đậm</strong>');
}

describe.each(['vi', 'en'] as const)('rich text read in %s', (locale) => {
  it.each([
    ['a product description', async () => (await (await callerFor(database.db, { locale })).product.bySlug({ slug: 'doc-hai' })).description],
    ['a service description', async () => (await (await callerFor(database.db, { locale })).service.bySlug({ slug: 'doc-hai' })).description],
    ['a ticket description', async () => (await (await callerFor(database.db, { locale })).ticket.bySlug({ slug: 'doc-hai' })).description],
    ['an article body', async () => (await (await callerFor(database.db, { locale })).post.bySlug({ slug: 'doc-hai' })).content],
  ])('%s leaves the API without script or event handlers', async (_name, read) => {
    expectInert(await read());
  });
});
