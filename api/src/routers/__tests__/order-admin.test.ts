/**
 * The console's order desk (staff area `operations`): only staff and admins find and change
 * orders (customer, editor, visitor and a role no area names are refused and change nothing);
 * search normalises phones and bounds its input; marking a counter order paid is idempotent and
 * race-safe (one payment, one log row, no new tickets); a resend is rate-limited and recorded;
 * cancelling frees the seats; a refund starts in the existing refund flow and completes there.
 */
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { orderRequests, orders, payments, staffActions, ticketInventory, tickets } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { placeOrder } from '../../commerce/place-order';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { callerFor, callerWithRole, refusal, userWithToken } from '../../testing/callers';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const day = (offset: number) => addDays(todayInVietnam(), offset);
const SLUG = 've-cap-treo';
// Marking paid mails a receipt with a PDF in the background: seconds on a machine running other suites.
jest.setTimeout(30_000);

let database: TestDatabase;
let ticketTypeId: number;
const tokens: Record<'admin' | 'staff' | 'editor' | 'customer', string> = { admin: '', staff: '', editor: '', customer: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  ({ ticketTypeId } = await seedCommerce(database, 50));
  for (const role of ['admin', 'staff', 'editor', 'customer'] as const) tokens[role] = (await userWithToken(database.db, role)).token;
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

type Who = keyof typeof tokens | 'visitor' | 'unknownRole';

/** A caller; `unknownRole` is a live staff session whose role no area names (a role added later). */
async function as(who: Who, locale: 'vi' | 'en' = 'vi') {
  if (who !== 'unknownRole') return callerFor(database.db, { token: who === 'visitor' ? undefined : tokens[who], locale });
  return callerWithRole(database.db, tokens.staff, 'auditor', locale);
}

let orderSeq = 0;
function buy(options: { visitDate?: string; method?: 'counter' | 'vnpay'; phone?: string; email?: string | null; adults?: number; db?: TestDatabase } = {}) {
  orderSeq += 1;
  const deps: CheckoutDeps = { db: (options.db ?? database).db, locale: 'vi', ip: `203.0.113.${orderSeq % 250}`, vnpay: sandboxGateway('http://127.0.0.1:8080') };
  return placeOrder(deps, {
    items: [{ kind: 'ticket', ticketSlug: SLUG, visitDate: options.visitDate ?? day(3), quantities: { adult: options.adults ?? 2, child: 0, infant: 0 } }],
    contact: { fullName: 'Khách tham quan', phone: options.phone ?? '0912345678', ...(options.email === null ? {} : { email: options.email ?? `buyer-${orderSeq}@example.com` }) },
    paymentMethod: options.method ?? 'counter',
    idempotencyKey: `order-desk-${orderSeq}-${Math.random()}`,
  });
}

const orderRow = async (code: string) => (await database.db.select().from(orders).where(eq(orders.code, code)))[0]!;
const logRows = () => database.db.select().from(staffActions).orderBy(staffActions.id);
async function inventory(visitDate: string) {
  const [row] = await database.db.select().from(ticketInventory).where(and(eq(ticketInventory.ticketTypeId, ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return row;
}

describe('who may use the order desk', () => {
  it.each([
    ['visitor', 'UNAUTHORIZED'],
    ['customer', 'FORBIDDEN'],
    ['editor', 'FORBIDDEN'],
    ['unknownRole', 'FORBIDDEN'],
  ] as const)('refuses a %s (%s) every call and changes nothing', async (who, code) => {
    const { orderCode } = await buy();
    const paid = (await buy()).orderCode;
    await (await as('staff')).orderDesk.markPaid({ orderCode: paid });
    const before = { order: await orderRow(orderCode), paid: await orderRow(paid), log: (await logRows()).length };
    const caller = await as(who);
    const answers = await Promise.all(
      [
        caller.orderDesk.search({}),
        caller.orderDesk.search({ query: '0912345678' }),
        caller.orderDesk.byCode({ orderCode }),
        caller.orderDesk.markPaid({ orderCode }),
        caller.orderDesk.resendConfirmation({ orderCode: paid }),
        caller.orderDesk.cancel({ orderCode, reason: 'Khách gọi huỷ' }),
        caller.orderDesk.startRefund({ orderCode: paid, reason: 'Khách đổi ý' }),
      ].map(refusal),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(7).fill(code));
    expect({ order: await orderRow(orderCode), paid: await orderRow(paid), log: (await logRows()).length }).toEqual(before);
  });

  it('lets staff and admins in', async () => {
    const { orderCode } = await buy();
    for (const who of ['staff', 'admin'] as const) {
      const found = await (await as(who)).orderDesk.search({ query: orderCode });
      expect(found.items.map((item) => item.orderCode)).toEqual([orderCode]);
    }
  });
});

describe('search', () => {
  it('finds an order by its exact code (any case), its email (any case) and its phone however it is written', async () => {
    const { orderCode } = await buy({ phone: '+84 977 111 222', email: 'Tim.Kiem@Example.com' });
    const caller = await as('staff');
    const codes = async (query: string) => (await caller.orderDesk.search({ query })).items.map((item) => item.orderCode);
    expect(await codes(orderCode.toLowerCase())).toEqual([orderCode]);
    expect(await codes(orderCode.slice(0, -1))).toEqual([]);
    expect(await codes('tim.kiem@example.com')).toEqual([orderCode]);
    for (const phone of ['0977111222', '0977 111 222', '+84977111222', '84 977.111.222', '977-111-222', '+84 0977 111 222']) {
      expect({ phone, found: await codes(phone) }).toEqual({ phone, found: [orderCode] });
    }
    expect(await codes('0977111223')).toEqual([]);
  });

  it('filters by visit date and desk status, newest first, one page of 20 at a time', async () => {
    const date = day(12);
    const placed: string[] = [];
    for (let i = 0; i < 22; i++) placed.push((await buy({ visitDate: date, adults: 1, phone: '0966000111' })).orderCode);
    const online = (await buy({ visitDate: date, method: 'vnpay', adults: 1, phone: '0966000111' })).orderCode;
    const caller = await as('admin');
    const first = await caller.orderDesk.search({ visitDate: date, status: 'to_pay_at_counter' });
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ orderCode: placed.at(-1), deskStatus: 'to_pay_at_counter', visitDate: date, people: 1, totalAmount: 300_000 });
    const second = await caller.orderDesk.search({ visitDate: date, status: 'to_pay_at_counter', page: 2 });
    expect(second.items.map((item) => item.orderCode)).toEqual(placed.slice(0, 2).reverse());
    const awaiting = await caller.orderDesk.search({ query: '0966 000 111', status: 'awaiting_online' });
    expect(awaiting.items.map((item) => item.orderCode)).toEqual([online]);
    expect((await caller.orderDesk.search({ visitDate: day(13) })).total).toBe(0);
  });

  // The message keys become texts in the caller's language in trpc.ts's error formatter (its own tests).
  it.each([
    ['a term that is neither a code, an email nor a phone', { query: '12 34' }, 'validation.orderSearch'],
    ['a term past 254 characters', { query: `${'a'.repeat(250)}@example.com` }, 'validation.maxLength'],
    ['an impossible date', { visitDate: '2026-02-30' }, 'validation.date'],
    ['an unknown status', { status: 'lost' }, 'validation.invalid'],
    ['page 0', { page: 0 }, 'validation.min'],
  ])('refuses %s with its message key', async (_what, input, key) => {
    const answer = await refusal((await as('staff')).orderDesk.search(input as never));
    expect(answer.code).toBe('BAD_REQUEST');
    expect(answer.message).toContain(key);
  });
});

describe('an order\'s page', () => {
  it('shows its items, tickets (without their QR secrets), payments, check-ins, requests and staff actions', async () => {
    const { orderCode } = await buy({ visitDate: day(4) });
    const caller = await as('staff', 'en');
    const before = await caller.orderDesk.byCode({ orderCode });
    expect(before).toMatchObject({ orderCode, deskStatus: 'to_pay_at_counter', paymentMethod: 'counter', totalAmount: 600_000, payments: [], checkins: [], requests: [], mails: [], actions: [] });
    expect(before.allowed).toEqual({ markPaid: true, resendConfirmation: true, cancel: true, startRefund: false });
    expect(before.tickets).toHaveLength(2);
    expect(before.tickets[0]).toMatchObject({ name: 'Cable car ticket', audience: 'adult', visitDate: day(4), status: 'valid' });
    expect(JSON.stringify(before)).not.toContain((await database.db.select().from(tickets).limit(1))[0]!.secret.slice(0, 20));

    await caller.orderDesk.markPaid({ orderCode });
    const after = await caller.orderDesk.byCode({ orderCode });
    expect(after.deskStatus).toBe('paid');
    expect(after.payments).toEqual([expect.objectContaining({ provider: 'counter', amount: 600_000, status: 'paid' })]);
    expect(after.actions).toEqual([expect.objectContaining({ action: 'order.markPaid', before: expect.objectContaining({ paymentStatus: 'pending' }), after: { paymentStatus: 'paid', amount: 600_000 } })]);
    expect(after.allowed).toEqual({ markPaid: false, resendConfirmation: true, cancel: false, startRefund: true });
  });

  it('answers NOT_FOUND for an unknown code, in the reader\'s language', async () => {
    expect(await refusal((await as('staff', 'en')).orderDesk.byCode({ orderCode: 'SF-NOPE0000-NOPE0000' }))).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('marking a counter order paid', () => {
  it('pays it once however often and however simultaneously it is called: one payment, one log row, the same tickets', async () => {
    const { orderCode } = await buy({ visitDate: day(5) });
    const order = await orderRow(orderCode);
    const ticketsBefore = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id);
    const before = await inventory(day(5));
    const caller = await as('staff');
    const answers = await Promise.all([caller.orderDesk.markPaid({ orderCode }), caller.orderDesk.markPaid({ orderCode }), caller.orderDesk.markPaid({ orderCode })]);
    expect(answers.filter((answer) => answer.paidNow)).toHaveLength(1);
    expect(answers.every((answer) => answer.orderCode === orderCode && answer.amount === 600_000)).toBe(true);
    expect(await caller.orderDesk.markPaid({ orderCode })).toMatchObject({ paidNow: false });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await database.db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id)).toEqual(ticketsBefore);
    expect((await logRows()).filter((row) => row.orderId === order.id && row.action === 'order.markPaid')).toHaveLength(1);
    expect(await orderRow(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    expect(await inventory(day(5))).toMatchObject({ sold: before!.sold, unpaid: before!.unpaid - 2 });
  });

  it('refuses an online order and a cancelled one, changing nothing', async () => {
    const online = (await buy({ method: 'vnpay' })).orderCode;
    const cancelled = (await buy()).orderCode;
    await (await as('staff')).orderDesk.cancel({ orderCode: cancelled, reason: 'Khách huỷ' });
    const log = (await logRows()).length;
    for (const orderCode of [online, cancelled]) {
      const before = await orderRow(orderCode);
      expect(await refusal((await as('staff', 'en')).orderDesk.markPaid({ orderCode }))).toEqual({
        code: 'CONFLICT',
        message: 'This order is not waiting to be paid at the counter (already paid, cancelled or paid online)',
      });
      expect(await orderRow(orderCode)).toEqual(before);
    }
    expect((await logRows()).length).toBe(log);
  });
});

describe('resending the confirmation', () => {
  it('mails the order\'s own address, is recorded, and stops after 3 an hour per order', async () => {
    const { orderCode } = await buy({ email: 'gui.lai@example.com' });
    const order = await orderRow(orderCode);
    const caller = await as('staff');
    for (let i = 0; i < 3; i++) expect(await caller.orderDesk.resendConfirmation({ orderCode })).toEqual({ orderCode, to: 'gui.lai@example.com' });
    expect(await refusal((await as('staff', 'en')).orderDesk.resendConfirmation({ orderCode }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'This order\'s confirmation was sent again 3 times in an hour. Please try again later',
    });
    const sent = (await logRows()).filter((row) => row.orderId === order.id && row.action === 'order.resendConfirmation');
    expect(sent).toHaveLength(3);
    expect(sent[0]!.after).toEqual({ to: 'gui.lai@example.com', paymentStatus: 'pending' });
    // The order's page lists every mail sent about it, to which address.
    const { mails } = await caller.orderDesk.byCode({ orderCode });
    expect(mails).toEqual(Array(3).fill(expect.objectContaining({ kind: 'confirmation', recipient: 'gui.lai@example.com' })));
  }, 60_000);

  it('refuses an order without email and one not confirmed, recording nothing', async () => {
    const noEmail = (await buy({ email: null })).orderCode;
    const online = (await buy({ method: 'vnpay' })).orderCode;
    const log = (await logRows()).length;
    expect(await refusal((await as('staff')).orderDesk.resendConfirmation({ orderCode: noEmail }))).toMatchObject({ code: 'CONFLICT', message: 'Đơn hàng này không có email để gửi' });
    expect(await refusal((await as('staff')).orderDesk.resendConfirmation({ orderCode: online }))).toMatchObject({ code: 'CONFLICT' });
    expect((await logRows()).length).toBe(log);
  });
});

describe('cancelling with a reason', () => {
  it('cancels an unpaid counter order: its seats go back on sale, its tickets stop working, the log has before and after', async () => {
    const date = day(6);
    const before = await inventory(date);
    const { orderCode } = await buy({ visitDate: date, adults: 3 });
    expect(await inventory(date)).toMatchObject({ sold: (before?.sold ?? 0) + 3 });
    const answer = await (await as('admin')).orderDesk.cancel({ orderCode, reason: 'Khách gọi điện huỷ' });
    expect(answer).toEqual({ orderCode, status: 'cancelled' });
    const order = await orderRow(orderCode);
    expect(order.status).toBe('cancelled');
    expect(await inventory(date)).toMatchObject({ sold: before?.sold ?? 0, unpaid: before?.unpaid ?? 0 });
    expect((await database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).every((ticket) => ticket.status === 'void')).toBe(true);
    expect(await database.db.select().from(orderRequests).where(eq(orderRequests.orderId, order.id))).toEqual([expect.objectContaining({ kind: 'refund', status: 'done', reason: 'Khách gọi điện huỷ' })]);
    const [last] = (await logRows()).slice(-1);
    expect(last).toMatchObject({ action: 'order.cancel', subjectKind: 'order', subjectId: order.id, before: { status: 'confirmed', paymentStatus: 'pending' }, after: { status: 'cancelled', paymentStatus: 'pending', reason: 'Khách gọi điện huỷ' } });
    // Twice: the second says it is cancelled already and frees nothing more.
    expect(await refusal((await as('admin', 'en')).orderDesk.cancel({ orderCode, reason: 'again' }))).toEqual({ code: 'CONFLICT', message: 'The order is already cancelled or refunded' });
    expect(await inventory(date)).toMatchObject({ sold: before?.sold ?? 0 });
  });

  it('refuses a paid order (refund it instead) and a blank or too long reason', async () => {
    const paid = (await buy()).orderCode;
    await (await as('staff')).orderDesk.markPaid({ orderCode: paid });
    expect(await refusal((await as('staff', 'en')).orderDesk.cancel({ orderCode: paid, reason: 'x' }))).toEqual({ code: 'CONFLICT', message: 'The order is paid: refund it instead of cancelling it' });
    const unpaid = (await buy()).orderCode;
    expect(await refusal((await as('staff')).orderDesk.cancel({ orderCode: unpaid, reason: '   ' }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('validation.required') });
    expect(await refusal((await as('staff')).orderDesk.cancel({ orderCode: unpaid, reason: 'x'.repeat(501) }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('validation.maxLength') });
    expect((await orderRow(unpaid)).status).toBe('confirmed');
  });
});

describe('starting a refund', () => {
  it('opens the refund request of a paid order in the existing queue, which then gives the money back', async () => {
    const { orderCode } = await buy({ visitDate: day(8) });
    const staff = await as('staff');
    await staff.orderDesk.markPaid({ orderCode });
    const started = await staff.orderDesk.startRefund({ orderCode, reason: 'Thời tiết xấu' });
    expect(started).toMatchObject({ orderCode, alreadyWaiting: false });
    // Again: the waiting request is the answer, nothing new is opened or logged.
    expect(await staff.orderDesk.startRefund({ orderCode, reason: 'Lần nữa' })).toEqual({ ...started, alreadyWaiting: true });
    const order = await orderRow(orderCode);
    expect((await logRows()).filter((row) => row.orderId === order.id && row.action === 'order.startRefund')).toEqual([
      expect.objectContaining({ before: { paymentStatus: 'paid', refundRequest: null }, after: { paymentStatus: 'paid', refundRequest: started.requestId, reason: 'Thời tiết xấu' } }),
    ]);
    expect((await database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).every((ticket) => ticket.status === 'void')).toBe(true);
    const queue = await staff.refund.queue();
    expect(queue.items.find((item) => item.orderCode === orderCode)).toMatchObject({ requestId: started.requestId, reason: 'Thời tiết xấu', amount: 600_000 });
    expect((await staff.orderDesk.byCode({ orderCode })).allowed.startRefund).toBe(false);
    await staff.refund.complete({ requestId: started.requestId });
    expect(await orderRow(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await staff.orderDesk.byCode({ orderCode })).deskStatus).toBe('refunded');
  });

  it('refuses an unpaid order (cancel it instead), changing nothing', async () => {
    const { orderCode } = await buy();
    const before = await orderRow(orderCode);
    expect(await refusal((await as('staff', 'en')).orderDesk.startRefund({ orderCode, reason: 'x' }))).toEqual({
      code: 'CONFLICT',
      message: 'The order is not paid, so there is no money to refund. Cancel the order instead',
    });
    expect(await orderRow(orderCode)).toEqual(before);
  });
});

describe('two desks marking the same order paid at once (PostgreSQL, real connections)', () => {
  let postgres: TestDatabase | null;
  beforeAll(async () => {
    postgres = await createPostgresTestDatabase(10);
  }, 60_000);
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('takes the money once: one payment, one log row, the tickets it had', async () => {
    if (!postgres) {
      console.warn('PostgreSQL is not reachable here; the concurrency test needs it and is skipped outside CI');
      return;
    }
    await seedCommerce(postgres, 40);
    const staff = await userWithToken(postgres.db, 'staff');
    const { orderCode } = await buy({ db: postgres, visitDate: day(2) });
    const [order] = await postgres.db.select().from(orders).where(eq(orders.code, orderCode));
    const ticketsBefore = await postgres.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).orderBy(tickets.id);
    const callers = await Promise.all(Array.from({ length: 8 }, () => callerFor(postgres!.db, { token: staff.token })));
    const answers = await Promise.all(callers.map((caller) => caller.orderDesk.markPaid({ orderCode })));
    expect(answers.filter((answer) => answer.paidNow)).toHaveLength(1);
    expect(await postgres.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
    expect(await postgres.db.select().from(staffActions).where(eq(staffActions.orderId, order!.id))).toHaveLength(1);
    expect(await postgres.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).orderBy(tickets.id)).toEqual(ticketsBefore);
  }, 60_000);
});
