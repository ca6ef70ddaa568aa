/**
 * No captured payment is dropped: whatever became of the order, a payment the gateway reports as
 * taken is stored with its transaction number, then either confirms the order (tickets issued)
 * or waits in the staff refund queue, and the buyer is told which. A replayed IPN changes nothing.
 */
import { orderAccessToken, successPagePath } from '../order-access';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { orderRequests, orders, payments, ticketInventory, tickets } from '../../db/schema';
import { sandboxGateway, sign, type VnpParams } from '../../payments/vnpay';
import { callerFor } from '../../testing/callers';
import type { CheckoutDeps } from '../checkout-deps';
import { releaseExpiredHolds } from '../holds';
import { handleVnpayResult, retryPayment, returnDestination } from '../payment-results';
import { placeOrder } from '../place-order';
import { requestRefund } from '../refunds';
import { sendLatePaymentNotice } from '../order-mails';
import { PAID_AFTER_CANCELLATION } from '../refund-reasons';
import { openTestDb, seedCommerce } from './commerce-test-db';
import type { TestDatabase } from '../../testing/test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const vnpay = sandboxGateway('http://127.0.0.1:8080');
const inDays = (days: number) => addDays(todayInVietnam(), days);
const afterTheHold = () => new Date(Date.now() + 16 * 60_000);

let database: TestDatabase;
let seeded: Awaited<ReturnType<typeof seedCommerce>>;
let deps: CheckoutDeps;
let transactionNo = 20_000_000;
let paidAfterCancellation: number[];

beforeAll(async () => {
  database = (await openTestDb())!;
  seeded = await seedCommerce(database, 50);
}, 60_000);

beforeEach(() => {
  paidAfterCancellation = [];
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay, onPaidAfterCancellation: (paymentId) => void paidAfterCancellation.push(paymentId) };
});

afterAll(async () => {
  await database?.destroy();
});

async function order(visitDate: string, adults = 2, contact = 'Nguyễn Văn A') {
  return placeOrder(deps, {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: adults, child: 0, infant: 0 } }],
    contact: { fullName: contact, phone: '0912345678', email: 'a@example.vn' },
    paymentMethod: 'vnpay',
    idempotencyKey: `late-${Math.random().toString(36).slice(2)}`,
  });
}

async function orderRow(code: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.code, code));
  return row!;
}

async function attempts(code: string) {
  const row = await orderRow(code);
  return database.db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(payments.id);
}

/** The gateway's signed "paid" for one attempt (the latest unless said). */
async function paid(code: string, attempt?: typeof payments.$inferSelect): Promise<VnpParams> {
  const payment = attempt ?? (await attempts(code)).at(-1)!;
  transactionNo += 1;
  const params: VnpParams = {
    vnp_TmnCode: vnpay.tmnCode,
    vnp_Amount: String(payment.amount * 100),
    vnp_ResponseCode: '00',
    vnp_TransactionNo: String(transactionNo),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: payment.providerRef!,
  };
  return { ...params, vnp_SecureHash: sign(params, vnpay.hashSecret) };
}

async function seats(visitDate: string) {
  const [row] = await database.db
    .select()
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return { held: row!.held, sold: row!.sold };
}

async function snapshot(code: string) {
  const row = await orderRow(code);
  return {
    order: { status: row.status, paymentStatus: row.paymentStatus },
    payments: (await attempts(code)).map((payment) => ({ status: payment.status, transactionNo: payment.transactionNo })),
    tickets: (await database.db.select().from(tickets).where(eq(tickets.orderId, row.id))).length,
    requests: (await database.db.select().from(orderRequests).where(eq(orderRequests.orderId, row.id))).map((request) => ({ status: request.status, paymentId: request.paymentId })),
  };
}

async function refundRequests(code: string) {
  const row = await orderRow(code);
  return database.db.select().from(orderRequests).where(and(eq(orderRequests.orderId, row.id), eq(orderRequests.reason, PAID_AFTER_CANCELLATION)));
}

/** A replay of the same notification answers 02 and changes nothing. */
async function expectReplayChangesNothing(code: string, params: VnpParams) {
  const before = await snapshot(code);
  expect(await handleVnpayResult(deps, params)).toMatchObject({ RspCode: '02' });
  expect(await snapshot(code)).toEqual(before);
}

describe('a payment taken after its hold expired', () => {
  it('confirms the order and issues its tickets when the seats are still free', async () => {
    const visitDate = inDays(10);
    const { orderCode } = await order(visitDate);
    expect(await releaseExpiredHolds(database.db, afterTheHold())).toBeGreaterThan(0);
    expect(await orderRow(orderCode)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await seats(visitDate)).toEqual({ held: 0, sold: 0 });

    const params = await paid(orderCode);
    expect(await handleVnpayResult(deps, params)).toMatchObject({ RspCode: '00', orderCode });
    expect(await snapshot(orderCode)).toEqual({
      order: { status: 'confirmed', paymentStatus: 'paid' },
      payments: [{ status: 'paid', transactionNo: params.vnp_TransactionNo }],
      tickets: 2,
      requests: [],
    });
    expect(await seats(visitDate)).toEqual({ held: 0, sold: 2 });
    expect(await returnDestination(deps, params)).toBe(await successPagePath(orderCode));
    await expectReplayChangesNothing(orderCode, params);
    expect(await seats(visitDate)).toEqual({ held: 0, sold: 2 });
    expect(paidAfterCancellation).toEqual([]);
  });

  it('puts the payment in the refund queue when the seats were sold to someone else', async () => {
    const visitDate = inDays(11);
    const { orderCode } = await order(visitDate);
    await database.db.update(ticketInventory).set({ capacity: 2 }).where(and(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
    await releaseExpiredHolds(database.db, afterTheHold());
    const other = await order(visitDate, 2, 'Someone else');
    await handleVnpayResult(deps, await paid(other.orderCode));
    expect(await seats(visitDate)).toEqual({ held: 0, sold: 2 });

    const params = await paid(orderCode);
    expect(await handleVnpayResult(deps, params)).toMatchObject({ RspCode: '00', orderCode });
    const [payment] = await attempts(orderCode);
    expect(await snapshot(orderCode)).toEqual({
      order: { status: 'cancelled', paymentStatus: 'failed' },
      payments: [{ status: 'paid', transactionNo: params.vnp_TransactionNo }],
      tickets: 0,
      requests: [{ status: 'pending', paymentId: payment!.id }],
    });
    expect(await refundRequests(orderCode)).toHaveLength(1);
    expect(await seats(visitDate)).toEqual({ held: 0, sold: 2 });
    expect(paidAfterCancellation).toEqual([payment!.id]);

    // The buyer lands on the page that says the money goes back, in their language.
    expect(await returnDestination(deps, params)).toBe(await successPagePath(orderCode));
    expect(await (await callerFor(database.db)).order.byCode({ orderCode, access: orderAccessToken(orderCode) })).toMatchObject({ status: 'cancelled', paidAfterCancellation: true, tickets: [] });
    expect(await (await callerFor(database.db)).order.byCode({ orderCode: other.orderCode, contactEmailOrPhone: 'a@example.vn' })).toMatchObject({ paidAfterCancellation: false });
    await expectReplayChangesNothing(orderCode, params);
    expect(paidAfterCancellation).toEqual([payment!.id]);
  });
});

it('refunds, and does not confirm, an order the buyer cancelled before paying', async () => {
  const visitDate = inDays(12);
  const { orderCode } = await order(visitDate);
  await requestRefund(deps, { orderCode, contactEmailOrPhone: 'a@example.vn', reason: 'Changed my mind' });
  expect(await orderRow(orderCode)).toMatchObject({ status: 'cancelled' });

  const params = await paid(orderCode);
  expect(await handleVnpayResult(deps, params)).toMatchObject({ RspCode: '00' });
  const [payment] = await attempts(orderCode);
  expect(await snapshot(orderCode)).toMatchObject({ order: { status: 'cancelled' }, payments: [{ status: 'paid', transactionNo: params.vnp_TransactionNo }], tickets: 0 });
  expect(await refundRequests(orderCode)).toEqual([expect.objectContaining({ kind: 'refund', status: 'pending', paymentId: payment!.id })]);
  expect(await seats(visitDate)).toEqual({ held: 0, sold: 0 });
  await expectReplayChangesNothing(orderCode, params);
});

it('keeps the attempt a retry replaced when it is paid in another tab, and refunds a second payment', async () => {
  const visitDate = inDays(13);
  const { orderCode } = await order(visitDate);
  await retryPayment(deps, orderCode);
  const [first, second] = await attempts(orderCode);
  expect([first!.status, second!.status]).toEqual(['failed', 'pending']);

  const firstPaid = await paid(orderCode, first);
  expect(await handleVnpayResult(deps, firstPaid)).toMatchObject({ RspCode: '00' });
  expect(await snapshot(orderCode)).toEqual({
    order: { status: 'confirmed', paymentStatus: 'paid' },
    payments: [
      { status: 'paid', transactionNo: firstPaid.vnp_TransactionNo },
      { status: 'failed', transactionNo: null },
    ],
    tickets: 2,
    requests: [],
  });
  expect(await seats(visitDate)).toEqual({ held: 0, sold: 2 });
  await expectReplayChangesNothing(orderCode, firstPaid);

  // The buyer pays the newer attempt too: the order keeps one payment, the other goes back.
  const secondPaid = await paid(orderCode, second);
  expect(await handleVnpayResult(deps, secondPaid)).toMatchObject({ RspCode: '00' });
  expect(await snapshot(orderCode)).toEqual({
    order: { status: 'confirmed', paymentStatus: 'paid' },
    payments: [
      { status: 'paid', transactionNo: firstPaid.vnp_TransactionNo },
      { status: 'paid', transactionNo: secondPaid.vnp_TransactionNo },
    ],
    tickets: 2,
    requests: [{ status: 'pending', paymentId: second!.id }],
  });
  await expectReplayChangesNothing(orderCode, secondPaid);
  await expectReplayChangesNothing(orderCode, firstPaid);
});

it('mails the buyer that a late payment will be refunded, in their language', async () => {
  const { orderCode } = await order(inDays(14));
  await releaseExpiredHolds(database.db, afterTheHold());
  await database.db.update(ticketInventory).set({ capacity: 0 }).where(and(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId), eq(ticketInventory.visitDate, inDays(14))));
  await handleVnpayResult(deps, await paid(orderCode));
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'sf-late-'));
  await sendLatePaymentNotice(database.db, paidAfterCancellation[0]!, { outboxDir, publicUrl: 'http://127.0.0.1:8080' });
  const [file] = await readdir(outboxDir);
  // Quoted-printable: soft line breaks joined again.
  const mail = (await readFile(path.join(outboxDir, file!), 'utf8')).replace(/=\r?\n/g, '');
  expect(mail).toContain(`Payment received for cancelled order ${orderCode}`);
  expect(mail).toContain('We will refund you the whole amount.');
});
