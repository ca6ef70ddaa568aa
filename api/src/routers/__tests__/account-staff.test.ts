/**
 * The account team's API: staff-only procedures refuse everyone else, check-in admits a ticket
 * exactly once, moderation publishes, every staff action is recorded, and a customer's orders
 * include the guest orders placed with their email.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { comments, orderItems, orders, posts, quotes, reviews, tickets, ticketTypes, users } from '../../db/schema';
import type { Session } from '../../auth/sessions';
import { createCallerFactory, createContextInner } from '../../trpc';
import { appRouter } from '../_app';

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let ticketTypeId: number;

const people = {
  admin: { id: 0, email: 'admin@test.vn', role: 'admin' as const },
  staff: { id: 0, email: 'staff@test.vn', role: 'staff' as const },
  customer: { id: 0, email: 'khach@test.vn', role: 'customer' as const },
};
type Who = keyof typeof people | 'visitor';

function callerAs(who: Who) {
  const session: Session | null = who === 'visitor' ? null : { tokenHash: `test-${who}`, user: people[who] };
  return createCaller(createContextInner({ db: database.db, session }));
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

let orderSeq = 0;
/** One order with one adult ticket, directly in the tables (checkout belongs to commerce). */
async function ticketFor(options: { visitDate?: string; paymentStatus?: 'pending' | 'paid'; userId?: number | null; email?: string } = {}) {
  const db = database.db;
  orderSeq += 1;
  const [order] = await db
    .insert(orders)
    .values({
      code: `CT-TEST${orderSeq}`,
      userId: options.userId ?? null,
      status: options.paymentStatus === 'pending' ? 'pending' : 'confirmed',
      paymentStatus: options.paymentStatus ?? 'paid',
      paymentMethod: 'vnpay',
      totalAmount: 250_000,
      contactName: 'Trần Minh',
      contactPhone: '0905123456',
      contactEmail: options.email ?? 'guest@test.vn',
      idempotencyKey: `key-${orderSeq}`,
    })
    .returning();
  const visitDate = options.visitDate ?? todayInVietnam();
  const [item] = await db
    .insert(orderItems)
    .values({ orderId: order!.id, kind: 'ticket', ticketTypeId, audience: 'adult', visitDate, title: { vi: 'Vé khứ hồi' }, quantity: 1, unitPrice: 250_000, lineTotal: 250_000 })
    .returning();
  const secret = randomBytes(32).toString('base64url');
  const [ticket] = await db
    .insert(tickets)
    .values({ orderId: order!.id, orderItemId: item!.id, ticketTypeId, audience: 'adult', visitDate, secret })
    .returning();
  return { order: order!, ticket: ticket!, secret };
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (const person of Object.values(people)) {
    const [row] = await database.db.insert(users).values({ email: person.email, passwordHash: 'x', firstName: person.role, role: person.role }).returning({ id: users.id });
    person.id = row!.id;
  }
  const [type] = await database.db
    .insert(ticketTypes)
    .values({ slug: 've-khu-hoi', name: { vi: 'Vé khứ hồi', en: 'Return ticket' }, summary: { vi: '' }, description: { vi: '' }, imageUrl: '/x.jpg', defaultDailyCapacity: 100 })
    .returning({ id: ticketTypes.id });
  ticketTypeId = type!.id;
});

afterAll(async () => {
  await database.destroy();
});

describe('staff-only procedures', () => {
  const secret = { secret: 'abc' };
  const procedures: [string, (caller: ReturnType<typeof callerAs>) => Promise<unknown>][] = [
    ['moderation.queue', (c) => c.moderation.queue()],
    ['moderation.decide', (c) => c.moderation.decide({ kind: 'comment', id: 1, approve: true })],
    ['quote.inbox', (c) => c.quote.inbox()],
    ['quote.markHandled', (c) => c.quote.markHandled({ id: 1 })],
    ['checkin.verify', (c) => c.checkin.verify(secret)],
    ['checkin.redeem', (c) => c.checkin.redeem(secret)],
    ['staffLog.list', (c) => c.staffLog.list()],
    ['refund.queue', (c) => c.refund.queue()],
    ['refund.complete', (c) => c.refund.complete({ requestId: 1 })],
  ];

  it.each(procedures)('%s: visitors UNAUTHORIZED, customers FORBIDDEN, staff and admins allowed', async (_name, call) => {
    expect(await codeOf(call(callerAs('visitor')))).toBe('UNAUTHORIZED');
    expect(await codeOf(call(callerAs('customer')))).toBe('FORBIDDEN');
    for (const who of ['staff', 'admin'] as const) expect(await codeOf(call(callerAs(who)))).not.toMatch(/UNAUTHORIZED|FORBIDDEN/);
  });
});

describe('check-in', () => {
  it('admits once; the second redeem is already_used with the time of the first', async () => {
    const { secret } = await ticketFor();
    const first = await callerAs('staff').checkin.redeem({ secret });
    expect(first.result).toBe('valid');
    const second = await callerAs('admin').checkin.redeem({ secret });
    expect(second.result).toBe('already_used');
    expect(second.ticket?.redeemedAt).toBe(first.ticket?.redeemedAt);
    expect((await callerAs('staff').checkin.verify({ secret })).result).toBe('already_used');
  });

  it('admits exactly one of 20 concurrent redeems of the same secret', async () => {
    const { secret, ticket } = await ticketFor();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => callerAs(i % 2 ? 'staff' : 'admin').checkin.redeem({ secret })));
    expect(results.filter((r) => r.result === 'valid')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'already_used')).toHaveLength(19);
    const log = await callerAs('staff').staffLog.list({ subjectKind: 'ticket', subjectId: ticket.id });
    expect(log.items).toHaveLength(1);
  });

  it('refuses a ticket for another day and leaves it unused', async () => {
    const { secret, ticket } = await ticketFor({ visitDate: '2099-01-01' });
    expect((await callerAs('staff').checkin.redeem({ secret })).result).toBe('wrong_day');
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.status).toBe('valid');
    expect(row?.redeemedAt).toBeNull();
  });

  it('refuses an unpaid ticket and leaves it unused', async () => {
    const { secret, ticket } = await ticketFor({ paymentStatus: 'pending' });
    expect((await callerAs('staff').checkin.redeem({ secret })).result).toBe('unpaid');
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.status).toBe('valid');
  });

  it('answers unknown for a code of no ticket, also as a QR URL', async () => {
    expect((await callerAs('staff').checkin.redeem({ secret: 'nope' })).result).toBe('unknown');
    const { secret } = await ticketFor();
    expect((await callerAs('staff').checkin.redeem({ secret: `https://example.vn/t/${secret}` })).result).toBe('valid');
  });

  it("records the check-in in the ticket's order history", async () => {
    const { secret, order, ticket } = await ticketFor();
    await callerAs('staff').checkin.redeem({ secret });
    const history = await callerAs('admin').staffLog.list({ orderCode: order.code });
    expect(history.items).toEqual([expect.objectContaining({ action: 'ticket.redeem', subjectKind: 'ticket', subjectId: ticket.id, actor: { email: 'staff@test.vn', name: 'staff' } })]);
  });
});

describe('moderation', () => {
  it('lists pending items newest first; approving makes a comment visible, rejecting a review keeps it hidden', async () => {
    const db = database.db;
    const [post] = await db
      .insert(posts)
      .values({ slug: 'mua-he', kind: 'article', title: { vi: 'Mùa hè' }, excerpt: { vi: '' }, content: { vi: '' }, coverImageUrl: '/x.jpg', authorName: { vi: 'BTV' } })
      .returning({ id: posts.id });
    const [older] = await db.insert(comments).values({ postId: post!.id, name: 'An', content: 'Cũ', createdAt: new Date('2025-01-01') }).returning({ id: comments.id });
    const [newer] = await db.insert(comments).values({ postId: post!.id, name: 'Bình', content: 'Mới', createdAt: new Date('2025-02-01') }).returning({ id: comments.id });
    const [review] = await db
      .insert(reviews)
      .values({ authorName: 'Chi', rating: 5, content: 'Tuyệt', serviceType: 'cable-car', visitDate: '2025-01-02' })
      .returning({ id: reviews.id });

    const queue = await callerAs('staff').moderation.queue();
    expect(queue.items.filter((item) => item.kind === 'comment').map((c) => c.id)).toEqual([newer!.id, older!.id]);
    expect(queue.items.filter((item) => item.kind === 'review').map((r) => r.id)).toContain(review!.id);

    const publicList = () => callerAs('visitor').comment.list({ postSlug: 'mua-he' });
    expect((await publicList()).items).toEqual([]);
    await callerAs('staff').moderation.decide({ kind: 'comment', id: newer!.id, approve: true });
    expect((await publicList()).items.map((c) => c.content)).toEqual(['Mới']);

    await callerAs('admin').moderation.decide({ kind: 'review', id: review!.id, approve: false });
    const [reviewRow] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(reviewRow?.status).toBe('rejected');

    // Staff read their own actions; an admin reads everyone's.
    const history = await callerAs('staff').staffLog.list();
    expect(history.items[0]?.action).toBe('comment.approve');
    expect(history.items.map((a) => a.action)).not.toContain('review.reject');
    const everyone = await callerAs('admin').staffLog.list();
    expect(everyone.items.slice(0, 2).map((a) => a.action)).toEqual(['review.reject', 'comment.approve']);
  });

  it('answers NOT_FOUND for an unknown item', async () => {
    expect(await codeOf(callerAs('staff').moderation.decide({ kind: 'comment', id: 999_999, approve: true }))).toBe('NOT_FOUND');
  });
});

describe('quote inbox', () => {
  it('lists requests newest first with contact details and marks one handled, once', async () => {
    const [quote] = await database.db.insert(quotes).values({ fullName: 'Dũng', email: 'dung@test.vn', phone: '0905000111', country: 'Việt Nam', message: 'Đoàn 30 người' }).returning({ id: quotes.id });
    const inbox = await callerAs('staff').quote.inbox();
    expect(inbox.items[0]).toMatchObject({ id: quote!.id, email: 'dung@test.vn', phone: '0905000111', status: 'new' });
    expect(await callerAs('staff').quote.markHandled({ id: quote!.id })).toMatchObject({ id: quote!.id, status: 'handled' });
    await callerAs('admin').quote.markHandled({ id: quote!.id });
    expect((await callerAs('staff').quote.inbox()).items[0]?.status).toBe('handled');
    expect((await callerAs('staff').staffLog.list({ subjectKind: 'quote', subjectId: quote!.id })).items).toHaveLength(1);
    expect(await codeOf(callerAs('staff').quote.markHandled({ id: 999_999 }))).toBe('NOT_FOUND');
  });
});

describe('order.mine', () => {
  it("shows the customer's own orders and guest orders placed with their verified email, not others'", async () => {
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, people.customer.id));
    const own = await ticketFor({ userId: people.customer.id, email: 'other-contact@test.vn' });
    const guest = await ticketFor({ userId: null, email: 'KHACH@test.vn' });
    const someoneElse = await ticketFor({ userId: people.staff.id, email: 'khach@test.vn' });
    const unpaid = await ticketFor({ userId: people.customer.id, paymentStatus: 'pending' });
    const mine = await callerAs('customer').order.mine();
    const codes = mine.map((o) => o.orderCode);
    expect(codes).toEqual(expect.arrayContaining([own.order.code, guest.order.code, unpaid.order.code]));
    expect(codes).not.toContain(someoneElse.order.code);
    const paid = mine.find((o) => o.orderCode === guest.order.code);
    expect(paid?.tickets[0]).toMatchObject({ qrSecret: guest.secret, validity: { from: todayInVietnam(), to: todayInVietnam() } });
    expect(mine.find((o) => o.orderCode === unpaid.order.code)?.tickets).toEqual([]);
    expect(await codeOf(callerAs('visitor').order.mine())).toBe('UNAUTHORIZED');
  });
});
