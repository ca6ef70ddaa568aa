/**
 * The gate takes the money of a pay-at-counter order: its ticket shows "to be paid" with the amount,
 * staff mark the order paid, then the ticket admits.
 */
import { eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { orders, payments, staffActions, tickets } from '../../db/schema';
import { placeOrder } from '../../commerce/place-order';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { callerFor, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

// Each test signs staff in, whose password hash is deliberately slow.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCommerce(database, 50);
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

/** A counter order for today, placed before opening, whose cutoff is still to come. */
async function counterOrderForToday() {
  const today = todayInVietnam();
  const beforeOpening = new Date(`${today}T00:00:00Z`);
  const { orderCode } = await placeOrder(
    { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay: undefined, now: () => beforeOpening },
    {
      items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: today, quantities: { adult: 1, child: 1, infant: 1 } }],
      contact: { fullName: 'Trần Thị B', phone: '0912345678', email: 'b@example.vn' },
      paymentMethod: 'counter',
      idempotencyKey: `gate-${Math.random().toString(36).slice(2)}`,
    },
  );
  const [order] = await database.db.update(orders).set({ holdExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(orders.code, orderCode)).returning();
  const [ticket] = await database.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).limit(1);
  return { order: order!, secret: ticket!.secret };
}

it('shows an unpaid counter ticket as to be paid, takes the money once, then admits', async () => {
  const staff = await userWithToken(database.db, 'staff');
  const gate = await callerFor(database.db, { token: staff.token, locale: 'en' });
  const { order, secret } = await counterOrderForToday();

  expect(await gate.checkin.verify({ secret })).toMatchObject({ result: 'unpaid', ticket: { orderCode: order.code, amountDue: 500_000 } });
  expect(await gate.checkin.redeem({ secret })).toMatchObject({ result: 'unpaid' });

  const [paid, again] = await Promise.all([gate.checkin.markPaid({ secret }), gate.checkin.markPaid({ secret })]);
  expect([paid.paidNow, again.paidNow].sort()).toEqual([false, true]);
  expect(paid).toMatchObject({ orderCode: order.code, amount: 500_000, result: 'valid', ticket: { amountDue: null } });
  expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([expect.objectContaining({ provider: 'counter', status: 'paid', amount: 500_000 })]);
  expect(await database.db.select().from(staffActions).where(eq(staffActions.orderId, order.id))).toEqual([expect.objectContaining({ action: 'order.markPaid', actorId: staff.id })]);

  expect(await gate.checkin.redeem({ secret })).toMatchObject({ result: 'valid', ticket: { status: 'used' } });
  expect(await gate.checkin.redeem({ secret })).toMatchObject({ result: 'already_used' });
}, 30_000);

it('lets only staff take the money', async () => {
  const { order, secret } = await counterOrderForToday();
  const customer = await userWithToken(database.db, 'customer');
  await expect((await callerFor(database.db, { token: customer.token })).checkin.markPaid({ secret })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect((await callerFor(database.db)).checkin.markPaid({ secret })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ paymentStatus: 'pending' });
}, 30_000);

it('tells staff in their language when there is nothing to take', async () => {
  const staff = await userWithToken(database.db, 'staff');
  const { order, secret } = await counterOrderForToday();
  await database.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
  const gate = await callerFor(database.db, { token: staff.token, locale: 'vi' });
  expect(await gate.checkin.verify({ secret })).toMatchObject({ result: 'unpaid', ticket: { amountDue: null, status: 'void' } });
  await expect(gate.checkin.markPaid({ secret })).rejects.toMatchObject({
    code: 'CONFLICT',
    message: 'Đơn hàng này không chờ thanh toán tại quầy (đã thanh toán, đã huỷ hoặc thanh toán trực tuyến)',
  });
}, 30_000);
