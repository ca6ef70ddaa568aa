/**
 * A closed day (a ticket_inventory row with a closed reason) is never sold: not by a direct
 * checkout call over HTTP, whatever the payment method and however many places the row has, nor by
 * moving an order to it. The refusal names the day and the reason in the buyer's language.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { orders, ticketInventory } from '../../db/schema';
import { buildTestServer } from '../../testing/test-server';
import { sandboxGateway } from '../../payments/vnpay';
import { callerFor } from '../../testing/callers';
import type { CheckoutDeps } from '../checkout-deps';
import { requestExchange } from '../exchanges';
import { placeOrder } from '../place-order';
import { openTestDb, seedCommerce } from './commerce-test-db';
import type { TestDatabase } from '../../testing/test-db';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const closedDay = addDays(todayInVietnam(), 4);
const closedWithoutEnglish = addDays(todayInVietnam(), 6);
const openDay = addDays(todayInVietnam(), 5);
const reason = { vi: 'Bảo trì cáp treo định kỳ', en: 'Scheduled cable car maintenance' };

let database: TestDatabase;
let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seedCommerce>>;

beforeAll(async () => {
  database = (await openTestDb())!;
  seeded = await seedCommerce(database, 50);
  // Closed with every place still free: the capacity alone would let the sale through.
  await database.db.insert(ticketInventory).values([
    { ticketTypeId: seeded.ticketTypeId, visitDate: closedDay, capacity: 50, closedReason: reason },
    { ticketTypeId: seeded.ticketTypeId, visitDate: closedWithoutEnglish, capacity: 50, closedReason: { vi: 'Gió lớn' } },
  ]);
  app = await buildTestServer({ db: database.db });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function row(visitDate: string) {
  const [found] = await database.db
    .select()
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, seeded.ticketTypeId), eq(ticketInventory.visitDate, visitDate)));
  return found;
}

const placeOverHttp = (visitDate: string, locale: 'vi' | 'en', paymentMethod: 'vnpay' | 'counter', idempotencyKey: string) =>
  app.inject({
    method: 'POST',
    url: '/api/trpc/checkout.placeOrder',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    payload: {
      items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 2, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách tham quan', phone: '0912345678' },
      paymentMethod,
      idempotencyKey,
    },
  });

describe('a closed day', () => {
  it('is refused to a direct checkout call with the day and the reason in the buyer\'s language, and nothing changes', async () => {
    const ordersBefore = await database.db.$count(orders);
    const vi = await placeOverHttp(closedDay, 'vi', 'vnpay', 'closed-vi');
    expect(vi.statusCode).toBe(409);
    expect(vi.json().error.message).toBe(`Khu du lịch đóng cửa ngày ${formatLongDate(closedDay, 'vi')}: Bảo trì cáp treo định kỳ`);
    const en = await placeOverHttp(closedDay, 'en', 'counter', 'closed-en');
    expect(en.statusCode).toBe(409);
    expect(en.json().error.message).toBe(`The area is closed on ${formatLongDate(closedDay, 'en')}: Scheduled cable car maintenance`);
    expect(await database.db.$count(orders)).toBe(ordersBefore);
    expect(await row(closedDay)).toMatchObject({ held: 0, sold: 0, unpaid: 0 });
  });

  it('falls back to the Vietnamese reason when no English one was written', async () => {
    const en = await placeOverHttp(closedWithoutEnglish, 'en', 'vnpay', 'closed-fallback');
    expect(en.statusCode).toBe(409);
    expect(en.json().error.message).toMatch(/: Gió lớn$/);
  });

  it('takes no order to it by moving the visit date', async () => {
    const deps: CheckoutDeps = { db: database.db, locale: 'en', ip: '203.0.113.9', vnpay: sandboxGateway('http://127.0.0.1:8080') };
    const { orderCode } = await placeOrder(deps, {
      items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate: openDay, quantities: { adult: 1, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách tham quan', phone: '0912345678' },
      paymentMethod: 'counter',
      idempotencyKey: 'closed-exchange',
    });
    await expect(requestExchange(deps, { orderCode, contactEmailOrPhone: '0912345678', newVisitDate: closedDay })).rejects.toThrow(
      /^The area is closed on .*: Scheduled cable car maintenance$/,
    );
    expect(await row(closedDay)).toMatchObject({ held: 0, sold: 0, unpaid: 0 });
    expect((await row(openDay))!.sold).toBe(1);
  });

  it('is shown as closed, with its reason in the request\'s language, by the availability of the dates around it', async () => {
    const days = await (await callerFor(database.db, { locale: 'en' })).ticket.availability({ slug: 've-cap-treo', from: closedDay, to: closedWithoutEnglish });
    expect(days).toEqual([
      { date: closedDay, remaining: 0, soldOut: false, closedReason: 'Scheduled cable car maintenance', adultPrice: 300_000 },
      { date: openDay, remaining: 49, soldOut: false, closedReason: null, adultPrice: 300_000 },
      { date: closedWithoutEnglish, remaining: 0, soldOut: false, closedReason: 'Gió lớn', adultPrice: 300_000 },
    ]);
  });
});
