/**
 * One buyer cannot take a day's places without paying: the size of an order, infants only with a
 * paying ticket, caps on unpaid pay-at-counter tickets per contact and per day, the counter cutoff,
 * payment at the gate, and idempotency keys bound to their request.
 */
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { orders, payments, staffActions, ticketInventory, tickets, users } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import type { CheckoutDeps, CheckoutLimits } from '../checkout-deps';
import { payAtCounter } from '../counter-payments';
import { requestExchange } from '../exchanges';
import { releaseUnpaidCounterOrders } from '../holds';
import { placeOrder } from '../place-order';
import { requestRefund } from '../refunds';
import { seedCommerce } from './commerce-test-db';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const visitDate = addDays(todayInVietnam(), 6);
const limits: CheckoutLimits = { ticketsPerOrder: 10, unpaidPerContact: 20, unpaidSharePercent: 20, counterCutoffMinutes: 60 };

let database: TestDatabase;
let ticketTypeId: number;
let deps: CheckoutDeps;
let staff: { id: number };
let confirmed: number[];
let serial = 0;

interface Buyer {
  phone?: string;
  email?: string;
  ip?: string;
}

/** A distinct buyer unless told otherwise: own phone, email and address. */
function buyer(overrides: Buyer = {}): Required<Buyer> {
  serial += 1;
  return { phone: `09${String(10_000_000 + serial).slice(-8)}`, email: `buyer${serial}@example.vn`, ip: `10.0.${Math.floor(serial / 250)}.${serial % 250}`, ...overrides };
}

function orderInput(who: Required<Buyer>, quantities: { adult: number; child: number; infant: number }, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  serial += 1;
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities }],
    contact: { fullName: 'Nguyễn Văn A', phone: who.phone, email: who.email },
    paymentMethod: 'counter',
    idempotencyKey: `counter-${serial}-${Date.now()}`,
    ...overrides,
  };
}

const place = (who: Required<Buyer>, quantities: { adult: number; child: number; infant: number }, overrides: Partial<PlaceOrderInput> = {}, extra: Partial<CheckoutDeps> = {}) =>
  placeOrder({ ...deps, ip: who.ip, ...extra }, orderInput(who, quantities, overrides));

const adults = (adult: number) => ({ adult, child: 0, infant: 0 });

async function inventory(date = visitDate) {
  const [row] = await database.db
    .select()
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, ticketTypeId), eq(ticketInventory.visitDate, date)));
  return row ?? { held: 0, sold: 0, unpaid: 0, capacity: 200 };
}

async function orderByCode(code: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, code));
  return order!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ ticketTypeId } = await seedCommerce(database, 200));
  const [row] = await database.db.insert(users).values({ email: 'gate@staff.vn', passwordHash: 'x', firstName: 'Gate', role: 'staff' }).returning();
  staff = { id: row!.id };
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  // Every test starts with a free day: earlier orders of other tests are cancelled.
  await database.db.update(ticketInventory).set({ held: 0, sold: 0, unpaid: 0 });
  await database.db.update(orders).set({ status: 'cancelled' });
  confirmed = [];
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay: sandboxGateway('http://127.0.0.1:8080'), limits, onConfirmed: (id) => void confirmed.push(id) };
});

describe('the size of one order', () => {
  it('refuses more than 10 tickets counting every category, in both languages, and holds nothing', async () => {
    const who = buyer();
    await expect(place(who, { adult: 6, child: 4, infant: 1 }, { paymentMethod: 'vnpay' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'At most 10 tickets per order (all categories together)',
    });
    await expect(place(who, { adult: 6, child: 4, infant: 1 }, {}, { locale: 'vi' })).rejects.toMatchObject({ message: 'Mỗi đơn hàng tối đa 10 vé (tính mọi loại vé)' });
    expect(await inventory()).toMatchObject({ held: 0, sold: 0, unpaid: 0 });
    await expect(place(who, { adult: 6, child: 3, infant: 1 })).resolves.toHaveProperty('orderCode');
  });

  it('takes its maximum from the setting', async () => {
    await expect(place(buyer(), adults(4), {}, { limits: { ...limits, ticketsPerOrder: 3 } })).rejects.toMatchObject({ message: 'At most 3 tickets per order (all categories together)' });
  });
});

describe('infants', () => {
  it('are refused without a paying ticket in the same order: nothing is taken', async () => {
    for (const paymentMethod of ['vnpay', 'counter'] as const) {
      await expect(place(buyer(), { adult: 0, child: 0, infant: 2 }, { paymentMethod })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Children under 3 go free only with at least one adult or child ticket in the same order',
      });
    }
    expect(await inventory()).toMatchObject({ held: 0, sold: 0 });
    expect(await database.db.select().from(orders).where(eq(orders.totalAmount, 0))).toHaveLength(0);
  });

  it('go with a paying ticket', async () => {
    const { orderCode } = await place(buyer(), { adult: 0, child: 1, infant: 2 }, { paymentMethod: 'vnpay' });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'pending', totalAmount: 200_000 });
  });
});

describe('unpaid counter tickets per contact and day', () => {
  it('caps them at 20 for one phone, however it is written', async () => {
    const phone = '0987 654 321';
    await place(buyer({ phone }), adults(10));
    await place(buyer({ phone: '+84987654321' }), adults(10));
    await expect(place(buyer({ phone: '0987.654.321' }), adults(1))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'There are already 20 unpaid tickets for this date with the same phone, email or network. Please pay with VNPay',
    });
    expect(await inventory()).toMatchObject({ sold: 20, unpaid: 20 });
  });

  it('caps them for one email and for one network address, in Vietnamese too', async () => {
    const email = 'Hoarder@Example.vn';
    await place(buyer({ email }), adults(10));
    await place(buyer({ email: email.toLowerCase() }), adults(10));
    await expect(place(buyer({ email }), adults(1), {}, { locale: 'vi' })).rejects.toMatchObject({
      message: 'Đã có 20 vé chưa thanh toán cho ngày này với cùng số điện thoại, email hoặc mạng. Vui lòng thanh toán qua VNPay',
    });
    const ip = '203.0.113.9';
    await place(buyer({ ip }), adults(10));
    await place(buyer({ ip }), adults(10));
    await expect(place(buyer({ ip }), adults(1))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await database.db.select().from(orders).where(eq(orders.clientIp, ip))).map((order) => order.clientIp)).toEqual([ip, ip]);
  });

  it('counts per visit date and only unpaid counter orders', async () => {
    const who = buyer();
    await place(who, adults(10));
    await place(who, adults(10));
    await expect(place(who, adults(2), { items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: addDays(visitDate, 1), quantities: adults(2) }] })).resolves.toHaveProperty('orderCode');
    await expect(place(who, adults(2), { paymentMethod: 'vnpay' })).resolves.toHaveProperty('redirectUrl');
  });
});

describe('unpaid seats of a day', () => {
  it('take at most 20 % of its capacity', async () => {
    // 200 places: 40 may wait for payment at the gate.
    for (let i = 0; i < 4; i += 1) await place(buyer(), adults(10));
    await expect(place(buyer(), adults(1))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'No more places can be held to pay at the counter for this date. Please pay with VNPay',
    });
    expect(await inventory()).toMatchObject({ sold: 40, unpaid: 40, held: 0 });
    await expect(place(buyer(), adults(1), { paymentMethod: 'vnpay' })).resolves.toHaveProperty('redirectUrl');
  });

  it('are given back when an unpaid counter order is cancelled', async () => {
    const who = buyer();
    const { orderCode } = await place(who, adults(3));
    expect(await inventory()).toMatchObject({ sold: 3, unpaid: 3 });
    await requestRefund(deps, { orderCode, contactEmailOrPhone: who.phone, reason: 'Plans changed' });
    expect(await inventory()).toMatchObject({ sold: 0, unpaid: 0 });
  });
});

describe('moving an unpaid counter order to another day', () => {
  it('moves its unpaid seats and its cutoff, and gives it new QR codes', async () => {
    const who = buyer();
    const { orderCode } = await place(who, adults(3));
    const order = await orderByCode(orderCode);
    const before = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const newDate = addDays(visitDate, 2);
    await requestExchange(deps, { orderCode, contactEmailOrPhone: who.phone, newVisitDate: newDate });
    expect(await inventory()).toMatchObject({ sold: 0, unpaid: 0 });
    expect(await inventory(newDate)).toMatchObject({ sold: 3, unpaid: 3 });
    expect((await orderByCode(orderCode)).holdExpiresAt!.toISOString()).toBe(`${newDate}T01:00:00.000Z`);
    const after = await database.db.select().from(tickets).where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')));
    expect(after).toHaveLength(3);
    expect(after.every((ticket) => ticket.visitDate === newDate && !before.some((old) => old.secret === ticket.secret))).toBe(true);
  });
});

describe('moving an unpaid counter order onto a day the caps already fill', () => {
  it('is refused when the contact would pass its unpaid tickets of that day, changing nothing', async () => {
    const who = buyer();
    const newDate = addDays(visitDate, 3);
    await place(who, adults(10), { items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: newDate, quantities: adults(10) }] });
    await place(who, adults(10), { items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: newDate, quantities: adults(10) }] });
    const { orderCode } = await place(who, adults(5));
    await expect(requestExchange(deps, { orderCode, contactEmailOrPhone: who.phone, newVisitDate: newDate })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await inventory()).toMatchObject({ sold: 5, unpaid: 5 });
    expect(await inventory(newDate)).toMatchObject({ sold: 20, unpaid: 20 });
  });

  it("is refused when the day's unpaid share is full, changing nothing", async () => {
    const newDate = addDays(visitDate, 4);
    for (let i = 0; i < 4; i += 1) await place(buyer(), adults(10), { items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: newDate, quantities: adults(10) }] });
    const who = buyer();
    const { orderCode } = await place(who, adults(2));
    await expect(requestExchange(deps, { orderCode, contactEmailOrPhone: who.phone, newVisitDate: newDate })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await inventory()).toMatchObject({ sold: 2, unpaid: 2 });
    expect(await inventory(newDate)).toMatchObject({ sold: 40, unpaid: 40 });
  });
});

describe('the counter cutoff', () => {
  it('is one hour after opening (7:00 in Vietnam) on the visit day, and frees unpaid seats then', async () => {
    const { orderCode } = await place(buyer(), adults(2));
    const order = await orderByCode(orderCode);
    expect(order.holdExpiresAt!.toISOString()).toBe(`${visitDate}T01:00:00.000Z`);
    expect((await database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).every((ticket) => ticket.status === 'valid')).toBe(true);

    expect(await releaseUnpaidCounterOrders(database.db, new Date(`${visitDate}T00:59:00Z`))).toBe(0);
    expect(await releaseUnpaidCounterOrders(database.db, new Date(`${visitDate}T01:01:00Z`))).toBe(1);
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', holdExpiresAt: null });
    expect(await inventory()).toMatchObject({ sold: 0, unpaid: 0 });
    expect((await database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).every((ticket) => ticket.status === 'void')).toBe(true);
  });

  it('follows its setting, and refuses counter orders once it has passed', async () => {
    const { orderCode } = await place(buyer(), adults(1), {}, { limits: { ...limits, counterCutoffMinutes: 150 } });
    expect((await orderByCode(orderCode)).holdExpiresAt!.toISOString()).toBe(`${visitDate}T02:30:00.000Z`);
    const late = new Date(`${visitDate}T01:30:00Z`);
    await expect(place(buyer(), adults(1), {}, { now: () => late })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Places to pay at the counter can no longer be held for this date. Please pay with VNPay',
    });
  });
});

describe('paying at the gate', () => {
  it('stores the cash payment, marks the order paid, logs it and mails the receipt; a second click changes nothing', async () => {
    const { orderCode } = await place(buyer(), { adult: 2, child: 1, infant: 0 });
    const order = await orderByCode(orderCode);
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    confirmed = [];

    const [first, second] = await Promise.all([payAtCounter(deps, { secret: ticket!.secret }, staff), payAtCounter(deps, { secret: ticket!.secret }, staff)]);
    expect([first.paidNow, second.paidNow].sort()).toEqual([false, true]);
    expect(first).toMatchObject({ orderCode, amount: 800_000 });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([
      expect.objectContaining({ provider: 'counter', status: 'paid', amount: 800_000 }),
    ]);
    expect(await inventory()).toMatchObject({ sold: 3, unpaid: 0 });
    expect(await database.db.select().from(staffActions).where(eq(staffActions.orderId, order.id))).toEqual([
      expect.objectContaining({ action: 'order.markPaid', actorId: staff.id, subjectKind: 'order', subjectId: order.id }),
    ]);
    expect(confirmed).toEqual([order.id]);
    // Paid orders are not released at the cutoff.
    expect(await releaseUnpaidCounterOrders(database.db, new Date(`${visitDate}T02:00:00Z`))).toBe(0);
  });

  it('refuses an order released at the cutoff, changing nothing', async () => {
    const { orderCode } = await place(buyer(), adults(1));
    const order = await orderByCode(orderCode);
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    await releaseUnpaidCounterOrders(database.db, new Date(`${visitDate}T02:00:00Z`));
    await expect(payAtCounter(deps, { secret: ticket!.secret }, staff)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is not waiting to be paid at the counter (already paid, cancelled or paid online)',
    });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });
});

describe('idempotency keys', () => {
  it('answer the first order only for the same request; another body with the key is a 409', async () => {
    const who = buyer();
    const input = orderInput(who, adults(2), { paymentMethod: 'vnpay' });
    const first = await placeOrder({ ...deps, ip: who.ip }, input);
    await expect(placeOrder({ ...deps, ip: who.ip }, { ...input })).resolves.toMatchObject({ orderCode: first.orderCode });

    const other = { ...input, contact: { ...input.contact, phone: '0911111111', email: 'someone@else.vn' } };
    await expect(placeOrder(deps, other)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request has the key of another order. Please reload the page and order again',
    });
    await expect(placeOrder({ ...deps, locale: 'vi' }, { ...input, items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: adults(3) }] })).rejects.toMatchObject({
      message: 'Yêu cầu này trùng mã với một đơn hàng khác. Vui lòng tải lại trang và đặt lại',
    });
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
    expect(await inventory()).toMatchObject({ held: 2 });
  });
});
