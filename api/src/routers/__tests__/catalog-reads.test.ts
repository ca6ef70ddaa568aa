/**
 * The hot public reads: product.list (one statement for the page and its total) and
 * ticket.availability (one statement unless expired holds must be released first).
 */
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { placeOrder } from '../../commerce/place-order';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { categories, orders, products, ticketInventory } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import { callerFor } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';

let database: TestDatabase;
let giftsId: number;
let ticketTypeId: number;


beforeAll(async () => {
  database = await createTestDatabase();
  ({ ticketTypeId } = await seedCommerce(database, 50)); // ticket type "ve-cap-treo" (50 seats a day); product "ao-thun" in "qua-tang"
  const { db } = database;
  const [gifts] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'qua-tang'));
  giftsId = gifts!.id;
  const [drinks] = await db.insert(categories).values({ slug: 'do-uong', name: { vi: 'Đồ uống', en: 'Drinks' }, description: { vi: '' }, imageUrl: '' }).returning();
  const product = (slug: string, categoryId: number, name: { vi: string; en?: string }, price: number, more: Partial<typeof products.$inferInsert> = {}) => ({
    slug,
    categoryId,
    name,
    summary: { vi: `Tóm tắt ${slug}` },
    description: { vi: '' },
    price,
    imageUrl: `/seed-media/${slug}.svg`,
    ...more,
  });
  await db.insert(products).values([
    product('tra-xanh', drinks!.id, { vi: 'Trà xanh', en: 'Green tea' }, 50_000, { isFeatured: true, sortOrder: 2 }),
    product('ca-phe', drinks!.id, { vi: 'Cà phê', en: 'Coffee' }, 40_000, { isFeatured: true, sortOrder: 1, compareAtPrice: 60_000 }),
    product('giam-50', giftsId, { vi: 'Nón giảm 50%', en: 'Hat 50% off' }, 90_000, { sortOrder: 3 }),
    product('nuoc-suoi', drinks!.id, { vi: 'Nước suối' }, 10_000, { sortOrder: 4 }),
    product('an-di', giftsId, { vi: 'Ẩn đi' }, 1_000, { isActive: false }),
  ]);
}, 60_000);
afterAll(() => database.destroy());

describe('product.list', () => {
  const slugs = (result: { items: { slug: string }[] }) => result.items.map((item) => item.slug);

  it('lists active products, featured first, with the total and the card fields', async () => {
    const visitor = await callerFor(database.db);
    const result = await visitor.product.list();
    expect(slugs(result)).toEqual(['ca-phe', 'tra-xanh', 'ao-thun', 'giam-50', 'nuoc-suoi']);
    expect(result).toMatchObject({ total: 5, page: 1, pageSize: 12 });
    expect(result.items[0]).toEqual({
      id: expect.any(Number),
      slug: 'ca-phe',
      name: 'Cà phê',
      summary: 'Tóm tắt ca-phe',
      price: 40_000,
      compareAtPrice: 60_000,
      onSale: true,
      imageUrl: '/seed-media/ca-phe.svg',
      isFeatured: true,
      isNew: false,
      category: { slug: 'do-uong', name: 'Đồ uống' },
    });
  });

  it('filters by category and by search text, LIKE wildcards taken literally', async () => {
    const visitor = await callerFor(database.db, { locale: 'en' });
    const drinks = await visitor.product.list({ categorySlug: 'do-uong' });
    expect(slugs(drinks)).toEqual(['ca-phe', 'tra-xanh', 'nuoc-suoi']);
    expect(drinks.total).toBe(3);
    expect(drinks.items[0]!.category).toEqual({ slug: 'do-uong', name: 'Drinks' });
    expect(slugs(await visitor.product.list({ q: 'coffee' }))).toEqual(['ca-phe']);
    expect(slugs(await visitor.product.list({ q: 'trà' }))).toEqual(['tra-xanh']);
    expect(await visitor.product.list({ q: '50%' })).toMatchObject({ total: 1, items: [{ slug: 'giam-50' }] });
    expect(await visitor.product.list({ q: '_' })).toMatchObject({ total: 0, items: [] });
    expect(await visitor.product.list({ categorySlug: 'do-uong', q: 'xanh' })).toMatchObject({ total: 1, items: [{ slug: 'tra-xanh' }] });
    expect(await visitor.product.list({ categorySlug: 'khong-co' })).toMatchObject({ total: 0, items: [] });
  });

  it('sorts by price either way and by name in the request language', async () => {
    const english = await callerFor(database.db, { locale: 'en' });
    expect(slugs(await english.product.list({ sort: 'price-asc' }))).toEqual(['nuoc-suoi', 'ca-phe', 'tra-xanh', 'giam-50', 'ao-thun']);
    expect(slugs(await english.product.list({ sort: 'price-desc' }))).toEqual(['ao-thun', 'giam-50', 'tra-xanh', 'ca-phe', 'nuoc-suoi']);
    // English names where there are, else Vietnamese: Coffee, Green tea, Hat…, Nước suối, T-shirt.
    expect(slugs(await english.product.list({ sort: 'name' }))).toEqual(['ca-phe', 'tra-xanh', 'giam-50', 'nuoc-suoi', 'ao-thun']);
  });

  it('pages, and still tells the total on a page past the end', async () => {
    const visitor = await callerFor(database.db);
    const page = (n: number) => visitor.product.list({ sort: 'price-asc', pageSize: 2, page: n });
    expect(await page(1)).toMatchObject({ total: 5, page: 1, pageSize: 2, items: [{ slug: 'nuoc-suoi' }, { slug: 'ca-phe' }] });
    expect(await page(3)).toMatchObject({ total: 5, page: 3, items: [{ slug: 'ao-thun' }] });
    expect(await page(4)).toEqual({ total: 5, page: 4, pageSize: 2, items: [] });
    expect(await visitor.product.list({ categorySlug: 'do-uong', page: 2 })).toEqual({ total: 3, page: 2, pageSize: 12, items: [] });
  });

  it('sees a change made through another connection pool at once (two API instances, one PostgreSQL)', async () => {
    if (database.driver !== 'pg') return; // an in-memory PGlite cannot be opened twice
    const other = await database.reopen();
    try {
      const visitor = await callerFor(database.db);
      const before = await visitor.product.list({ categorySlug: 'qua-tang' });
      await other.db.insert(products).values({ slug: 'moc-khoa', categoryId: giftsId, name: { vi: 'Móc khóa' }, summary: { vi: '' }, description: { vi: '' }, price: 20_000, imageUrl: '' });
      const after = await visitor.product.list({ categorySlug: 'qua-tang' });
      expect(after.total).toBe(before.total + 1);
      expect(slugs(after)).toContain('moc-khoa');
      expect((await (await callerFor(other.db)).product.list({ categorySlug: 'qua-tang' })).total).toBe(after.total);
    } finally {
      await other.db.delete(products).where(eq(products.slug, 'moc-khoa'));
      await other.close();
    }
  });
});

describe('ticket.availability', () => {
  const today = todayInVietnam();
  const from = addDays(today, 3);
  const to = addDays(today, 5);
  const deps = (now: Date): CheckoutDeps => ({ db: database.db, locale: 'vi', ip: '127.0.0.1', vnpay: sandboxGateway('http://127.0.0.1:8080'), now: () => now });
  const holdSeats = (adults: number, now: Date) =>
    placeOrder(deps(now), {
      items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: addDays(today, 4), quantities: { adult: adults, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách', phone: '0912345678', email: 'khach@example.vn' },
      paymentMethod: 'vnpay',
      idempotencyKey: `availability-${adults}-${now.getTime()}-${Math.random()}`,
    });

  it('gives every date in the range, the default capacity where nothing is held', async () => {
    const visitor = await callerFor(database.db);
    expect(await visitor.ticket.availability({ slug: 've-cap-treo', from, to })).toEqual([
      { date: from, remaining: 50, soldOut: false, closedReason: null, adultPrice: 300_000 },
      { date: addDays(today, 4), remaining: 50, soldOut: false, closedReason: null, adultPrice: 300_000 },
      { date: to, remaining: 50, soldOut: false, closedReason: null, adultPrice: 300_000 },
    ]);
  });

  it('counts live holds and releases expired ones before answering', async () => {
    const live = await holdSeats(3, new Date());
    const expired = await holdSeats(5, new Date(Date.now() - 20 * 60_000)); // the hold lasts 15 minutes
    const visitor = await callerFor(database.db);
    expect((await visitor.ticket.availability({ slug: 've-cap-treo', from, to })).map(({ date, remaining }) => ({ date, remaining }))).toEqual([
      { date: from, remaining: 50 },
      { date: addDays(today, 4), remaining: 47 },
      { date: to, remaining: 50 },
    ]);
    const status = async (code: string) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.code, code)))[0]!.status;
    expect(await status(expired.orderCode)).toBe('cancelled');
    expect(await status(live.orderCode)).toBe('pending');
  });

  it('says a day with no place left is sold out', async () => {
    const day = addDays(today, 9);
    await database.db.insert(ticketInventory).values({ ticketTypeId, visitDate: day, capacity: 4, sold: 4 });
    const visitor = await callerFor(database.db);
    expect(await visitor.ticket.availability({ slug: 've-cap-treo', from: day, to: day })).toEqual([
      { date: day, remaining: 0, soldOut: true, closedReason: null, adultPrice: 300_000 },
    ]);
  });

  it('answers a month grid of six weeks in one request, and no more', async () => {
    const visitor = await callerFor(database.db, { locale: 'en' });
    expect(await visitor.ticket.availability({ slug: 've-cap-treo', from, to: addDays(from, 41) })).toHaveLength(42);
    await expect(visitor.ticket.availability({ slug: 've-cap-treo', from, to: addDays(from, 42) })).rejects.toThrow(/validation.maxDays/);
  });

  it('refuses an unknown ticket type and an inverted range', async () => {
    const visitor = await callerFor(database.db);
    const codeOf = (promise: Promise<unknown>) => promise.then(() => 'OK', (error: unknown) => (error instanceof TRPCError ? error.code : String(error)));
    expect(await codeOf(visitor.ticket.availability({ slug: 'khong-co', from, to }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.ticket.availability({ slug: 've-cap-treo', from: to, to: from }))).toBe('BAD_REQUEST');
  });
});
