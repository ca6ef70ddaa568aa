/**
 * Refunds and exchanges as a buyer trying to get both would use them: a refund request blocks an
 * exchange, a ticket used at the gate is never paid back, no refund on or after the visit day,
 * and a payment that arrived after the order was cancelled is given back alone.
 */
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { orderRequests, orders, payments, staffActions, ticketInventory, tickets } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import { callerFor, userWithToken } from '../../testing/callers';
import { payThroughGateway } from '../../testing/gateway';
import type { TestDatabase } from '../../testing/test-db';
import type { CheckoutDeps } from '../checkout-deps';
import { requestExchange } from '../exchanges';
import { placeOrder } from '../place-order';
import { completeRefund, refundQueue, requestRefund } from '../refunds';
import { openTestDb, seedCommerce } from './commerce-test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const today = todayInVietnam();
const vnpay = sandboxGateway('http://127.0.0.1:8080');

let database: TestDatabase;
let seeded: Awaited<ReturnType<typeof seedCommerce>>;
let deps: CheckoutDeps;
let staff: { id: number; email: string; token: string };
let key = 0;

/** 2 adults (300 000 each), 1 child (200 000), 1 infant (free): 800 000 for 4 people. */
function orderInput(visitDate: string): PlaceOrderInput {
  key += 1;
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 2, child: 1, infant: 1 } }],
    contact: { fullName: 'Nguyễn Văn A', phone: '0912345678', email: 'a@example.vn' },
    paymentMethod: 'vnpay',
    idempotencyKey: `rules-${key}-${Date.now()}`,
  };
}

async function orderByCode(code: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, code));
  return order!;
}

async function ticketsOf(code: string) {
  const order = await orderByCode(code);
  return database.db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id);
}

async function sold(visitDate: string): Promise<number> {
  const [row] = await database.db
    .select()
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return row?.sold ?? 0;
}

async function paidOrder(visitDate: string): Promise<string> {
  const { orderCode } = await placeOrder(deps, orderInput(visitDate));
  await payThroughGateway(deps, orderCode);
  return orderCode;
}

/**
 * A refund request waiting for staff while the order's tickets are still valid, as the old
 * exchange left them (it issued fresh tickets after the refund was requested).
 */
async function waitingRequestWithValidTickets(orderCode: string): Promise<number> {
  const order = await orderByCode(orderCode);
  const [request] = await database.db.insert(orderRequests).values({ orderId: order.id, kind: 'refund', reason: 'Plans changed' }).returning();
  return request!.id;
}

async function redeem(secret: string) {
  const gate = await callerFor(database.db, { token: staff.token, locale: 'en' });
  expect(await gate.checkin.redeem({ secret })).toMatchObject({ result: 'valid' });
}

async function requestRow(id: number) {
  const [row] = await database.db.select().from(orderRequests).where(eq(orderRequests.id, id));
  return row!;
}

beforeAll(async () => {
  database = (await openTestDb())!;
  seeded = await seedCommerce(database, 50);
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay };
  staff = await userWithToken(database.db, 'staff', 'gate@staff.vn');
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

describe('a refund request and an exchange of the same order', () => {
  it('refuses the exchange once a refund was requested, and issues no ticket', async () => {
    const visitDate = addDays(today, 5);
    const newDate = addDays(today, 6);
    const orderCode = await paidOrder(visitDate);
    await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912345678', reason: 'Sick' });
    const soldBefore = [await sold(visitDate), await sold(newDate)];

    await expect(requestExchange(deps, { orderCode, contactEmailOrPhone: '0912345678', newVisitDate: newDate })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A refund was requested for this order, so it can no longer be moved or used',
    });
    expect((await ticketsOf(orderCode)).filter((ticket) => ticket.status === 'valid')).toEqual([]);
    expect([await sold(visitDate), await sold(newDate)]).toEqual(soldBefore);
  });

  it('says so in Vietnamese through order.requestExchange', async () => {
    const orderCode = await paidOrder(addDays(today, 7));
    const buyer = await callerFor(database.db, { locale: 'vi' });
    await buyer.order.requestRefund({ orderCode, contactEmailOrPhone: 'a@example.vn', reason: 'Ốm' });
    await expect(buyer.order.requestExchange({ orderCode, contactEmailOrPhone: 'a@example.vn', newVisitDate: addDays(today, 8) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Đơn hàng đang chờ hoàn tiền nên không thể đổi ngày hay sử dụng',
    });
  });
});

describe('refund requests and the visit day', () => {
  it('refuses a refund on the visit day, also at 06:30 in Vietnam while it is still the day before in UTC', async () => {
    const visitDate = addDays(today, 3);
    const orderCode = await paidOrder(visitDate);
    const earlyOnVisitDay = new Date(`${addDays(visitDate, -1)}T23:30:00Z`);
    await expect(requestRefund({ ...deps, now: () => earlyOnVisitDay }, { orderCode, contactEmailOrPhone: '0912345678', reason: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Refunds are possible only before the visit day',
    });
    const afterVisitDay = new Date(`${addDays(visitDate, 2)}T03:00:00Z`);
    await expect(requestRefund({ ...deps, now: () => afterVisitDay }, { orderCode, contactEmailOrPhone: '0912345678', reason: 'x' })).rejects.toMatchObject({
      message: 'Refunds are possible only before the visit day',
    });
    expect(await database.db.select().from(orderRequests).where(eq(orderRequests.orderId, (await orderByCode(orderCode)).id))).toEqual([]);
    expect((await ticketsOf(orderCode)).every((ticket) => ticket.status === 'valid')).toBe(true);
  });
});

describe('refund.complete and tickets used at the gate', () => {
  it('gives back only the unused tickets of a partly used order, through a partial VNPay refund', async () => {
    const orderCode = await paidOrder(today);
    const requestId = await waitingRequestWithValidTickets(orderCode);
    const [firstAdult] = (await ticketsOf(orderCode)).filter((ticket) => ticket.audience === 'adult');
    await redeem(firstAdult!.secret);
    expect(await refundQueue(database.db, {})).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ requestId, amount: 500_000, totalAmount: 800_000 })]) });

    const result = await completeRefund(deps, { requestId }, staff);
    expect(result).toMatchObject({ requestId, orderCode, amount: 500_000 });

    // Not all the money went back: the order stays confirmed and paid for the adult who went in.
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const after = await ticketsOf(orderCode);
    expect(after.find((ticket) => ticket.id === firstAdult!.id)!.status).toBe('used');
    expect(after.filter((ticket) => ticket.id !== firstAdult!.id).every((ticket) => ticket.status === 'void')).toBe(true);
    expect(await sold(today)).toBe(1);
    expect(await requestRow(requestId)).toMatchObject({ status: 'done', amount: 500_000 });
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, (await orderByCode(orderCode)).id));
    expect(payment!.providerData).toMatchObject({ refund: { vnp_ResponseCode: '00', vnp_TransactionType: '03', vnp_Amount: '50000000' } });
  });

  it('refuses when every ticket was used, and changes nothing', async () => {
    const orderCode = await paidOrder(today);
    const requestId = await waitingRequestWithValidTickets(orderCode);
    for (const ticket of await ticketsOf(orderCode)) await redeem(ticket.secret);

    await expect(completeRefund(deps, { requestId }, staff)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Every ticket of this order was used at the gate, so nothing can be refunded. Tell the buyer the request is declined',
    });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending', amount: null });
    const order = await orderByCode(orderCode);
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(await database.db.select().from(staffActions).where(and(eq(staffActions.orderId, order.id), eq(staffActions.action, 'refund.complete')))).toEqual([]);
  });

  it('refuses once the visit day has passed, in Vietnamese too', async () => {
    const visitDate = addDays(today, 4);
    const orderCode = await paidOrder(visitDate);
    const { id: requestId } = await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912345678', reason: 'Sick' });
    const dayAfter = new Date(`${addDays(visitDate, 1)}T03:00:00Z`);

    await expect(completeRefund({ ...deps, now: () => dayAfter }, { requestId }, staff)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The visit day has passed, so this order cannot be refunded here. Pass the request to a manager',
    });
    await expect(completeRefund({ ...deps, locale: 'vi', now: () => dayAfter }, { requestId }, staff)).rejects.toMatchObject({
      message: 'Ngày tham quan đã qua nên đơn hàng không thể hoàn tiền tại đây. Hãy chuyển yêu cầu cho quản lý',
    });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending' });
    expect(await sold(visitDate)).toBe(4);
  });

  it('refuses a request of an order that is not paid, saying so', async () => {
    const { orderCode } = await placeOrder(deps, { ...orderInput(addDays(today, 4)), paymentMethod: 'counter' });
    const requestId = await waitingRequestWithValidTickets(orderCode);
    await expect(completeRefund(deps, { requestId }, staff)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is not paid, so there is no money to give back. Check the transaction with the payment gateway',
    });
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending' });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
  });

  it('refunds a whole unused order as before: cancelled, refunded, full VNPay refund', async () => {
    const visitDate = addDays(today, 9);
    const orderCode = await paidOrder(visitDate);
    const { id: requestId } = await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912345678', reason: 'Sick' });
    expect(await completeRefund(deps, { requestId }, staff)).toMatchObject({ amount: 800_000, paymentStatus: 'refunded' });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'done', amount: 800_000 });
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, (await orderByCode(orderCode)).id));
    expect(payment).toMatchObject({ status: 'refunded', providerData: { refund: { vnp_TransactionType: '02', vnp_Amount: '80000000' } } });
    expect(await sold(visitDate)).toBe(0);
  });
});

describe('a payment that arrived after the order was cancelled', () => {
  /** A cancelled order, and a second payment of it the gateway captured afterwards, waiting for staff. */
  async function latePayment() {
    const visitDate = addDays(today, 10);
    const { orderCode } = await placeOrder(deps, orderInput(visitDate));
    const order = await orderByCode(orderCode);
    await database.db.update(orders).set({ status: 'cancelled', paymentStatus: 'failed' }).where(eq(orders.id, order.id));
    await database.db.update(payments).set({ status: 'failed' }).where(eq(payments.orderId, order.id));
    await database.db.update(ticketInventory).set({ held: 0 }).where(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId));
    const [late] = await database.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'vnpay', amount: 800_000, status: 'paid', providerRef: `${orderCode}-late`, transactionNo: `LATE${key}`, providerData: { vnp_TransactionNo: `LATE${key}` } })
      .returning();
    const [request] = await database.db
      .insert(orderRequests)
      .values({ orderId: order.id, kind: 'refund', reason: 'paid_after_cancellation', paymentId: late!.id })
      .returning();
    return { orderCode, visitDate, paymentId: late!.id, requestId: request!.id };
  }

  it('is listed as paid after cancellation with the payment\'s amount', async () => {
    const { orderCode, requestId } = await latePayment();
    const { items } = await refundQueue(database.db, { pageSize: 50 });
    expect(items.find((item) => item.requestId === requestId)).toMatchObject({ orderCode, kind: 'paid_after_cancellation', amount: 800_000 });
  });

  it('refunds exactly that payment through VNPay and leaves the order, its tickets and seats alone', async () => {
    const { orderCode, visitDate, paymentId, requestId } = await latePayment();
    const soldBefore = await sold(visitDate);
    const result = await completeRefund(deps, { requestId }, staff);
    expect(result).toMatchObject({ requestId, orderCode, amount: 800_000 });

    const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      status: 'refunded',
      providerData: { refund: { vnp_ResponseCode: '00', vnp_TxnRef: `${orderCode}-late`, vnp_TransactionNo: `LATE${key}`, vnp_TransactionType: '02', vnp_Amount: '80000000' } },
    });
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await ticketsOf(orderCode)).toEqual([]);
    expect(await sold(visitDate)).toBe(soldBefore);
    expect(await requestRow(requestId)).toMatchObject({ status: 'done', amount: 800_000 });
    const [action] = await database.db.select().from(staffActions).where(and(eq(staffActions.orderId, (await orderByCode(orderCode)).id), eq(staffActions.action, 'refund.complete')));
    expect(action).toMatchObject({ actorId: staff.id });
    await expect(completeRefund(deps, { requestId }, staff)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('an order paid twice (a retry paid in another tab)', () => {
  it('refunds the order from its own payment and the second payment from its own request', async () => {
    const visitDate = addDays(today, 11);
    const orderCode = await paidOrder(visitDate);
    const order = await orderByCode(orderCode);
    const [first] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const [second] = await database.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'vnpay', amount: 800_000, status: 'paid', providerRef: `${orderCode}-second`, transactionNo: `TWICE${key}` })
      .returning();
    const [late] = await database.db.insert(orderRequests).values({ orderId: order.id, kind: 'refund', reason: 'paid_after_cancellation', paymentId: second!.id }).returning();
    // The second payment's request does not stand in the way of the buyer's own refund request.
    const { id: requestId } = await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912345678', reason: 'Sick' });
    expect(requestId).not.toBe(late!.id);

    await completeRefund(deps, { requestId }, staff);
    const refundedFirst = await database.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id);
    expect(refundedFirst.map((payment) => [payment.id, payment.status])).toEqual([
      [first!.id, 'refunded'],
      [second!.id, 'paid'],
    ]);
    await completeRefund(deps, { requestId: late!.id }, staff);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, second!.id));
    expect(after!.status).toBe('refunded');
  });
});

describe('refund.queue pages', () => {
  it('answers one bounded page with the total, and refuses pages over 50', async () => {
    for (let index = 0; index < 3; index += 1) await requestRefund(deps, { orderCode: await paidOrder(addDays(today, 12)), contactEmailOrPhone: '0912345678', reason: `r${index}` });
    const desk = await callerFor(database.db, { token: staff.token, locale: 'en' });
    const all = await desk.refund.queue({});
    const firstPage = await desk.refund.queue({ page: 1, pageSize: 2 });
    const secondPage = await desk.refund.queue({ page: 2, pageSize: 2 });
    expect(firstPage.total).toBe(all.total);
    expect(firstPage.items).toHaveLength(2);
    expect([...firstPage.items, ...secondPage.items].map((item) => item.requestId)).toEqual(all.items.slice(0, 4).map((item) => item.requestId));
    await expect(desk.refund.queue({ pageSize: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
