/**
 * The whole payment loop over HTTP, as a browser and VNPay would drive it: tRPC placeOrder →
 * embedded sandbox gateway page → Pay (the sandbox calls the IPN, then redirects) → return route →
 * success page URL, and order.byCode with the QR secrets. Plus the IPN route's own answers.
 */
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { orders, ticketInventory } from '../../db/schema';
import { successPagePath } from '../order-access';
import { buildTestServer } from '../../testing/test-server';
import { callerFor } from '../../testing/callers';
import { sign, SANDBOX_HASH_SECRET } from '../../payments/vnpay';
import { openTestDb, seedCommerce } from './commerce-test-db';
import type { TestDatabase } from '../../testing/test-db';

const PUBLIC_URL = 'http://127.0.0.1:8080';
const visitDate = new Date(Date.parse(`${todayInVietnam()}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
let database: TestDatabase;
let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seedCommerce>>;

beforeAll(async () => {
  database = (await openTestDb())!;
  seeded = await seedCommerce(database, 50);
  app = await buildTestServer({ db: database.db, publicUrl: PUBLIC_URL });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function placeVnpayOrder(idempotencyKey: string) {
  const caller = await callerFor(database.db, { locale: 'en' });
  return caller.checkout.placeOrder({
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1, child: 1, infant: 0 } }],
    contact: { fullName: 'Jane Tourist', phone: '+84 912 345 678', email: '' },
    paymentMethod: 'vnpay',
    idempotencyKey,
  });
}

async function submitSandbox(redirectUrl: string, action: 'pay' | 'cancel') {
  const page = await app.inject({ method: 'GET', url: pathOf(redirectUrl) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('VND 500,000'); // the amount as the site writes it, in the buyer's language
  // Nobody may take the sandbox for VNPay: the page says it is a demo, in both languages.
  expect(page.body).toContain('Bản demo – không có tiền thật được chuyển.');
  expect(page.body).toContain('Demo only – no money moves.');
  const form = new URLSearchParams(new URL(redirectUrl).searchParams);
  form.set('action', action);
  const gateway = await app.inject({ method: 'POST', url: '/sandbox/vnpay/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
  expect(gateway.statusCode).toBe(302);
  const back = await app.inject({ method: 'GET', url: pathOf(gateway.headers.location as string) });
  expect(back.statusCode).toBe(302);
  return back.headers.location as string;
}

describe('VNPay over HTTP with the embedded sandbox', () => {
  it('pays through the sandbox and lands on the success page with the tickets issued', async () => {
    const { orderCode, redirectUrl } = await placeVnpayOrder('http-pay-1');
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/sandbox\/vnpay\/pay\?/);
    expect(await submitSandbox(redirectUrl!, 'pay')).toBe(`${PUBLIC_URL}${await successPagePath(orderCode)}`);
    const order = await (await callerFor(database.db)).order.byCode({ orderCode, contactEmailOrPhone: '+84 912 345 678' });
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalAmount: 500_000 });
    expect(order.tickets).toHaveLength(2);
    expect(order.tickets[0]!.validity).toEqual({ from: visitDate, to: visitDate });
    // The operators' metrics counted the order and the gateway's result.
    const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^orders_placed_total\{payment_method="vnpay"\} [1-9]/m);
    expect(metrics.body).toMatch(/^payment_results_total\{result="paid"\} [1-9]/m);
  });

  it('sends a cancelled payment to the cancel page, and the retry can still pay', async () => {
    const { orderCode, redirectUrl } = await placeVnpayOrder('http-cancel-1');
    expect(await submitSandbox(redirectUrl!, 'cancel')).toBe(`${PUBLIC_URL}/checkout/cancel?orderCode=${orderCode}`);
    const caller = await callerFor(database.db);
    expect(await caller.order.byCode({ orderCode, contactEmailOrPhone: '+84 912 345 678' })).toMatchObject({ status: 'pending', paymentStatus: 'failed', tickets: [] });
    const retry = await caller.checkout.retryPayment({ orderCode });
    expect(await submitSandbox(retry.redirectUrl, 'pay')).toBe(`${PUBLIC_URL}${await successPagePath(orderCode)}`);
  });

  it('answers the IPN with 97 for a forged signature and 01 for an unknown order', async () => {
    const params = { vnp_TxnRef: 'SF-UNKNOWN-1', vnp_Amount: '100', vnp_ResponseCode: '00', vnp_TransactionStatus: '00' };
    const forged = await app.inject({ method: 'GET', url: `/api/payments/vnpay/ipn?${new URLSearchParams({ ...params, vnp_SecureHash: sign(params, 'wrong') })}` });
    expect(forged.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const unknown = await app.inject({ method: 'GET', url: `/api/payments/vnpay/ipn?${new URLSearchParams({ ...params, vnp_SecureHash: sign(params, SANDBOX_HASH_SECRET) })}` });
    expect(unknown.json()).toEqual({ RspCode: '01', Message: 'Order not found' });
  });

  it('refuses a tampered sandbox request', async () => {
    const { redirectUrl } = await placeVnpayOrder('http-tamper-1');
    const url = new URL(redirectUrl!);
    url.searchParams.set('vnp_Amount', '100');
    expect((await app.inject({ method: 'GET', url: pathOf(url.toString()) })).statusCode).toBe(400);
  });

  it('gives the same order for a double submit through the API', async () => {
    const [a, b] = await Promise.all([placeVnpayOrder('http-double-1'), placeVnpayOrder('http-double-1')]);
    expect(b.orderCode).toBe(a.orderCode);
  });
});

describe('the per-address order limit', () => {
  it('answers 429 in the buyer\'s language once an address has placed ORDER_LIMIT_PER_IP orders', async () => {
    // A day of its own, with a place for each order the address may place: only stored orders count.
    const day = new Date(Date.parse(`${visitDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await database.db.insert(ticketInventory).values({ ticketTypeId: seeded.ticketTypeId, visitDate: day, capacity: 60 });
    const order = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/trpc/checkout.placeOrder',
        headers: { 'content-type': 'application/json', 'x-locale': 'en', 'x-forwarded-for': '203.0.113.50' },
        payload: {
          items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: day, quantities: { adult: 1 } }],
          contact: { fullName: 'Group leader', phone: '0912345678' },
          paymentMethod: 'vnpay',
          idempotencyKey: `http-limit-${n}`,
        },
      });
    for (let n = 0; n < 60; n++) expect((await order(n)).statusCode).toBe(200); // the default limit
    const refused = await order(60);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many orders from your network. Please try again in a few minutes');
    expect((await order(0)).statusCode).toBe(200); // a retried request is still answered
  }, 30_000);
});

describe('products: delivery address and payment method', () => {
  const placeOverHttp = (order: Record<string, unknown>, locale: 'vi' | 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/trpc/checkout.placeOrder',
      headers: { 'content-type': 'application/json', 'x-locale': locale },
      payload: {
        items: [{ kind: 'product', variantId: seeded.variantId, quantity: 1 }],
        contact: { fullName: 'Trần Thị B', phone: '0912345678' },
        paymentMethod: 'vnpay',
        ...order,
      },
    });

  it('refuses products without a delivery address, in the buyer\'s language, and creates no order', async () => {
    const before = await database.db.$count(orders);
    const missing = await placeOverHttp({ idempotencyKey: 'http-address-1' }, 'vi');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.data.fieldErrors).toEqual({ deliveryAddress: ['Trường này là bắt buộc'] });
    const tooShort = await placeOverHttp({ idempotencyKey: 'http-address-2', deliveryAddress: 'Hà Nội' }, 'en');
    expect(tooShort.json().error.data.fieldErrors).toEqual({ deliveryAddress: ['Minimum length 10 characters'] });
    expect(await database.db.$count(orders)).toBe(before);
  });

  it('keeps the address with the order and shows it with the products on the order', async () => {
    const placed = await placeOverHttp({ idempotencyKey: 'http-address-3', deliveryAddress: '  12 Lê Lợi, phường Bến Nghé, TP Hồ Chí Minh ' }, 'vi');
    expect(placed.statusCode).toBe(200);
    const { orderCode, access } = placed.json().result.data;
    const caller = await callerFor(database.db, { locale: 'vi' });
    // The placed order's access token opens it, as the success page the buyer lands on does.
    const order = await caller.order.byCode({ orderCode, access });
    expect(order.deliveryAddress).toBe('12 Lê Lợi, phường Bến Nghé, TP Hồ Chí Minh');
    expect(order.items).toEqual([expect.objectContaining({ kind: 'product', quantity: 1 })]);
  });

  it('offers paying at the counter only with a ticket in the order, which is paid on the visit day', async () => {
    const productsOnly = await placeOverHttp({ idempotencyKey: 'http-counter-1', deliveryAddress: '12 Lê Lợi, TP Hồ Chí Minh', paymentMethod: 'counter' }, 'en');
    expect(productsOnly.json().error.data.fieldErrors).toEqual({ paymentMethod: ['Paying at the counter is only for orders with a visit ticket'] });
    const withTicket = await placeOverHttp(
      {
        idempotencyKey: 'http-counter-2',
        deliveryAddress: '12 Lê Lợi, TP Hồ Chí Minh',
        paymentMethod: 'counter',
        items: [
          { kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1 } },
          { kind: 'product', variantId: seeded.variantId, quantity: 1 },
        ],
      },
      'en',
    );
    expect(withTicket.statusCode).toBe(200);
  });
});

