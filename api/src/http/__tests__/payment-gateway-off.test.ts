/**
 * A server started without PAYMENT_SANDBOX and without a VNPay merchant account takes no online
 * payment: the sandbox page does not exist, an IPN signed with the sandbox's public secret pays
 * nothing, and checkout offers only the counter.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { orders, payments, tickets } from '../../db/schema';
import { placeOrder } from '../../commerce/place-order';
import { openTestDb, seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { buildTestServer } from '../../testing/test-server';
import { callerFor } from '../../testing/callers';
import type { TestDatabase } from '../../testing/test-db';
import { sandboxGateway, signedQuery, SANDBOX_HASH_SECRET, SANDBOX_PATH } from '../../payments/vnpay';

const PUBLIC_URL = 'http://127.0.0.1:8080';
const visitDate = new Date(Date.parse(`${todayInVietnam()}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  // Before anything reads the configuration: this server runs as a deployment without the switch.
  delete process.env.PAYMENT_SANDBOX;
  database = (await openTestDb())!;
  await seedCommerce(database, 50);
  app = await buildTestServer({ db: database.db, publicUrl: PUBLIC_URL });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const ticketLine = { kind: 'ticket' as const, ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1, child: 0, infant: 0 } };

it('serves no sandbox gateway page', async () => {
  for (const method of ['GET', 'POST'] as const) {
    const response = await app.inject({ method, url: SANDBOX_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: method === 'POST' ? 'action=pay' : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('VNPay sandbox');
  }
});

it('refuses an IPN self-signed with the public sandbox secret and leaves the order unpaid', async () => {
  // An order waiting for payment, as one placed before the gateway was switched off would be.
  const { orderCode } = await placeOrder(
    { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay: sandboxGateway(PUBLIC_URL) },
    { items: [ticketLine], contact: { fullName: 'Attacker', phone: '0912345678' }, paymentMethod: 'vnpay', idempotencyKey: 'gateway-off-ipn-1' },
  );
  const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
  const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order!.id));
  const forged = {
    vnp_TmnCode: 'SFSANDBX',
    vnp_Amount: String(payment!.amount * 100),
    vnp_ResponseCode: '00',
    vnp_TransactionStatus: '00',
    vnp_TransactionNo: '12345678',
    vnp_TxnRef: payment!.providerRef!,
  };
  const ipn = await app.inject({ method: 'GET', url: `/api/payments/vnpay/ipn?${signedQuery(forged, SANDBOX_HASH_SECRET)}` });
  expect(ipn.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
  const back = await app.inject({ method: 'GET', url: `/api/payments/vnpay/return?${signedQuery(forged, SANDBOX_HASH_SECRET)}` });
  expect(back.headers.location).toBe(`${PUBLIC_URL}/checkout/cancel?reason=failed`);
  const [after] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
  expect(after).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  expect(await database.db.select().from(tickets).where(eq(tickets.orderId, order!.id))).toHaveLength(0);
});

it('offers only the counter and refuses an online order in the buyer\'s language', async () => {
  const english = await callerFor(database.db, { locale: 'en' });
  expect((await english.checkout.paymentMethods()).map((method) => method.code)).toEqual(['counter']);
  const order = (locale: 'vi' | 'en', key: string) =>
    callerFor(database.db, { locale }).then((caller) =>
      caller.checkout.placeOrder({ items: [ticketLine], contact: { fullName: 'Buyer', phone: '0912345678' }, paymentMethod: 'vnpay', idempotencyKey: key }),
    );
  await expect(order('en', 'gateway-off-en')).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: 'The shop takes no online payment at the moment. Please choose to pay at the counter' });
  await expect(order('vi', 'gateway-off-vi')).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: 'Cửa hàng hiện không nhận thanh toán trực tuyến. Vui lòng chọn thanh toán tại quầy' });
  expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, 'gateway-off-en'))).toHaveLength(0);
});
