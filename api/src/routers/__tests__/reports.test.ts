/**
 * The console's reports (staff area `reports`): only staff and admins read them, through the
 * procedures and the CSV download alike; ranges are bounded and checked; and the figures are those
 * of real orders paid through the gateway, tickets admitted at the gate and refunds staff completed
 * in the test, on PGlite and on PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { checkinDevices, checkinEvents, orders, payments, tickets } from '../../db/schema';
import { sandboxGateway } from '../../payments/vnpay';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { placeOrder } from '../../commerce/place-order';
import { completeRefund, requestRefund } from '../../commerce/refunds';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { payThroughGateway } from '../../testing/gateway';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { buildTestServer } from '../../testing/test-server';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { csvCell } from '../../reports/csv';
import { rangeInstants } from '../../reports/report-queries';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayInVietnam();
const yesterday = addDays(today, -1);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('CSV cells', () => {
  it('quotes every cell and defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('Vé cáp treo')).toBe('"Vé cáp treo"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    for (const formula of ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('turns a range of Vietnam days into the instants it covers', () => {
    expect(rangeInstants({ from: '2026-03-01', to: '2026-03-02' })).toEqual({ start: '2026-02-28T17:00:00.000Z', end: '2026-03-02T17:00:00.000Z' });
  });
});

const engines: [string, () => Promise<TestDatabase | null>][] = [
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(5)],
];

describe.each(engines)('reports on %s', (_engine, open) => {
  let database: TestDatabase | null;
  const tokens: Record<'admin' | 'staff' | 'editor' | 'customer', string> = { admin: '', staff: '', editor: '', customer: '' };
  let staff: { id: number; email: string };
  let deps: CheckoutDeps;
  let variantId: number;
  let seq = 0;

  beforeAll(async () => {
    database = await open();
    if (!database) return;
    ({ variantId } = await seedCommerce(database, 50));
    for (const role of ['admin', 'staff', 'editor', 'customer'] as const) {
      const user = await userWithToken(database.db, role);
      tokens[role] = user.token;
      if (role === 'staff') staff = { id: user.id, email: user.email };
    }
    deps = { db: database.db, locale: 'vi', ip: '203.0.113.9', vnpay: sandboxGateway('http://127.0.0.1:8080') };
  }, 120_000);

  afterAll(async () => {
    await database?.destroy();
  });

  const as = (who: keyof typeof tokens | 'visitor', locale: 'vi' | 'en' = 'vi') =>
    callerFor(database!.db, { token: who === 'visitor' ? undefined : tokens[who], locale });

  function order(items: Parameters<typeof placeOrder>[1]['items'], withAddress = false) {
    seq += 1;
    return placeOrder(deps, {
      items,
      contact: { fullName: 'Nguyễn Văn An', phone: '0912345678' },
      paymentMethod: 'vnpay',
      idempotencyKey: `reports-${seq}`,
      ...(withAddress ? { deliveryAddress: '12 Lê Lợi, Đà Lạt' } : {}),
    });
  }
  const tickets2x1 = (adult: number, child: number, visitDate = today) => [{ kind: 'ticket' as const, ticketSlug: 've-cap-treo', visitDate, quantities: { adult, child, infant: 0 } }];

  it('lets staff and admins read the reports and refuses customers, editors and visitors', async () => {
    if (!database) return;
    const range = { from: today, to: today };
    for (const who of ['staff', 'admin'] as const) {
      const reports = await as(who);
      await expect(reports.report.sales(range)).resolves.toMatchObject({ days: [] });
      await expect(reports.report.visitors(range)).resolves.toMatchObject({ rows: [] });
      await expect(reports.report.refunds(range)).resolves.toMatchObject({ days: [] });
    }
    for (const who of ['customer', 'editor'] as const) {
      const reports = await as(who, 'en');
      for (const read of [reports.report.sales, reports.report.visitors, reports.report.refunds]) {
        expect(await refusal(read(range))).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
      }
    }
    const visitor = await as('visitor');
    expect(await refusal(visitor.report.sales(range))).toEqual({ code: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập để tiếp tục' });
  });

  it('refuses a range longer than a year, backwards or not a date, in the reader\'s language', async () => {
    if (!database) return;
    const vi = await as('staff');
    const en = await as('staff', 'en');
    // The caller sees zod's keys; the HTTP error formatter (trpc.ts) translates them, as the CSV test below shows.
    expect(await refusal(en.report.sales({ from: '2025-01-01', to: '2026-01-02' }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('validation.maxDays') });
    await expect(vi.report.sales({ from: '2025-01-01', to: '2025-12-31' })).resolves.toMatchObject({ days: [] });
    expect(await refusal(vi.report.sales({ from: '2024-12-31', to: '2026-01-01' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(en.report.visitors({ from: today, to: yesterday }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(en.report.refunds({ from: '2026-02-30', to: today }))).toMatchObject({ code: 'BAD_REQUEST' });
    // A leap year's whole year is allowed.
    await expect(en.report.sales({ from: '2028-01-01', to: '2028-12-31' })).resolves.toMatchObject({ days: [] });
  });

  it('sums what real orders paid, what the gate admitted and what staff refunded', async () => {
    if (!database) return;
    const db = database.db;
    // Paid: 2 adults + 1 child (800 000) and 1 adult (300 000); a T-shirt (150 000).
    const first = await order(tickets2x1(2, 1));
    const second = await order(tickets2x1(1, 0));
    const shirt = await order([{ kind: 'product', variantId, quantity: 1 }], true);
    // Never paid: it adds nothing to sales.
    await order(tickets2x1(3, 0));
    // Paid, then refunded in full by staff (600 000 back): a refund is only possible before the visit day.
    const refunded = await order(tickets2x1(2, 0, addDays(today, 1)));
    for (const { orderCode } of [first, second, shirt, refunded]) await payThroughGateway(deps, orderCode);
    const { id: requestId } = await requestRefund(deps, { orderCode: refunded.orderCode, contactEmailOrPhone: '0912345678', reason: 'Trời mưa' });
    await completeRefund(deps, { requestId }, staff);

    // A payment at 23:30 yesterday in Vietnam (16:30 UTC) belongs to yesterday.
    const [secondRow] = await db.select().from(orders).where(eq(orders.code, second.orderCode));
    await db.update(payments).set({ createdAt: new Date(`${yesterday}T16:30:00.000Z`) }).where(eq(payments.orderId, secondRow!.id));

    // Admissions: two of the first order's tickets at "Cổng A" (one scanned twice), one with no gate.
    const [firstRow] = await db.select().from(orders).where(eq(orders.code, first.orderCode));
    const firstTickets = await db.select().from(tickets).where(eq(tickets.orderId, firstRow!.id)).orderBy(tickets.id);
    expect(firstTickets).toHaveLength(3);
    const deviceId = '6f1b7a52-2d1c-4f4a-9a5e-1f6a2b3c4d5e';
    await db.insert(checkinDevices).values({ id: deviceId, name: 'Máy 1', gate: 'Cổng A', preparedFor: today, preparedAt: new Date(), preparedBy: staff.id });
    const gate = await as('staff');
    expect(await gate.checkin.redeem({ secret: firstTickets[0]!.secret, deviceId })).toMatchObject({ result: 'valid' });
    expect(await gate.checkin.redeem({ secret: firstTickets[0]!.secret, deviceId })).toMatchObject({ result: 'already_used' });
    expect(await gate.checkin.redeem({ secret: firstTickets[1]!.secret, deviceId })).toMatchObject({ result: 'valid' });
    expect(await gate.checkin.redeem({ secret: firstTickets[2]!.secret })).toMatchObject({ result: 'valid' });

    const reader = await as('admin');
    const sales = await reader.report.sales({ from: yesterday, to: today });
    expect(sales.days).toEqual([
      { date: yesterday, orders: 1, amount: 300_000 },
      // The refunded order's money did come in today; its refund is reported apart.
      { date: today, orders: 3, amount: 800_000 + 150_000 + 600_000 },
    ]);
    expect(sales.total).toEqual({ orders: 4, amount: 1_850_000 });
    expect(sales.items).toEqual([
      { kind: 'ticket', id: expect.any(Number), name: { vi: 'Vé cáp treo', en: 'Cable car ticket' }, quantity: 6, amount: 1_700_000 },
      { kind: 'product', id: expect.any(Number), name: { vi: 'Áo thun', en: 'T-shirt' }, quantity: 1, amount: 150_000 },
    ]);
    expect((await reader.report.sales({ from: today, to: today })).total).toEqual({ orders: 3, amount: 1_550_000 });

    const visitors = await reader.report.visitors({ from: yesterday, to: today });
    expect(visitors.rows).toEqual([
      { date: today, gate: 'Cổng A', admitted: 2 },
      { date: today, gate: 'online', admitted: 1 },
    ]);
    expect(visitors).toMatchObject({ days: [{ date: today, admitted: 3 }], total: 3 });

    const refunds = await reader.report.refunds({ from: yesterday, to: today });
    expect(refunds).toEqual({ days: [{ date: today, refunds: 1, amount: 600_000 }], total: { refunds: 1, amount: 600_000 } });
    expect(await reader.report.refunds({ from: yesterday, to: yesterday })).toEqual({ days: [], total: { refunds: 0, amount: 0 } });
  });

  describe('the CSV download', () => {
    let app: Awaited<ReturnType<typeof buildTestServer>>;
    beforeAll(async () => {
      if (database) app = await buildTestServer({ db: database.db });
    });
    afterAll(async () => {
      await app?.close();
    });
    const get = (url: string, who?: keyof typeof tokens, locale = 'vi') =>
      app.inject({ method: 'GET', url, headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) } });

    it('is refused to visitors, customers and editors, before anything is read', async () => {
      if (!database) return;
      const url = `/api/reports/sales.csv?from=${today}&to=${today}`;
      const visitor = await get(url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập để tiếp tục' } });
      for (const who of ['customer', 'editor'] as const) {
        const refused = await get(url, who, 'en');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You are not allowed to do this' } });
      }
      const forged = await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-session' } });
      expect(forged.statusCode).toBe(401);
    });

    it('refuses a bad range with a localised message', async () => {
      if (!database) return;
      const tooLong = await get('/api/reports/visitors.csv?from=2025-01-01&to=2026-06-01', 'staff', 'en');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'At most 366 days at a time' } });
      expect((await get('/api/reports/visitors.csv?from=x', 'staff')).statusCode).toBe(400);
      expect((await get('/api/reports/orders.csv?from=2026-01-01&to=2026-01-02', 'staff')).statusCode).toBe(404);
    });

    it('sends the sales as UTF-8 CSV with a BOM, Vietnamese intact, a named range and the same figures', async () => {
      if (!database) return;
      const response = await get(`/api/reports/sales.csv?from=${yesterday}&to=${today}`, 'staff');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="sales_${yesterday}_${today}.csv"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines.slice(0, 4)).toEqual(['"Ngày","Số đơn","Doanh thu (VND)"', `"${yesterday}","1","300000"`, `"${today}","3","1550000"`, '"Tổng","4","1850000"']);
      expect(lines).toContain('"Vé","Vé cáp treo","6","1700000"');
      expect(lines).toContain('"Sản phẩm","Áo thun","1","150000"');

      const english = (await get(`/api/reports/sales.csv?from=${yesterday}&to=${today}`, 'admin', 'en')).rawPayload.toString('utf8');
      expect(english).toContain('"Ticket","Cable car ticket","6","1700000"');
    });

    it('escapes a gate name that would run as a formula', async () => {
      if (!database) return;
      const db = database.db;
      const [device] = await db.select().from(checkinDevices);
      await db.update(checkinDevices).set({ gate: '=HYPERLINK("http://evil.example","Cổng A")' }).where(eq(checkinDevices.id, device!.id));
      // The gate is copied into each admission: rename it where the report reads it.
      await db.update(checkinEvents).set({ gate: '=HYPERLINK("http://evil.example","Cổng A")' }).where(inArray(checkinEvents.gate, ['Cổng A']));
      const response = await get(`/api/reports/visitors.csv?from=${today}&to=${today}`, 'staff');
      expect(response.statusCode).toBe(200);
      const text = response.rawPayload.subarray(3).toString('utf8');
      expect(text.split('\r\n')).toEqual([
        '"Ngày","Cổng","Lượt khách vào"',
        `"${today}","'=HYPERLINK(""http://evil.example"",""Cổng A"")","2"`,
        `"${today}","Trực tuyến (không có cổng)","1"`,
        '"Tổng","","3"',
        '',
      ]);
    });

    it('sends the refunds', async () => {
      if (!database) return;
      const text = (await get(`/api/reports/refunds.csv?from=${today}&to=${today}`, 'admin', 'en')).rawPayload.toString('utf8');
      expect(text).toBe(`\uFEFF"Date","Refunds","Amount refunded (VND)"\r\n"${today}","1","600000"\r\n"Total","1","600000"\r\n`);
    });
  });
});
