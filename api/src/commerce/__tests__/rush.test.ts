/**
 * A rush on one date, as the one-statement order meets it: the last seats raced for by many more
 * buyers than there are seats, the same key sent several times at once, a date's first order, a
 * closed day, and an expired hold given back to a refused buyer. On PostgreSQL with the API's own
 * pool size, so the orders really race; the embedded database's one-statement order is checked too.
 */
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { orderItems, orders, payments, rateLimits, ticketInventory } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import type { CheckoutDeps } from '../checkout-deps';
import { ordersSettled, placeOrder } from '../place-order';
import { openTestDb, seedCommerce } from './commerce-test-db';

const day = (offset: number) => new Date(Date.parse(`${todayInVietnam()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let database: TestDatabase | null;
let ticketTypeId: number;

beforeAll(async () => {
  // The API's pool size: more buyers than connections, as in a rush.
  database = await openTestDb({ poolSize: 10, requirePostgres: true });
  if (database) ({ ticketTypeId } = await seedCommerce(database, 1000));
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

function depsOf(db: TestDatabase, now?: Date): CheckoutDeps {
  return { db: db.db, locale: 'vi', ip: '10.1.2.3', vnpay: sandboxGateway('http://127.0.0.1:8080'), ...(now ? { now: () => now } : {}) };
}

function order(visitDate: string, key: string, adults = 1): PlaceOrderInput {
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: adults, child: 0, infant: 0 } }],
    contact: { fullName: 'Khách Vội', phone: '0912345678' },
    paymentMethod: 'vnpay',
    idempotencyKey: key,
  };
}

async function inventoryOf(db: TestDatabase, visitDate: string) {
  const [row] = await db.db.select().from(ticketInventory).where(and(eq(ticketInventory.ticketTypeId, ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return row;
}

function skipWithoutPostgres(): boolean {
  if (database) return false;
  console.warn('PostgreSQL is not reachable here; the rush tests need it and are skipped outside CI');
  return true;
}

it('sells exactly the last 50 seats of a date to 400 buyers at once', async () => {
  if (skipWithoutPostgres()) return;
  const visitDate = day(10);
  await database!.db.insert(ticketInventory).values({ ticketTypeId, visitDate, capacity: 1000, sold: 950 });
  const results = await Promise.allSettled(Array.from({ length: 400 }, (_, i) => placeOrder(depsOf(database!), order(visitDate, `last-seats-${i}`))));

  const placed = results.filter((result) => result.status === 'fulfilled');
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  expect(placed).toHaveLength(50);
  expect(refused.map((result) => [result.reason?.code, result.reason?.message])).toEqual(Array(350).fill(['CONFLICT', 'Không còn vé cho ngày đã chọn']));
  expect(await inventoryOf(database!, visitDate)).toMatchObject({ capacity: 1000, held: 50, sold: 950 });
  const stored = await database!.db.select().from(orders).innerJoin(orderItems, eq(orderItems.orderId, orders.id)).where(eq(orderItems.visitDate, visitDate));
  expect(stored).toHaveLength(50);
  expect(new Set(stored.map((row) => row.orders.idempotencyKey)).size).toBe(50);
  const attempts = await database!.db.select().from(payments).innerJoin(orderItems, eq(orderItems.orderId, payments.orderId)).where(eq(orderItems.visitDate, visitDate));
  expect(attempts.map((row) => row.payments.providerRef)).toEqual(attempts.map((row) => `${stored.find((s) => s.orders.id === row.payments.orderId)!.orders.code}-${row.payments.id}`));
}, 120_000);

it('gives one order, and holds its seats once, for one key sent five times at once', async () => {
  if (skipWithoutPostgres()) return;
  const visitDate = day(11);
  const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(depsOf(database!), order(visitDate, 'same-key-at-once', 2))));
  expect(new Set(answers.map((answer) => answer.orderCode)).size).toBe(1);
  expect(answers.every((answer) => answer.redirectUrl?.includes('vnp_TxnRef='))).toBe(true);
  expect(await inventoryOf(database!, visitDate)).toMatchObject({ held: 2, sold: 0 });
  expect(await database!.db.select().from(orders).where(eq(orders.idempotencyKey, 'same-key-at-once'))).toHaveLength(1);
});

it("places a date's first order, whose seat row does not exist yet", async () => {
  if (skipWithoutPostgres()) return;
  const visitDate = day(12);
  expect(await inventoryOf(database!, visitDate)).toBeUndefined();
  const answer = await placeOrder(depsOf(database!), order(visitDate, 'first-of-the-day', 3));
  expect(answer.orderCode).toMatch(/^SF-/);
  expect(await inventoryOf(database!, visitDate)).toMatchObject({ capacity: 1000, held: 3 });
});

it('refuses a closed day with its reason and stores nothing', async () => {
  if (skipWithoutPostgres()) return;
  const visitDate = day(13);
  await database!.db.insert(ticketInventory).values({ ticketTypeId, visitDate, capacity: 1000, closedReason: { vi: 'Bảo trì cáp', en: 'Cable maintenance' } });
  await expect(placeOrder(depsOf(database!), order(visitDate, 'closed-day'))).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Bảo trì cáp') });
  expect(await database!.db.select().from(orders).where(eq(orders.idempotencyKey, 'closed-day'))).toHaveLength(0);
  expect(await inventoryOf(database!, visitDate)).toMatchObject({ held: 0, sold: 0 });
});

it('gives an expired hold back to a buyer who would otherwise be refused', async () => {
  if (skipWithoutPostgres()) return;
  const visitDate = day(14);
  await database!.db.insert(ticketInventory).values({ ticketTypeId, visitDate, capacity: 1 });
  const first = await placeOrder(depsOf(database!), order(visitDate, 'hold-that-expires'));
  const later = new Date(Date.now() + 16 * 60_000);
  const second = await placeOrder(depsOf(database!, later), order(visitDate, 'after-the-hold'));
  expect(second.orderCode).not.toBe(first.orderCode);
  const [expired] = await database!.db.select().from(orders).where(eq(orders.idempotencyKey, 'hold-that-expires'));
  expect(expired).toMatchObject({ status: 'cancelled' });
  expect(await inventoryOf(database!, visitDate)).toMatchObject({ capacity: 1, held: 1 });
});

describe('on the embedded database', () => {
  let embedded: TestDatabase;
  beforeAll(async () => {
    embedded = await createTestDatabase();
    await seedCommerce(embedded, 2);
  }, 60_000);
  afterAll(async () => {
    await embedded.destroy();
  });

  it('places in one statement, and refuses the order after the last seat without storing it', async () => {
    const visitDate = day(10);
    const deps = depsOf(embedded);
    await placeOrder(deps, order(visitDate, 'embedded-1', 2));
    await expect(placeOrder({ ...deps, locale: 'en' }, order(visitDate, 'embedded-2'))).rejects.toMatchObject({ code: 'CONFLICT', message: 'No tickets available for the date' });
    expect(await embedded.db.select().from(orders)).toHaveLength(1);
    expect(await embedded.db.select().from(payments)).toHaveLength(1);
  });

  it('costs one statement per new order once its date has a seat row and its prices were read, its address counted in it', async () => {
    const visitDate = day(11);
    const deps = { ...depsOf(embedded), orderLimit: { perIp: 5 } };
    await placeOrder(deps, order(visitDate, 'embedded-first-of-date'));
    const before = embedded.usage().statements;
    await placeOrder(deps, order(visitDate, 'embedded-in-one-call'));
    expect(embedded.usage().statements - before).toBe(1);
    expect(await embedded.db.select().from(rateLimits).where(eq(rateLimits.key, 'order:ip:10.1.2.3'))).toMatchObject([{ count: 2 }]);
  });
});

it('lets a stopping server wait for every order still waiting for a turn, answered or not', async () => {
  if (skipWithoutPostgres()) return;
  const visitDate = day(16);
  const settled: boolean[] = [];
  // Far more orders than the turns at work: most of them wait in the queue when the stop begins.
  const pending = Array.from({ length: 60 }, (_, i) => placeOrder(depsOf(database!), order(visitDate, `stopping-${i}`)).finally(() => (settled[i] = true)));
  await ordersSettled();
  expect(settled.filter(Boolean)).toHaveLength(60);
  await expect(Promise.all(pending)).resolves.toHaveLength(60);
  expect(await inventoryOf(database!, visitDate)).toMatchObject({ held: 60 });
}, 60_000);
