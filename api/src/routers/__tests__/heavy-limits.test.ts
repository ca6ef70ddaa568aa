/**
 * The console's heavy procedures (a year's report, an order search that reads every order's
 * contact, closing or reopening a range of days, the gate's day report and conflicts, the action
 * log, the capacity calendar) are limited per account, before any work: a
 * stolen or scripted staff session cannot keep the database busy. Attacks: past the limit each is
 * refused with a localised TOO_MANY_REQUESTS, another account keeps its own budget, and a
 * refused range change writes nothing.
 */
import { rateLimits, ticketInventory, ticketTypes } from '../../db/schema';
import { DATE_RANGE_CHANGES_PER_WINDOW, INVENTORY_READS_PER_WINDOW } from '../ticket';
import { GATE_READS_PER_WINDOW } from '../checkin';
import { STAFF_LOG_READS_PER_WINDOW } from '../staff-log';
import { ORDER_SEARCHES_PER_WINDOW } from '../order-admin';
import { DOWNLOADS_PER_WINDOW } from '../../reports/csv-route';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

jest.setTimeout(120_000);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

/** `times` calls, a few at a time, each expected to pass the limiter (whatever else it answers). */
async function spend(times: number, call: () => Promise<unknown>) {
  for (let done = 0; done < times; done += 10) {
    const results = await Promise.allSettled(Array.from({ length: Math.min(10, times - done) }, call));
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { code?: string }).code).not.toBe('TOO_MANY_REQUESTS');
  }
}

const range = { from: '2026-01-01', to: '2026-12-31' };

describe('heavy console procedures (attacks)', () => {
  it('report.sales, visitors and refunds share one budget per account', async () => {
    const staff = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token, locale: 'en' });
    const reports = [() => staff.report.sales(range), () => staff.report.visitors(range), () => staff.report.refunds(range)];
    let next = 0;
    await spend(DOWNLOADS_PER_WINDOW, () => reports[next++ % 3]!());
    for (const call of reports) expect(await refusal(call())).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes$/) });
    const other = await callerFor(database.db, { token: (await userWithToken(database.db, 'admin')).token });
    await expect(other.report.sales(range)).resolves.toBeDefined();
  });

  it('orderDesk.search is limited per account', async () => {
    const staff = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token });
    await spend(ORDER_SEARCHES_PER_WINDOW, () => staff.orderDesk.search({ query: 'someone@example.com' }));
    expect(await refusal(staff.orderDesk.search({ query: 'someone@example.com' }))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Bạn đã thử quá nhiều lần') });
  });

  it('ticket.closeDates and reopenDates share one budget per account, and a refused closing writes nothing', async () => {
    const [type] = await database.db
      .insert(ticketTypes)
      .values({ slug: 've-heavy', name: { vi: 'Vé', en: 'Ticket' }, summary: { vi: '' }, description: { vi: '' }, imageUrl: '/x.jpg', defaultDailyCapacity: 100 })
      .returning({ id: ticketTypes.id });
    const admin = await callerFor(database.db, { token: (await userWithToken(database.db, 'admin')).token });
    const reason = { vi: 'Bảo trì', en: 'Maintenance' };
    let next = 0;
    await spend(DATE_RANGE_CHANGES_PER_WINDOW, () =>
      next++ % 2 === 0 ? admin.ticket.closeDates({ slug: 'no-such-ticket', ...range, reason }) : admin.ticket.reopenDates({ slug: 'no-such-ticket', ...range }),
    );
    expect((await refusal(admin.ticket.closeDates({ slug: 've-heavy', ...range, reason }))).code).toBe('TOO_MANY_REQUESTS');
    expect((await refusal(admin.ticket.reopenDates({ slug: 've-heavy', ...range }))).code).toBe('TOO_MANY_REQUESTS');
    expect(await database.db.select().from(ticketInventory)).toEqual([]);
    expect(type).toBeDefined();
  });

  it('the gate report and its conflicts share one budget per account', async () => {
    const staff = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token, locale: 'en' });
    let next = 0;
    await spend(GATE_READS_PER_WINDOW, () => (next++ % 2 === 0 ? staff.checkin.gateReport({ date: '2026-05-01' }) : staff.checkin.conflicts({ date: '2026-05-01' })));
    expect((await refusal(staff.checkin.gateReport({ date: '2026-05-01' }))).code).toBe('TOO_MANY_REQUESTS');
    expect((await refusal(staff.checkin.conflicts())).code).toBe('TOO_MANY_REQUESTS');
    const other = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token });
    await expect(other.checkin.gateReport({ date: '2026-05-01' })).resolves.toBeDefined();
  });

  it('staffLog.list is limited per account', async () => {
    const staff = await callerFor(database.db, { token: (await userWithToken(database.db, 'staff')).token, locale: 'en' });
    await spend(STAFF_LOG_READS_PER_WINDOW, () => staff.staffLog.list());
    expect(await refusal(staff.staffLog.list())).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many attempts/) });
  });

  it('ticket.adminInventory is limited per account', async () => {
    const admin = await callerFor(database.db, { token: (await userWithToken(database.db, 'admin')).token });
    const month = { slug: 'no-such-ticket', from: '2026-05-01', to: '2026-05-31' };
    await spend(INVENTORY_READS_PER_WINDOW, () => admin.ticket.adminInventory(month));
    expect((await refusal(admin.ticket.adminInventory(month))).code).toBe('TOO_MANY_REQUESTS');
  });
});
