/**
 * The console's ticket procedures (staff area `catalog`): only admins change capacity, closed days
 * and prices; bad input and refusals change nothing; what they change is what buyers see and pay;
 * a capacity lowered while checkouts hold seats never lets a day be oversold; every change is in
 * the staff log with the values before and after.
 */
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { randomUUID } from 'node:crypto';
import { orders, staffActions, ticketInventory, ticketPrices, ticketTypes, uploads } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { placeOrder } from '../../commerce/place-order';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { buildPublishedSiteServer } from '../../testing/test-server';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const day = (offset: number) => addDays(todayInVietnam(), offset);
const SLUG = 've-cap-treo';

let database: TestDatabase;
let ticketTypeId: number;
const tokens: Record<'admin' | 'staff' | 'editor' | 'customer', string> = { admin: '', staff: '', editor: '', customer: '' };
let adminId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ ticketTypeId } = await seedCommerce(database, 50));
  for (const role of ['admin', 'staff', 'editor', 'customer'] as const) {
    const user = await userWithToken(database.db, role);
    tokens[role] = user.token;
    if (role === 'admin') adminId = user.id;
  }
  DETAILS.imageUrl = (await typeRow()).imageUrl;
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

const as = (who: keyof typeof tokens | 'visitor', locale: 'vi' | 'en' = 'vi') => callerFor(database.db, { token: who === 'visitor' ? undefined : tokens[who], locale });

let orderSeq = 0;
/** A real checkout of adults (and children) for `visitDate`, paid online later: its seats are held. */
function buy(visitDate: string, adult: number, child = 0) {
  orderSeq += 1;
  const deps: CheckoutDeps = { db: database.db, locale: 'vi', ip: `203.0.113.${orderSeq % 250}`, vnpay: sandboxGateway('http://127.0.0.1:8080') };
  return placeOrder(deps, {
    items: [{ kind: 'ticket', ticketSlug: SLUG, visitDate, quantities: { adult, child, infant: 0 } }],
    contact: { fullName: 'Khách tham quan', phone: '0912345678' },
    paymentMethod: 'vnpay',
    idempotencyKey: `ticket-admin-${orderSeq}`,
  });
}

async function inventoryRow(visitDate: string) {
  const [row] = await database.db
    .select()
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return row;
}

async function prices() {
  const rows = await database.db.select().from(ticketPrices).where(eq(ticketPrices.ticketTypeId, ticketTypeId));
  return Object.fromEntries(rows.map((row) => [row.audience, row.price]));
}

const logRows = () => database.db.select().from(staffActions).orderBy(staffActions.id);

const typeRow = async () => (await database.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId)))[0]!;

/** A whole details form as the console sends it. */
const DETAILS = {
  slug: SLUG,
  name: { vi: 'Vé cáp treo khứ hồi', en: 'Return cable car ticket' },
  summary: { vi: 'Lên đỉnh trong 15 phút' },
  description: { vi: '<p>Ngắm mây <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">xem</a></p>', en: '<p>See the clouds</p>' },
  /** The seeded type's own, set once the database is there. */
  imageUrl: '',
  includes: [{ vi: 'Cáp treo hai chiều', en: 'Cable car both ways' }, { vi: 'Bảo hiểm' }],
  labels: { featured: true, new: false, sale: true, discount: 15 },
  sortOrder: 3,
  isActive: true,
};

describe('who may use the ticket console', () => {
  const calls = (who: keyof typeof tokens | 'visitor') => async () => {
    const caller = await as(who);
    return [
      caller.ticket.adminList(),
      caller.ticket.adminInventory({ slug: SLUG, from: day(1), to: day(7) }),
      caller.ticket.setCapacity({ slug: SLUG, date: day(1), capacity: 5 }),
      caller.ticket.setDefaultCapacity({ slug: SLUG, capacity: 5 }),
      caller.ticket.closeDates({ slug: SLUG, from: day(1), to: day(2), reason: { vi: 'Bảo trì' } }),
      caller.ticket.reopenDates({ slug: SLUG, from: day(1), to: day(2) }),
      caller.ticket.updatePrices({ slug: SLUG, prices: { adult: 1, child: 1 } }),
      caller.ticket.adminDetails({ slug: SLUG }),
      caller.ticket.updateDetails({ ...DETAILS, name: { vi: 'Bị đổi' } }),
    ];
  };

  it.each([
    ['visitor', 'UNAUTHORIZED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
    ['editor', 'FORBIDDEN'],
  ] as const)('refuses a %s (%s) and changes nothing', async (who, code) => {
    const before = { prices: await prices(), row: await inventoryRow(day(1)), type: await typeRow(), log: (await logRows()).length };
    const answers = await Promise.all((await calls(who)()).map(refusal));
    expect(answers.map((answer) => answer.code)).toEqual(Array(9).fill(code));
    expect({ prices: await prices(), row: await inventoryRow(day(1)), type: await typeRow(), log: (await logRows()).length }).toEqual(before);
  });

  it('lists the types with their prices and default capacity to an admin', async () => {
    const list = await (await as('admin', 'en')).ticket.adminList();
    expect(list).toEqual([{ id: ticketTypeId, slug: SLUG, name: 'Cable car ticket', isActive: true, defaultDailyCapacity: 50, prices: { adult: 300_000, child: 200_000 } }]);
  });
});

describe('a date\'s capacity', () => {
  it('is set for a date without a row (made from the default) and logged with before and after', async () => {
    const date = day(10);
    const answer = await (await as('admin')).ticket.setCapacity({ slug: SLUG, date, capacity: 80 });
    expect(answer).toEqual({ from: date, to: date, days: 1, capacity: 80 });
    expect(await inventoryRow(date)).toMatchObject({ capacity: 80, held: 0, sold: 0, closedReason: null });
    const [last] = (await logRows()).slice(-1);
    expect(last).toMatchObject({
      actorId: adminId,
      action: 'ticketType.setCapacity',
      subjectKind: 'ticketType',
      subjectId: ticketTypeId,
      before: { from: date, to: date, capacities: [{ date, capacity: 50 }] },
      after: { from: date, to: date, capacity: 80 },
    });
    const month = await (await as('admin')).ticket.adminInventory({ slug: SLUG, from: date, to: addDays(date, 1) });
    expect(month).toEqual([
      { date, capacity: 80, held: 0, sold: 0, closedReason: null },
      { date: addDays(date, 1), capacity: 50, held: 0, sold: 0, closedReason: null },
    ]);
  });

  it('is not lowered below the seats held and sold: the refusal names the count in the admin\'s language, and nothing changes', async () => {
    const date = day(11);
    await buy(date, 2, 1);
    const logBefore = (await logRows()).length;
    const vi = await refusal((await as('admin')).ticket.setCapacity({ slug: SLUG, date, capacity: 2 }));
    expect(vi).toEqual({ code: 'CONFLICT', message: `Không thể giảm sức chứa ngày ${formatLongDate(date, 'vi')} xuống 2: đã có 3 vé được bán hoặc đang giữ chỗ` });
    const en = await refusal((await as('admin', 'en')).ticket.setCapacity({ slug: SLUG, date, capacity: 0 }));
    expect(en).toEqual({ code: 'CONFLICT', message: `The capacity of ${formatLongDate(date, 'en')} cannot go down to 0: 3 tickets are already sold or held` });
    expect(await inventoryRow(date)).toMatchObject({ capacity: 50, held: 3 });
    expect(await logRows()).toHaveLength(logBefore);
    // Exactly the seats taken is allowed: the day is then full.
    await (await as('admin')).ticket.setCapacity({ slug: SLUG, date, capacity: 3 });
    const [full] = await (await as('visitor')).ticket.availability({ slug: SLUG, from: date, to: date });
    expect(full).toMatchObject({ remaining: 0, soldOut: true });
  });

  it('is set for a whole range at once, each day\'s old capacity in the log', async () => {
    const from = day(60);
    await (await as('admin')).ticket.setCapacity({ slug: SLUG, date: addDays(from, 1), capacity: 70 });
    const answer = await (await as('admin')).ticket.setCapacity({ slug: SLUG, date: from, to: addDays(from, 2), capacity: 120 });
    expect(answer).toEqual({ from, to: addDays(from, 2), days: 3, capacity: 120 });
    const month = await (await as('admin')).ticket.adminInventory({ slug: SLUG, from, to: addDays(from, 3) });
    expect(month.map((row) => row.capacity)).toEqual([120, 120, 120, 50]);
    const [last] = (await logRows()).slice(-1);
    expect(last).toMatchObject({
      action: 'ticketType.setCapacity',
      before: { from, to: addDays(from, 2), capacities: [{ date: from, capacity: 50 }, { date: addDays(from, 1), capacity: 70 }, { date: addDays(from, 2), capacity: 50 }] },
      after: { from, to: addDays(from, 2), capacity: 120 },
    });
  });

  it('refuses a whole range when one of its days has more seats taken, naming that day, and changes none', async () => {
    const from = day(64);
    await buy(addDays(from, 2), 3);
    const logBefore = (await logRows()).length;
    const refused = await refusal((await as('admin', 'en')).ticket.setCapacity({ slug: SLUG, date: from, to: addDays(from, 4), capacity: 2 }));
    expect(refused).toEqual({ code: 'CONFLICT', message: `The capacity of ${formatLongDate(addDays(from, 2), 'en')} cannot go down to 2: 3 tickets are already sold or held` });
    const month = await (await as('admin')).ticket.adminInventory({ slug: SLUG, from, to: addDays(from, 4) });
    expect(month.map((row) => row.capacity)).toEqual([50, 50, 50, 50, 50]);
    expect(await logRows()).toHaveLength(logBefore);
  });

  it.each([
    ['a negative capacity', { slug: SLUG, date: day(12), capacity: -1 }, 'capacity'],
    ['a fraction', { slug: SLUG, date: day(12), capacity: 1.5 }, 'capacity'],
    ['text', { slug: SLUG, date: day(12), capacity: '10' }, 'capacity'],
    ['an absurd capacity', { slug: SLUG, date: day(12), capacity: 100_001 }, 'capacity'],
    ['an impossible date', { slug: SLUG, date: '2030-02-30', capacity: 10 }, 'date'],
    ['a range that ends before it starts', { slug: SLUG, date: day(12), to: day(11), capacity: 10 }, 'to'],
    ['a range over a year', { slug: SLUG, date: day(12), to: addDays(day(12), 366), capacity: 10 }, 'to'],
  ])('refuses %s at its field and changes nothing', async (_what, input, field) => {
    const logBefore = (await logRows()).length;
    const caller = await as('admin');
    await expect(caller.ticket.setCapacity(input as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.ticket.setCapacity(input as never)).rejects.toHaveProperty(['cause', 'issues', 0, 'path', 0], field);
    expect(await inventoryRow(day(12))).toBeUndefined();
    expect(await logRows()).toHaveLength(logBefore);
  });

  it('answers NOT_FOUND for an unknown ticket type', async () => {
    expect((await refusal((await as('admin', 'en')).ticket.setCapacity({ slug: 'khong-co', date: day(12), capacity: 10 }))).code).toBe('NOT_FOUND');
  });

  it('changes the default for dates without a row, logged', async () => {
    await (await as('admin')).ticket.setDefaultCapacity({ slug: SLUG, capacity: 60 });
    const [fresh] = await (await as('visitor')).ticket.availability({ slug: SLUG, from: day(40), to: day(40) });
    expect(fresh!.remaining).toBe(60);
    const [last] = (await logRows()).slice(-1);
    expect(last).toMatchObject({ action: 'ticketType.setDefaultCapacity', before: { defaultDailyCapacity: 50 }, after: { defaultDailyCapacity: 60 } });
    await (await as('admin')).ticket.setDefaultCapacity({ slug: SLUG, capacity: 50 });
  });
});

describe('closed days', () => {
  const reason = { vi: 'Bảo trì cáp treo định kỳ', en: 'Scheduled cable car maintenance' };

  it('closes a range: availability shows the reason (English falling back to Vietnamese), checkout refuses the days, and the log keeps it', async () => {
    const [from, middle, to] = [day(20), day(21), day(22)];
    await buy(middle, 1);
    const answer = await (await as('admin')).ticket.closeDates({ slug: SLUG, from, to, reason });
    expect(answer).toEqual({ days: 3, ticketsTaken: 1 });
    const en = await (await as('visitor', 'en')).ticket.availability({ slug: SLUG, from, to });
    expect(en.map((date) => [date.closedReason, date.remaining])).toEqual(Array(3).fill([reason.en, 0]));
    await expect(buy(from, 1)).rejects.toThrow(`Khu du lịch đóng cửa ngày ${formatLongDate(from, 'vi')}: ${reason.vi}`);
    expect(await inventoryRow(from)).toMatchObject({ held: 0, sold: 0 });
    const [last] = (await logRows()).slice(-1);
    expect(last).toMatchObject({ action: 'ticketType.closeDates', subjectId: ticketTypeId, before: { from, to, closed: [] }, after: { from, to, closedReason: reason } });

    // A new reason without English replaces the old one; English readers get the Vietnamese.
    await (await as('admin')).ticket.closeDates({ slug: SLUG, from: middle, to: middle, reason: { vi: 'Gió lớn', en: '' } });
    const [again] = await (await as('visitor', 'en')).ticket.availability({ slug: SLUG, from: middle, to: middle });
    expect(again!.closedReason).toBe('Gió lớn');
    expect((await logRows()).at(-1)).toMatchObject({ before: { closed: [{ date: middle, reason }] }, after: { closedReason: { vi: 'Gió lớn' } } });
    const month = await (await as('admin')).ticket.adminInventory({ slug: SLUG, from: middle, to: middle });
    expect(month).toEqual([{ date: middle, capacity: 50, held: 1, sold: 0, closedReason: { vi: 'Gió lớn' } }]);
  });

  it('reopens days, which can then be bought again, logged with the reasons they had', async () => {
    const [from, to] = [day(20), day(22)];
    const answer = await (await as('admin')).ticket.reopenDates({ slug: SLUG, from, to });
    expect(answer).toEqual({ days: 3 });
    await expect(buy(from, 1)).resolves.toHaveProperty('orderCode');
    expect((await logRows()).at(-1)).toMatchObject({ action: 'ticketType.reopenDates', after: { from, to, closedReason: null } });
    const logBefore = (await logRows()).length;
    expect(await (await as('admin')).ticket.reopenDates({ slug: SLUG, from, to })).toEqual({ days: 0 });
    expect(await logRows()).toHaveLength(logBefore);
  });

  it.each([
    ['a range that ends before it starts', { slug: SLUG, from: day(30), to: day(29), reason: { vi: 'Bảo trì' } }, 'to'],
    ['more than a year', { slug: SLUG, from: day(30), to: day(30 + 366), reason: { vi: 'Bảo trì' } }, 'to'],
    ['no Vietnamese reason', { slug: SLUG, from: day(30), to: day(31), reason: { vi: '  ', en: 'Maintenance' } }, 'reason'],
    ['a reason too long', { slug: SLUG, from: day(30), to: day(31), reason: { vi: 'x'.repeat(201) } }, 'reason'],
  ])('refuses %s and closes nothing', async (_what, input, field) => {
    const caller = await as('admin');
    await expect(caller.ticket.closeDates(input)).rejects.toHaveProperty(['cause', 'issues', 0, 'path', 0], field);
    expect(await inventoryRow(day(30))).toBeUndefined();
  });

  it('closes a whole year in one call', async () => {
    expect(await (await as('admin')).ticket.closeDates({ slug: SLUG, from: day(400), to: day(400 + 365), reason: { vi: 'Nâng cấp' } })).toEqual({ days: 366, ticketsTaken: 0 });
  });
});

describe('prices', () => {
  it('are what the next checkout charges, logged with before and after', async () => {
    await (await as('admin')).ticket.updatePrices({ slug: SLUG, prices: { adult: 320_000, child: 210_000 } });
    expect(await prices()).toEqual({ adult: 320_000, child: 210_000, infant: 0 });
    const { orderCode } = await buy(day(15), 2, 1);
    const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
    expect(order!.totalAmount).toBe(2 * 320_000 + 210_000);
    const [availability] = await (await as('visitor')).ticket.availability({ slug: SLUG, from: day(15), to: day(15) });
    expect(availability!.adultPrice).toBe(320_000);
    expect((await logRows()).at(-1)).toMatchObject({
      action: 'ticketType.updatePrices',
      subjectKind: 'ticketType',
      subjectId: ticketTypeId,
      before: { adult: 300_000, child: 200_000 },
      after: { adult: 320_000, child: 210_000 },
    });
  });

  it.each([
    ['a negative price', { adult: -1, child: 0 }],
    ['a fraction', { adult: 1000.5, child: 0 }],
    ['a price past the limit', { adult: 50_000_001, child: 0 }],
    ['a missing price', { adult: 100_000 }],
  ])('refuses %s and changes nothing', async (_what, given) => {
    const before = await prices();
    await expect((await as('admin')).ticket.updatePrices({ slug: SLUG, prices: given } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await prices()).toEqual(before);
  });
});

describe('capacity changed while checkouts hold seats (PostgreSQL, real connections)', () => {
  let postgres: TestDatabase | null;
  beforeAll(async () => {
    postgres = await createPostgresTestDatabase(20);
  }, 60_000);
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('never sells more than the capacity it ends with, and refuses every lowering below what was taken', async () => {
    if (!postgres) {
      console.warn('PostgreSQL is not reachable here; the concurrency test needs it and is skipped outside CI');
      return;
    }
    const { ticketTypeId: typeId } = await seedCommerce(postgres, 40);
    const admin = await userWithToken(postgres.db, 'admin');
    const caller = await callerFor(postgres.db, { token: admin.token });
    const date = day(9);
    const deps = (i: number): CheckoutDeps => ({ db: postgres!.db, locale: 'vi', ip: `198.51.100.${i}`, vnpay: sandboxGateway('http://127.0.0.1:8080') });
    const buyers = Array.from({ length: 40 }, (_, i) =>
      placeOrder(deps(i), {
        items: [{ kind: 'ticket', ticketSlug: SLUG, visitDate: date, quantities: { adult: 1, child: 0, infant: 0 } }],
        contact: { fullName: `Buyer ${i}`, phone: '0912345678' },
        paymentMethod: 'vnpay',
        idempotencyKey: `capacity-race-${i}`,
      }),
    );
    const changes = Array.from({ length: 12 }, (_, i) => caller.ticket.setCapacity({ slug: SLUG, date, capacity: [10, 25, 15][i % 3]! }));
    const [bought, changed] = await Promise.all([Promise.allSettled(buyers), Promise.allSettled(changes)]);
    const refusedChanges = changed.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refusedChanges.every((result) => result.reason?.code === 'CONFLICT')).toBe(true);
    expect(bought.filter((result) => result.status === 'rejected').every((result) => (result as PromiseRejectedResult).reason?.code === 'CONFLICT')).toBe(true);
    const [row] = await postgres.db
      .select()
      .from(ticketInventory)
      .where(and(eq(ticketInventory.ticketTypeId, typeId), eq(ticketInventory.visitDate, date)));
    const won = bought.filter((result) => result.status === 'fulfilled').length;
    expect(row!.held + row!.sold).toBe(won);
    expect(won).toBeLessThanOrEqual(row!.capacity);
    // The log's last capacity for the day is the one the row has.
    const log = await postgres.db.select().from(staffActions).orderBy(staffActions.id);
    expect(log).toHaveLength(changed.length - refusedChanges.length);
    if (log.length > 0) expect(log.at(-1)!.after).toEqual({ from: date, to: date, capacity: row!.capacity });
  }, 120_000);
});

describe('a ticket type\'s details', () => {
  afterAll(async () => {
    await database.db.update(ticketTypes).set({ isActive: true }).where(eq(ticketTypes.id, ticketTypeId));
  });

  it('are what visitors read in each language once saved, with the description sanitised, and logged with before and after', async () => {
    const before = await typeRow();
    const saved = await (await as('admin')).ticket.updateDetails(DETAILS);
    expect(saved.description).toEqual({ vi: expect.not.stringMatching(/script|onerror|javascript:/), en: '<p>See the clouds</p>' });
    expect(saved.summary).toEqual({ vi: 'Lên đỉnh trong 15 phút' });

    const vi = await (await as('visitor')).ticket.bySlug({ slug: SLUG });
    expect(vi).toMatchObject({ name: 'Vé cáp treo khứ hồi', summary: 'Lên đỉnh trong 15 phút', includes: ['Cáp treo hai chiều', 'Bảo hiểm'], labels: { featured: true, new: false, sale: true, discount: 15 } });
    expect(vi.description).toContain('Ngắm mây');
    expect(vi.description).not.toMatch(/<script|onerror|javascript:/);
    const en = await (await as('visitor', 'en')).ticket.bySlug({ slug: SLUG });
    // English left out falls back to Vietnamese.
    expect(en).toMatchObject({ name: 'Return cable car ticket', summary: 'Lên đỉnh trong 15 phút', includes: ['Cable car both ways', 'Bảo hiểm'] });
    expect(en.description).toBe('<p>See the clouds</p>');

    expect(await (await as('admin')).ticket.adminDetails({ slug: SLUG })).toEqual(saved);
    const [last] = (await logRows()).slice(-1);
    expect(last).toMatchObject({ action: 'ticketType.updateDetails', subjectKind: 'ticketType', subjectId: ticketTypeId, before: { name: before.name, labels: before.labels, sortOrder: before.sortOrder }, after: { name: DETAILS.name, sortOrder: 3 } });
  });

  it('reads back labels a stored row left out as unset, so what the console reads it can save again', async () => {
    await database.db.update(ticketTypes).set({ labels: { featured: true } }).where(eq(ticketTypes.id, ticketTypeId));
    const details = await (await as('admin')).ticket.adminDetails({ slug: SLUG });
    expect(details.labels).toEqual({ featured: true, new: false, sale: false });
    await expect((await as('admin')).ticket.updateDetails(details)).resolves.toMatchObject({ labels: { featured: true, new: false, sale: false } });
  });

  it('leaves the discount out when the field is empty', async () => {
    const saved = await (await as('admin')).ticket.updateDetails({ ...DETAILS, labels: { featured: false, new: true, sale: false, discount: '' as never } });
    expect(saved.labels).toEqual({ featured: false, new: true, sale: false });
  });

  it('hides a type from the public site, its page\'s document included, not from the console', async () => {
    const site = await buildPublishedSiteServer({ db: database.db });
    try {
      await (await as('admin')).ticket.updateDetails({ ...DETAILS, isActive: false });
      expect((await (await as('visitor')).ticket.list()).map((type) => type.slug)).not.toContain(SLUG);
      expect((await refusal((await as('visitor')).ticket.bySlug({ slug: SLUG }))).code).toBe('NOT_FOUND');
      expect((await site.inject({ url: `/tickets/${SLUG}` })).statusCode).toBe(404);
      expect(await (await as('admin')).ticket.adminList()).toEqual([expect.objectContaining({ slug: SLUG, isActive: false })]);
      await (await as('admin')).ticket.updateDetails(DETAILS);
      expect((await (await as('visitor')).ticket.list()).map((type) => type.slug)).toContain(SLUG);
      expect((await site.inject({ url: `/tickets/${SLUG}` })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });

  it.each([
    ['no Vietnamese name', { name: { vi: '  ', en: 'Ticket' } }, 'name'],
    ['a name too long', { name: { vi: 'x'.repeat(121) } }, 'name'],
    ['too many included items', { includes: Array.from({ length: 13 }, (_, i) => ({ vi: `Mục ${i}` })) }, 'includes'],
    ['a discount over 90%', { labels: { featured: false, new: false, sale: true, discount: 95 } }, 'labels'],
    ['a negative list position', { sortOrder: -1 }, 'sortOrder'],
  ])('refuses %s at its field, in the admin\'s language, and changes nothing', async (_what, change, field) => {
    const before = { type: await typeRow(), log: (await logRows()).length };
    const caller = await as('admin', 'en');
    await expect(caller.ticket.updateDetails({ ...DETAILS, ...change } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.ticket.updateDetails({ ...DETAILS, ...change } as never)).rejects.toHaveProperty(['cause', 'issues', 0, 'path', 0], field);
    expect({ type: await typeRow(), log: (await logRows()).length }).toEqual(before);
  });

  it('takes a photo staff uploaded as the picture, and refuses at the field any other address, a visitor\'s review photo among them', async () => {
    const stored = async (purpose: 'staff' | 'review') => {
      const id = randomUUID();
      await database.db.insert(uploads).values({ id, purpose, fileName: `${id}.jpg`, mimeType: 'image/jpeg', size: 1000, sha256: '0'.repeat(64), width: 1600, height: 900 });
      return `/uploads/${id}.jpg`;
    };
    const review = await stored('review');
    for (const imageUrl of ['https://evil.example/x.jpg', '/uploads/../../etc/passwd', `/uploads/${randomUUID()}.jpg`, review, 'javascript:alert(1)']) {
      const before = { type: await typeRow(), log: (await logRows()).length };
      const refused = (await as('admin', 'en')).ticket.updateDetails({ ...DETAILS, imageUrl });
      await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Choose an uploaded image' });
      await expect((await as('admin', 'en')).ticket.updateDetails({ ...DETAILS, imageUrl })).rejects.toHaveProperty(['cause', 'issues', 0, 'path', 0], 'imageUrl');
      expect({ type: await typeRow(), log: (await logRows()).length }).toEqual(before);
    }
    const photo = await stored('staff');
    await (await as('admin')).ticket.updateDetails({ ...DETAILS, imageUrl: photo });
    expect((await (await as('visitor')).ticket.bySlug({ slug: SLUG })).imageUrl).toBe(photo);
    // The picture it has stays allowed: saving the texts alone does not need a new upload.
    await (await as('admin')).ticket.updateDetails({ ...DETAILS, imageUrl: photo, sortOrder: 4 });
    // Once replaced, the seed illustration is no longer one to choose.
    expect((await refusal((await as('admin')).ticket.updateDetails(DETAILS))).code).toBe('BAD_REQUEST');
    await database.db.update(ticketTypes).set({ imageUrl: DETAILS.imageUrl }).where(eq(ticketTypes.id, ticketTypeId));
  });

  it('answers NOT_FOUND for an unknown type', async () => {
    expect((await refusal((await as('admin')).ticket.updateDetails({ ...DETAILS, slug: 'khong-co' }))).code).toBe('NOT_FOUND');
    expect((await refusal((await as('admin')).ticket.adminDetails({ slug: 'khong-co' }))).code).toBe('NOT_FOUND');
  });
});
