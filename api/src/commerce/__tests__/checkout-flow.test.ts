import { readdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { orderItems, orderRequests, orders, payments, productVariants, staffActions, ticketInventory, ticketPrices, ticketTypes, tickets, users } from '../../db/schema';
import { sign, verify, sandboxGateway, type VnpParams } from '../../payments/vnpay';
import type { CheckoutDeps } from '../checkout-deps';
import { requestExchange } from '../exchanges';
import { releaseExpiredHolds } from '../holds';
import { handleVnpayResult, retryPayment, returnDestination } from '../payment-results';
import { placeOrder } from '../place-order';
import { completeRefund, refundQueue, requestRefund } from '../refunds';
import { sendOrderConfirmation, sendRefundNotice } from '../order-mails';
import { successPagePath } from '../order-access';
import { openTestDb, seedCommerce } from './commerce-test-db';
import type { TestDatabase } from '../../testing/test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const visitDate = addDays(todayInVietnam(), 5);
const vnpay = sandboxGateway('http://127.0.0.1:8080');

let database: TestDatabase;
let seeded: Awaited<ReturnType<typeof seedCommerce>>;
let deps: CheckoutDeps;
let key = 0;

function orderInput(overrides: Partial<PlaceOrderInput> = {}, quantities = { adult: 2, child: 1, infant: 1 }): PlaceOrderInput {
  key += 1;
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities }],
    contact: { fullName: 'Nguyễn Văn A', phone: '0912345678', email: 'a@example.vn' },
    paymentMethod: 'vnpay',
    idempotencyKey: `test-key-${key}-${Date.now()}`,
    ...overrides,
  };
}

async function inventory() {
  const [row] = await database.db
    .select()
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return row ?? { held: 0, sold: 0, capacity: 50 };
}

async function orderByCode(code: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, code));
  return order!;
}

/** What the gateway sends for the latest payment of an order, signed with `secret`. */
async function gatewayParams(code: string, changes: Partial<VnpParams> = {}, secret = vnpay.hashSecret): Promise<VnpParams> {
  const order = await orderByCode(code);
  const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id);
  const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
  const latest = rows.sort((a, b) => b.id - a.id)[0] ?? payment!;
  const params: VnpParams = {
    vnp_TmnCode: vnpay.tmnCode,
    vnp_Amount: String(latest.amount * 100),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: `Thanh toan don hang ${code}`,
    vnp_PayDate: '20260101120000',
    vnp_ResponseCode: '00',
    vnp_TransactionNo: String(14_000_000 + latest.id),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: latest.providerRef!,
    ...changes,
  };
  return { ...params, vnp_SecureHash: sign(params, secret) };
}

beforeAll(async () => {
  database = (await openTestDb())!;
  seeded = await seedCommerce(database, 50);
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay };
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  // Every test starts with a free day: earlier orders of other tests are cancelled.
  await database.db.update(ticketInventory).set({ held: 0, sold: 0, unpaid: 0 });
  await database.db.update(orders).set({ status: 'cancelled' });
});

describe('placeOrder', () => {
  it('creates a pending order, holds the seats for 15 minutes and returns a signed gateway URL', async () => {
    const before = Date.now();
    const result = await placeOrder(deps, orderInput());
    const order = await orderByCode(result.orderCode);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', totalAmount: 800_000 });
    expect(order.holdExpiresAt!.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect((await inventory()).held).toBe(4);
    const url = new URL(result.redirectUrl!);
    expect(url.pathname).toBe('/sandbox/vnpay/pay');
    const query = Object.fromEntries(url.searchParams);
    expect(query.vnp_Amount).toBe('80000000');
    expect(verify(query, vnpay.hashSecret)).toBe(true);
  });

  it('returns the same order for the same idempotency key', async () => {
    const input = orderInput();
    const [first, second] = await Promise.all([placeOrder(deps, input), placeOrder(deps, input)]);
    const third = await placeOrder(deps, input);
    expect(second.orderCode).toBe(first.orderCode);
    expect(third.orderCode).toBe(first.orderCode);
    expect((await inventory()).held).toBe(4);
  });

  it('refuses more people than the day has places', async () => {
    await expect(placeOrder(deps, orderInput({}, { adult: 50, child: 1, infant: 0 }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'No tickets available for the date',
    });
    expect((await inventory()).held).toBe(0);
  });

  it('confirms a pay-at-counter order with its payment still pending', async () => {
    const result = await placeOrder(deps, orderInput({ paymentMethod: 'counter' }));
    expect(result.redirectUrl).toBeUndefined();
    // Its seats are released one hour after opening (7:00 in Vietnam) on the visit day if unpaid.
    expect(await orderByCode(result.orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'pending', holdExpiresAt: new Date(`${visitDate}T01:00:00Z`) });
    expect(await inventory()).toMatchObject({ held: 0, sold: 4, unpaid: 4 });
  });

  it('keeps no delivery address for an order of tickets only', async () => {
    const { orderCode } = await placeOrder(deps, orderInput({ deliveryAddress: '12 Le Loi, Ho Chi Minh City' }));
    expect((await orderByCode(orderCode)).deliveryAddress).toBeNull();
  });

  it('limits new orders per network address, in the buyer\'s language; a replay does not count', async () => {
    const limited = { ...deps, ip: '203.0.113.7', locale: 'vi' as const, orderLimit: { perIp: 2 } };
    const first = orderInput();
    await placeOrder(limited, first);
    await placeOrder(limited, first); // the same order again (a retried request)
    await placeOrder(limited, orderInput());
    await expect(placeOrder(limited, orderInput())).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Có quá nhiều đơn hàng từ mạng của bạn. Vui lòng thử lại sau ít phút',
    });
    await placeOrder({ ...limited, ip: '203.0.113.8' }, orderInput()); // another address is not affected
  });

  it('counts only stored orders against an address: one refused for want of seats, or for its key, is not counted', async () => {
    const limited = { ...deps, ip: '203.0.113.9', orderLimit: { perIp: 1 } };
    await expect(placeOrder(limited, orderInput({}, { adult: 51, child: 0, infant: 0 }))).rejects.toMatchObject({ code: 'CONFLICT' });
    const first = orderInput();
    await expect(placeOrder(limited, { ...first, contact: { ...first.contact, fullName: 'Someone else' } })).resolves.toHaveProperty('orderCode');
    await expect(placeOrder(limited, first)).rejects.toMatchObject({ code: 'CONFLICT' }); // the key, reused for another request
    await expect(placeOrder(limited, orderInput())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('charges the price listed when the order is stored, even one changed a moment after the last order was priced', async () => {
    const price = (audience: 'adult' | 'child', value: number) =>
      database.db.update(ticketPrices).set({ price: value }).where(and(eq(ticketPrices.ticketTypeId, seeded.ticketTypeId), eq(ticketPrices.audience, audience)));
    await placeOrder(deps, orderInput());
    await price('adult', 350_000);
    try {
      const { orderCode } = await placeOrder(deps, orderInput());
      expect((await orderByCode(orderCode)).totalAmount).toBe(2 * 350_000 + 200_000);
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, (await orderByCode(orderCode)).id));
      expect(lines.map((line) => [line.audience, line.unitPrice]).sort()).toEqual([['adult', 350_000], ['child', 200_000], ['infant', 0]]);
    } finally {
      await price('adult', 300_000);
    }
  });

  it('refuses a ticket type withdrawn a moment after the last order was priced, and stores nothing', async () => {
    const withdraw = (isActive: boolean) => database.db.update(ticketTypes).set({ isActive }).where(eq(ticketTypes.id, seeded.ticketTypeId));
    await placeOrder(deps, orderInput());
    const before = await inventory();
    await withdraw(false);
    try {
      const input = orderInput();
      await expect(placeOrder(deps, input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey))).toEqual([]);
      expect(await inventory()).toEqual(before);
    } finally {
      await withdraw(true);
    }
  });

  it('takes product stock and refuses what is not in stock', async () => {
    const result = await placeOrder(deps, orderInput({ items: [{ kind: 'product', variantId: seeded.variantId, quantity: 2 }] }));
    expect((await orderByCode(result.orderCode)).totalAmount).toBe(300_000);
    await expect(placeOrder(deps, orderInput({ items: [{ kind: 'product', variantId: seeded.variantId, quantity: 4 }] }))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('hold expiry', () => {
  it('frees the seats of a pending order once its hold has passed', async () => {
    const now = new Date();
    const result = await placeOrder({ ...deps, now: () => now }, orderInput({}, { adult: 50, child: 0, infant: 0 }));
    await expect(placeOrder(deps, orderInput({}, { adult: 1, child: 0, infant: 0 }))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await releaseExpiredHolds(database.db, new Date(now.getTime() + 10 * 60_000))).toBe(0);
    expect(await releaseExpiredHolds(database.db, new Date(now.getTime() + 16 * 60_000))).toBe(1);
    expect(await orderByCode(result.orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect((await inventory()).held).toBe(0);
    await expect(placeOrder(deps, orderInput({}, { adult: 1, child: 0, infant: 0 }))).resolves.toHaveProperty('orderCode');
    // A payment taken anyway is recorded; its places are gone, so it waits for a refund (late-payment.test.ts).
    expect((await handleVnpayResult(deps, await gatewayParams(result.orderCode))).RspCode).toBe('00');
    expect(await orderByCode(result.orderCode)).toMatchObject({ status: 'cancelled' });
  });

  it('is also applied lazily by the next placeOrder', async () => {
    const past = new Date(Date.now() - 20 * 60_000);
    await placeOrder({ ...deps, now: () => past }, orderInput({}, { adult: 50, child: 0, infant: 0 }));
    await expect(placeOrder(deps, orderInput({}, { adult: 50, child: 0, infant: 0 }))).resolves.toHaveProperty('orderCode');
  });
});

describe('VNPay IPN', () => {
  it('confirms a paid order once, issues one secret per person, and answers 02 to replays', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    const params = await gatewayParams(orderCode);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await handleVnpayResult(deps, params)).RspCode);
    expect(answers).toEqual(['00', '02', '02', '02', '02']);
    const order = await orderByCode(orderCode);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const issued = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(issued).toHaveLength(4);
    for (const ticket of issued) expect(Buffer.from(ticket.secret, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new Set(issued.map((t) => t.secret)).size).toBe(4);
    expect(await inventory()).toMatchObject({ held: 0, sold: 4 });
  });

  it('answers 97 to a forged signature and changes nothing', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    expect((await handleVnpayResult(deps, await gatewayParams(orderCode, {}, 'forged-secret'))).RspCode).toBe('97');
    const tampered = { ...(await gatewayParams(orderCode)), vnp_ResponseCode: '00', vnp_Amount: '1' };
    expect((await handleVnpayResult(deps, tampered)).RspCode).toBe('97');
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('answers 04 to a wrong amount and changes nothing', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    expect((await handleVnpayResult(deps, await gatewayParams(orderCode, { vnp_Amount: '100' }))).RspCode).toBe('04');
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await inventory()).sold).toBe(0);
  });

  it('answers 01 for an unknown transaction', async () => {
    const params: VnpParams = { vnp_TxnRef: 'SF-NOPE-1', vnp_Amount: '100', vnp_ResponseCode: '00' };
    expect((await handleVnpayResult(deps, { ...params, vnp_SecureHash: sign(params, vnpay.hashSecret) })).RspCode).toBe('01');
  });

  it('marks a failed payment, keeps the hold, and lets the buyer retry', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    const failed = await gatewayParams(orderCode, { vnp_ResponseCode: '51', vnp_TransactionStatus: '02' });
    expect(await returnDestination(deps, failed)).toBe(`/checkout/cancel?orderCode=${orderCode}&reason=failed`);
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect((await inventory()).held).toBe(4);

    const retry = await retryPayment(deps, orderCode);
    expect(verify(Object.fromEntries(new URL(retry.redirectUrl).searchParams), vnpay.hashSecret)).toBe(true);
    // The first attempt's late notification no longer counts; the new attempt does.
    expect((await handleVnpayResult(deps, failed)).RspCode).toBe('02');
    // The buyer's own link: it opens the order without the contact (order-access.ts).
    expect(await returnDestination(deps, await gatewayParams(orderCode))).toBe(await successPagePath(orderCode));
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('sends a buyer who cancelled on the gateway to the cancel page without "failed"', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    expect(await returnDestination(deps, await gatewayParams(orderCode, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).toBe(
      `/checkout/cancel?orderCode=${orderCode}`,
    );
  });
});

describe('refunds and exchanges', () => {
  it('cancels an unpaid counter order and gives its seats back', async () => {
    const { orderCode } = await placeOrder(deps, orderInput({ paymentMethod: 'counter' }));
    const result = await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912 345 678', reason: 'Plans changed' });
    expect(result.outcome).toBe('cancelled');
    expect((await orderByCode(orderCode)).status).toBe('cancelled');
    expect(await inventory()).toMatchObject({ held: 0, sold: 0 });
  });

  it('moves a paid order to refund pending and stops its tickets', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    await handleVnpayResult(deps, await gatewayParams(orderCode));
    const result = await requestRefund(deps, { orderCode, contactEmailOrPhone: 'A@example.vn', reason: 'Sick' });
    expect(result).toMatchObject({ outcome: 'refund_pending', status: 'pending' });
    const order = await orderByCode(orderCode);
    const rows = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(rows.every((t) => t.status === 'void')).toBe(true);
  });

  it('refuses a refund with the wrong contact or on the visit day', async () => {
    const { orderCode } = await placeOrder(deps, orderInput({ paymentMethod: 'counter' }));
    await expect(requestRefund(deps, { orderCode, contactEmailOrPhone: 'someone@else.vn', reason: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const onVisitDay = new Date(`${visitDate}T03:00:00Z`);
    await expect(requestRefund({ ...deps, now: () => onVisitDay }, { orderCode, contactEmailOrPhone: '0912345678', reason: 'x' })).rejects.toMatchObject({
      message: 'Refunds are possible only before the visit day',
    });
  });

  it('moves a paid order to another date with new secrets and revokes the old ones', async () => {
    const { orderCode } = await placeOrder(deps, orderInput());
    await handleVnpayResult(deps, await gatewayParams(orderCode));
    const order = await orderByCode(orderCode);
    const before = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const newDate = addDays(visitDate, 1);
    await requestExchange(deps, { orderCode, contactEmailOrPhone: '0912345678', newVisitDate: newDate });
    const after = await database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const valid = after.filter((t) => t.status === 'valid');
    expect(valid).toHaveLength(4);
    expect(valid.every((t) => t.visitDate === newDate)).toBe(true);
    expect(valid.some((t) => before.some((b) => b.secret === t.secret))).toBe(false);
    expect(after.filter((t) => before.some((b) => b.id === t.id)).every((t) => t.status === 'void')).toBe(true);
    expect((await inventory()).sold).toBe(0);
  });
});

describe('refunds by staff', () => {
  let staff: { id: number; email: string };
  beforeAll(async () => {
    const [row] = await database.db.insert(users).values({ email: 'refunds@staff.vn', passwordHash: 'x', firstName: 'Staff', role: 'staff' }).returning();
    staff = { id: row!.id, email: row!.email };
  });

  async function paidOrderWithRefundRequest(items?: PlaceOrderInput['items']) {
    const { orderCode } = await placeOrder(deps, orderInput(items ? { items, deliveryAddress: '12 Le Loi, Ho Chi Minh City' } : {}));
    await handleVnpayResult(deps, await gatewayParams(orderCode));
    const { id } = await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912345678', reason: 'Plans changed' });
    return { orderCode, requestId: id };
  }

  it('lists the waiting requests, then gives the money back through the gateway and frees the places', async () => {
    const { orderCode, requestId } = await paidOrderWithRefundRequest();
    expect(await inventory()).toMatchObject({ sold: 4 });
    expect((await refundQueue(database.db, {})).items).toContainEqual(expect.objectContaining({ requestId, orderCode, totalAmount: 800_000, amount: 800_000, reason: 'Plans changed' }));

    const onRefunded = jest.fn();
    expect(await completeRefund({ ...deps, onRefunded }, { requestId }, staff)).toEqual({ requestId, orderCode, amount: 800_000, paymentStatus: 'refunded' });
    expect(onRefunded).toHaveBeenCalledWith((await orderByCode(orderCode)).id);
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await inventory()).toMatchObject({ held: 0, sold: 0 });
    const order = await orderByCode(orderCode);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'refunded', providerData: expect.objectContaining({ refund: expect.objectContaining({ vnp_ResponseCode: '00', vnp_Amount: '80000000' }) }) });
    const [request] = await database.db.select().from(orderRequests).where(eq(orderRequests.id, requestId));
    expect(request!.status).toBe('done');
    const [action] = await database.db.select().from(staffActions).where(eq(staffActions.orderId, order.id));
    expect(action).toMatchObject({ actorId: staff.id, action: 'refund.complete', subjectKind: 'order', subjectId: order.id });
    expect((await refundQueue(database.db, {})).items.some((row) => row.requestId === requestId)).toBe(false);
  });

  it('puts products back in stock', async () => {
    const [before] = await database.db.select().from(productVariants).where(eq(productVariants.id, seeded.variantId));
    const { requestId } = await paidOrderWithRefundRequest([{ kind: 'product', variantId: seeded.variantId, quantity: 1 }]);
    await completeRefund(deps, { requestId }, staff);
    const [after] = await database.db.select().from(productVariants).where(eq(productVariants.id, seeded.variantId));
    expect(after!.stock).toBe(before!.stock);
  });

  it('refunds once: a second completion is refused', async () => {
    const { requestId } = await paidOrderWithRefundRequest();
    const results = await Promise.allSettled([completeRefund(deps, { requestId }, staff), completeRefund(deps, { requestId }, staff)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT', message: 'This refund request has already been handled' } });
    await expect(completeRefund(deps, { requestId: 999_999 }, staff)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('changes nothing when the gateway cannot be reached, and can be tried again', async () => {
    const { orderCode, requestId } = await paidOrderWithRefundRequest();
    const unreachable = { ...deps, vnpay: { ...vnpay, sandbox: false, apiUrl: 'http://127.0.0.1:9/merchant_webapi/api/transaction' } };
    await expect(completeRefund(unreachable, { requestId }, staff)).rejects.toThrow();
    expect(await orderByCode(orderCode)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [request] = await database.db.select().from(orderRequests).where(eq(orderRequests.id, requestId));
    expect(request!.status).toBe('pending');
    await completeRefund(deps, { requestId }, staff);
    expect((await orderByCode(orderCode)).paymentStatus).toBe('refunded');
  });
});

describe('confirmation mail', () => {
  it('writes an .eml with one QR image per ticket to the outbox when no SMTP server is set', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const { orderCode } = await placeOrder(deps, orderInput());
    await handleVnpayResult(deps, await gatewayParams(orderCode));
    const file = await sendOrderConfirmation(database.db, (await orderByCode(orderCode)).id, { outboxDir, publicUrl: 'http://127.0.0.1:8080' });
    expect(await readdir(outboxDir)).toHaveLength(1);
    const eml = await readFile(file!, 'utf8');
    expect(eml).toContain(`Subject: Order confirmation ${orderCode}`);
    expect(eml.match(/Content-Type: image\/png/g)).toHaveLength(4);
  }, 30_000);

  it('tells the buyer that the money went back', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const { orderCode } = await placeOrder(deps, orderInput());
    const file = await sendRefundNotice(database.db, (await orderByCode(orderCode)).id, { outboxDir, publicUrl: 'http://127.0.0.1:8080' });
    const eml = await readFile(file!, 'utf8');
    expect(eml).toContain(`Subject: Refund for order ${orderCode}`);
    const body = eml.replace(/=\n/g, ''); // quoted-printable soft line breaks
    expect(body).toContain('We have refunded VND 800,000 for order');
    expect(body).toContain('usually within a few working days');
  });

  it('says where the products go', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const address = '12 Le Loi, Ben Nghe, Ho Chi Minh City';
    const { orderCode } = await placeOrder(deps, orderInput({ items: [{ kind: 'product', variantId: seeded.variantId, quantity: 1 }], deliveryAddress: address }));
    expect((await orderByCode(orderCode)).deliveryAddress).toBe(address);
    await handleVnpayResult(deps, await gatewayParams(orderCode));
    const file = await sendOrderConfirmation(database.db, (await orderByCode(orderCode)).id, { outboxDir, publicUrl: 'http://127.0.0.1:8080' });
    expect(await readFile(file!, 'utf8')).toContain(`Delivery to: ${address}`);
  }, 30_000);
});
