/**
 * A scanner prepared before a shift judges tickets offline, then uploads its scans: the server
 * stores each once, marks admitted tickets used, keeps a second admission as a conflict with its
 * device, gate and times, takes a counter payment once, and counts entries per gate.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { checkinEvents, orders, payments, staffActions, ticketInventory, tickets } from '../../db/schema';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { requestExchange } from '../../commerce/exchanges';
import { placeOrder } from '../../commerce/place-order';
import { completeRefund, requestRefund } from '../../commerce/refunds';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { sandboxGateway } from '../../payments/vnpay';
import { callerFor, userWithToken } from '../../testing/callers';
import { payThroughGateway } from '../../testing/gateway';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { generateTicketJwk, keyringFromJwks, useTicketKeyring, type TicketKeyring } from '../../tickets/keys';
import { addDays } from '@storefront/shared/contracts/calendar-month';

/** A scan's time: now, a few milliseconds after the last (scans must fall after the device's preparation and the purchase). */
async function justNow(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return new Date().toISOString();
}
const today = todayInVietnam();
const vnpay = sandboxGateway('http://127.0.0.1:8080');
const CONTACT = { fullName: 'Lê Văn Cường', phone: '0912345679', email: 'cuong@example.vn' };
// Orders go through the real checkout, mail and all, on a machine other test runs share.
jest.setTimeout(60_000);

let database: TestDatabase;
let deps: CheckoutDeps;
let keyring: TicketKeyring;
let staff: { id: number; email: string; token: string };
let gate: Awaited<ReturnType<typeof callerFor>>;
let admin: Awaited<ReturnType<typeof callerFor>>;
let key = 0;

function orderInput(visitDate: string, paymentMethod: 'vnpay' | 'counter'): PlaceOrderInput {
  key += 1;
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1, child: 1, infant: 0 } }],
    contact: CONTACT,
    paymentMethod,
    idempotencyKey: `offline-${key}-${Date.now()}`,
  };
}

async function ticketsOf(orderCode: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
  return database.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).orderBy(tickets.id);
}

async function ticketRow(id: number) {
  const [row] = await database.db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

/** An order for `visitDate` paid through the (sandbox) gateway. */
async function paidOrder(visitDate: string): Promise<string> {
  const { orderCode } = await placeOrder(deps, orderInput(visitDate, 'vnpay'));
  await payThroughGateway(deps, orderCode);
  return orderCode;
}

/** A counter order for today, placed before opening, whose cutoff is still to come. */
async function counterOrderForToday(): Promise<string> {
  const beforeOpening = new Date(`${today}T00:00:00Z`);
  const { orderCode } = await placeOrder({ ...deps, now: () => beforeOpening }, orderInput(today, 'counter'));
  await database.db.update(orders).set({ holdExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(orders.code, orderCode));
  return orderCode;
}

async function prepare(deviceName: string, gateName: string, date = today) {
  return (date === today ? gate : admin).checkin.prepareDevice({ date, deviceName, gate: gateName });
}

/** An admission as the device uploads it: with the signed code it judged. */
function admission(ticket: { secret: string }, gateName: string, scannedAt: string) {
  return { id: randomUUID(), token: ticket.secret, decision: 'admitted' as const, scannedAt, gate: gateName };
}

async function storedScans(ticketId: number) {
  return database.db.select().from(checkinEvents).where(eq(checkinEvents.ticketId, ticketId));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCommerce(database, 200);
  keyring = await keyringFromJwks(await generateTicketJwk());
  useTicketKeyring(keyring);
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay };
  staff = await userWithToken(database.db, 'staff');
  gate = await callerFor(database.db, { token: staff.token, locale: 'en' });
  admin = await callerFor(database.db, { token: (await userWithToken(database.db, 'admin')).token, locale: 'en' });
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

describe('preparing a device', () => {
  it("hands over the keys, the day's used tickets and its list with first names only", async () => {
    const paid = await ticketsOf(await paidOrder(today));
    expect(await gate.checkin.redeem({ secret: paid[0]!.secret })).toMatchObject({ result: 'valid' });
    const counter = await ticketsOf(await counterOrderForToday());

    const prepared = await prepare('Phone A', 'North');
    expect(prepared.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(prepared).toMatchObject({ date: today, gate: 'North', complete: true, revoked: [] });
    expect(Date.parse(prepared.preparedAt)).not.toBeNaN();
    expect(prepared.jwks.keys.map((jwk) => jwk.kid)).toContain(keyring.signer.kid);
    expect(prepared.jwks.keys.every((jwk) => !('d' in jwk))).toBe(true);
    expect(prepared.used).toEqual([paid[0]!.id]);
    expect(prepared.tickets).toEqual(
      expect.arrayContaining([
        { id: paid[0]!.id, ticketTypeId: paid[0]!.ticketTypeId, audience: paid[0]!.audience, status: 'used', group: expect.any(Number), paid: true, amountDue: null, firstName: 'Lê' },
        expect.objectContaining({ id: paid[1]!.id, status: 'valid', paid: true, amountDue: null }),
        expect.objectContaining({ id: counter[0]!.id, status: 'valid', paid: false, amountDue: 500_000, firstName: 'Lê' }),
      ]),
    );
    const json = JSON.stringify(prepared);
    for (const personal of [CONTACT.phone, CONTACT.email, CONTACT.fullName, 'Cường']) expect(json).not.toContain(personal);

    const again = await gate.checkin.prepareDevice({ date: today, deviceName: 'Phone A', gate: 'South', deviceId: prepared.deviceId });
    expect(again).toMatchObject({ deviceId: prepared.deviceId, gate: 'South' });
  });

  it('lists the tickets revoked by a refund and by an exchange', async () => {
    const day = addDays(today, 6);
    const refunded = await paidOrder(day);
    const { id: requestId } = await requestRefund(deps, { orderCode: refunded, contactEmailOrPhone: CONTACT.phone, reason: 'Sick' });
    await completeRefund(deps, { requestId }, staff);
    const exchanged = await paidOrder(day);
    const beforeExchange = await ticketsOf(exchanged);
    await requestExchange(deps, { orderCode: exchanged, contactEmailOrPhone: CONTACT.phone, newVisitDate: addDays(today, 9) });
    const kept = await ticketsOf(await paidOrder(day));

    const prepared = await prepare('Phone B', 'North', day);
    const revoked = [...(await ticketsOf(refunded)), ...beforeExchange].map((ticket) => ticket.id).sort((a, b) => a - b);
    expect([...prepared.revoked].sort((a, b) => a - b)).toEqual(revoked);
    expect(prepared.used).toEqual([]);
    expect(prepared.tickets.filter((ticket) => ticket.status === 'valid').map((ticket) => ticket.id)).toEqual(kept.map((ticket) => ticket.id));
  });
});

describe('syncing offline scans', () => {
  it('stores each scan once: the same batch again is all duplicate and adds no row', async () => {
    const device = await prepare('Phone C', 'East');
    const [admitted, refused] = await ticketsOf(await paidOrder(today));
    const scannedAt = await justNow();
    const [other] = await ticketsOf(await paidOrder(today));
    // A genuine code that no ticket carries any more (replaced since): the server knows no ticket by it.
    await database.db.update(tickets).set({ secret: `replaced:${randomUUID()}` }).where(eq(tickets.id, other!.id));
    const events = [
      admission(admitted!, 'East', scannedAt),
      { id: randomUUID(), token: refused!.secret, decision: 'rejected' as const, reason: 'wrong_day', scannedAt, gate: 'East' },
      admission(other!, 'East', scannedAt),
    ];

    expect((await gate.checkin.sync({ deviceId: device.deviceId, events })).results.map((result) => result.outcome)).toEqual(['recorded', 'recorded', 'unknown']);
    expect((await gate.checkin.sync({ deviceId: device.deviceId, events })).results).toEqual(events.map((event, i) => ({ id: event.id, outcome: i < 2 ? 'duplicate' : 'unknown' })));

    expect(await storedScans(admitted!.id)).toEqual([
      expect.objectContaining({ id: events[0]!.id, deviceId: device.deviceId, gate: 'East', source: 'offline', decision: 'admitted', staffUserId: staff.id }),
    ]);
    expect(await storedScans(refused!.id)).toEqual([expect.objectContaining({ decision: 'rejected', reason: 'wrong_day' })]);
    expect(await ticketRow(admitted!.id)).toMatchObject({ status: 'used', redeemedAt: new Date(scannedAt), redeemedBy: staff.id });
    expect(await ticketRow(refused!.id)).toMatchObject({ status: 'valid', redeemedAt: null });
    expect(await gate.checkin.verify({ secret: admitted!.secret })).toMatchObject({ result: 'already_used' });
  });

  it('keeps both admissions of one ticket at two gates; the later is the conflict and the ticket is used', async () => {
    const north = await prepare('Phone N', 'North Gate');
    const south = await prepare('Phone S', 'South Gate');
    const [ticket] = await ticketsOf(await paidOrder(today));
    const early = admission(ticket!, 'North Gate', await justNow());
    const late = admission(ticket!, 'South Gate', await justNow());

    // The later scan reaches the server first: its admission stands, the earlier one is the conflict beside it.
    expect((await gate.checkin.sync({ deviceId: south.deviceId, events: [late] })).results).toEqual([{ id: late.id, outcome: 'recorded' }]);
    expect((await gate.checkin.sync({ deviceId: north.deviceId, events: [early] })).results).toEqual([{ id: early.id, outcome: 'conflict' }]);
    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'used', redeemedAt: new Date(late.scannedAt), redeemedBy: staff.id });
    expect(await storedScans(ticket!.id)).toHaveLength(2);

    const report = await gate.checkin.conflicts({ date: today });
    const item = report.items.find((entry) => entry.ticketId === ticket!.id);
    expect(item).toEqual({
      ticketId: ticket!.id,
      status: 'used',
      orderCode: expect.any(String),
      admissions: [
        { deviceName: 'Phone N', gate: 'North Gate', scannedAt: early.scannedAt, receivedAt: expect.any(String), source: 'offline' },
        { deviceName: 'Phone S', gate: 'South Gate', scannedAt: late.scannedAt, receivedAt: expect.any(String), source: 'offline' },
      ],
    });
    expect(report.total).toBeGreaterThanOrEqual(1);

    const gates = (await gate.checkin.gateReport({ date: today })).gates;
    expect(gates.find((entry) => entry.gate === 'North Gate')).toEqual({ gate: 'North Gate', admitted: 1, conflicts: 1, rejected: 0 });
    expect(gates.find((entry) => entry.gate === 'South Gate')).toEqual({ gate: 'South Gate', admitted: 1, conflicts: 0, rejected: 0 });
  });

  it('reports an offline admission of a ticket already used online as a conflict', async () => {
    const device = await prepare('Phone W', 'West Gate');
    const [ticket] = await ticketsOf(await paidOrder(today));
    const online = await gate.checkin.redeem({ secret: ticket!.secret, deviceId: device.deviceId });
    expect(online).toMatchObject({ result: 'valid' });
    const offline = admission(ticket!, 'Lift Gate', new Date(Date.now() + 60_000).toISOString());

    expect((await gate.checkin.sync({ deviceId: device.deviceId, events: [offline] })).results).toEqual([{ id: offline.id, outcome: 'conflict' }]);
    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'used', redeemedAt: new Date(online.ticket!.redeemedAt!) });
    const item = (await gate.checkin.conflicts()).items.find((entry) => entry.ticketId === ticket!.id);
    expect(item?.admissions).toEqual([
      expect.objectContaining({ deviceName: 'Phone W', gate: 'West Gate', source: 'online', scannedAt: online.ticket!.redeemedAt }),
      expect.objectContaining({ deviceName: 'Phone W', gate: 'Lift Gate', source: 'offline', scannedAt: offline.scannedAt }),
    ]);
    expect((await gate.checkin.gateReport({ date: today })).gates).toEqual(
      expect.arrayContaining([{ gate: 'West Gate', admitted: 1, conflicts: 0, rejected: 0 }, { gate: 'Lift Gate', admitted: 1, conflicts: 1, rejected: 0 }]),
    );
  });

  it('shows a ticket used before scans were stored next to its later offline admission', async () => {
    const device = await prepare('Phone O', 'Old Gate');
    const [ticket] = await ticketsOf(await paidOrder(today));
    const usedAt = new Date(Date.now() - 30 * 60_000);
    await database.db.update(tickets).set({ status: 'used', redeemedAt: usedAt, redeemedBy: staff.id }).where(eq(tickets.id, ticket!.id));
    const offline = admission(ticket!, 'Old Gate', await justNow());

    expect((await gate.checkin.sync({ deviceId: device.deviceId, events: [offline] })).results).toEqual([{ id: offline.id, outcome: 'conflict' }]);
    const item = (await gate.checkin.conflicts({ date: today })).items.find((entry) => entry.ticketId === ticket!.id);
    expect(item?.admissions).toEqual([
      expect.objectContaining({ deviceName: null, gate: null, source: 'online', scannedAt: usedAt.toISOString() }),
      expect.objectContaining({ deviceName: 'Phone O', gate: 'Old Gate', source: 'offline' }),
    ]);
  });

  it('records the money taken offline for a counter order once, as the gate does online', async () => {
    const device = await prepare('Phone P', 'Pay Gate');
    const orderCode = await counterOrderForToday();
    const [first, second] = await ticketsOf(orderCode);
    const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
    const seats = () => database.db.select({ unpaid: ticketInventory.unpaid }).from(ticketInventory).where(and(eq(ticketInventory.ticketTypeId, first!.ticketTypeId), eq(ticketInventory.visitDate, today)));
    const [unpaidBefore] = await seats();

    const paying = { ...admission(first!, 'Pay Gate', await justNow()), paidAtCounter: { amount: 500_000 } };
    expect((await gate.checkin.sync({ deviceId: device.deviceId, events: [paying] })).results).toEqual([{ id: paying.id, outcome: 'recorded' }]);
    expect((await gate.checkin.sync({ deviceId: device.deviceId, events: [paying] })).results).toEqual([{ id: paying.id, outcome: 'duplicate' }]);
    // The companion admitted next: the device already knows the order is paid, and says so again.
    const companion = { ...admission(second!, 'Pay Gate', await justNow()), paidAtCounter: { amount: 500_000 } };
    expect((await gate.checkin.sync({ deviceId: device.deviceId, events: [companion] })).results).toEqual([{ id: companion.id, outcome: 'recorded' }]);

    expect(await database.db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([expect.objectContaining({ provider: 'counter', status: 'paid', amount: 500_000 })]);
    expect((await database.db.select().from(orders).where(eq(orders.id, order!.id)))[0]).toMatchObject({ paymentStatus: 'paid' });
    expect(await database.db.select().from(staffActions).where(and(eq(staffActions.orderId, order!.id), eq(staffActions.action, 'order.markPaid')))).toHaveLength(1);
    expect((await seats())[0]!.unpaid).toBe(unpaidBefore!.unpaid - 2);
    expect(await ticketRow(first!.id)).toMatchObject({ status: 'used' });
    expect(await storedScans(first!.id)).toEqual([expect.objectContaining({ paidAmount: 500_000 })]);
  });

  it('reports an offline admission of an unpaid counter ticket without payment as a conflict and leaves it unused', async () => {
    const device = await prepare('Phone U', 'Unpaid Gate');
    const [ticket] = await ticketsOf(await counterOrderForToday());
    const scan = admission(ticket!, 'Unpaid Gate', await justNow());
    expect((await gate.checkin.sync({ deviceId: device.deviceId, events: [scan] })).results).toEqual([{ id: scan.id, outcome: 'conflict' }]);
    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'valid' });
    expect((await gate.checkin.conflicts({ date: today })).items.map((item) => item.ticketId)).toContain(ticket!.id);
  });

  it('refuses a batch of more than 200 scans in the caller language and stores none of it', async () => {
    const device = await prepare('Phone L', 'Long Gate');
    const [ticket] = await ticketsOf(await paidOrder(today));
    const scannedAt = await justNow();
    const events = Array.from({ length: 201 }, () => admission(ticket!, 'Long Gate', scannedAt));
    await expect(gate.checkin.sync({ deviceId: device.deviceId, events })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'One sync may carry at most 200 scans. Please send the rest in another sync',
    });
    const vi = await callerFor(database.db, { token: staff.token, locale: 'vi' });
    await expect(vi.checkin.sync({ deviceId: device.deviceId, events })).rejects.toMatchObject({
      message: 'Mỗi lần đồng bộ tối đa 200 lượt quét. Vui lòng gửi phần còn lại ở lần sau',
    });
    await expect(gate.checkin.sync({ deviceId: randomUUID(), events: events.slice(0, 1) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This scanner device has not been prepared. Please prepare it again',
    });
    expect(await storedScans(ticket!.id)).toEqual([]);
    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'valid' });
  });

  it('admits a ticket once when an online scan and two uploads arrive together, keeping every admission', async () => {
    const [one, two] = await Promise.all([prepare('Phone R1', 'Race 1'), prepare('Phone R2', 'Race 2')]);
    const [ticket] = await ticketsOf(await paidOrder(today));
    const scans = [admission(ticket!, 'Race 1', await justNow()), admission(ticket!, 'Race 2', await justNow())];
    const [online, first, second] = await Promise.all([
      gate.checkin.redeem({ secret: ticket!.secret }),
      gate.checkin.sync({ deviceId: one.deviceId, events: [scans[0]!] }),
      gate.checkin.sync({ deviceId: two.deviceId, events: [scans[1]!] }),
    ]);
    const outcomes = [first.results[0]!.outcome, second.results[0]!.outcome];
    const winners = (online.result === 'valid' ? 1 : 0) + outcomes.filter((outcome) => outcome === 'recorded').length;
    expect(winners).toBe(1);
    expect(await storedScans(ticket!.id)).toHaveLength(online.result === 'valid' ? 3 : 2);
    // The winner's admission stands, whichever it was.
    const winner = online.result === 'valid' ? online.ticket!.redeemedAt! : scans[outcomes.indexOf('recorded')]!.scannedAt;
    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'used', redeemedAt: new Date(winner) });
    expect(await database.db.select().from(staffActions).where(and(eq(staffActions.subjectKind, 'ticket'), eq(staffActions.subjectId, ticket!.id)))).toHaveLength(1);
  });
});

describe('who may use the offline gate', () => {
  it('refuses customers (FORBIDDEN) and visitors (UNAUTHORIZED)', async () => {
    const customer = await userWithToken(database.db, 'customer');
    const callers = { FORBIDDEN: await callerFor(database.db, { token: customer.token }), UNAUTHORIZED: await callerFor(database.db) };
    for (const [code, caller] of Object.entries(callers)) {
      await expect(caller.checkin.prepareDevice({ date: today, deviceName: 'Mine', gate: 'North' })).rejects.toMatchObject({ code });
      await expect(caller.checkin.sync({ deviceId: randomUUID(), events: [] })).rejects.toMatchObject({ code });
      await expect(caller.checkin.conflicts()).rejects.toMatchObject({ code });
      await expect(caller.checkin.gateReport({ date: today })).rejects.toMatchObject({ code });
    }
  });
});
