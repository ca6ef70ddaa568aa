/**
 * What a staff account must not get out of the gate, tried as an attacker would: a day's list that
 * opens orders, a list for a future day, admissions made up by ticket id, with a forged code, for
 * the wrong day, at a time outside the device's shift or before the ticket existed, under another
 * staff member's device; a conflicting upload that rewrites the first admission; preparations in
 * bulk. And an order code alone no longer opens the order.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CompactSign } from 'jose';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addDays } from '@storefront/shared/contracts/calendar-month';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { checkinConflicts, checkinEvents, orders, tickets } from '../../db/schema';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { placeOrder } from '../../commerce/place-order';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { sandboxGateway } from '../../payments/vnpay';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { payThroughGateway } from '../../testing/gateway';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { generateTicketJwk, keyringFromJwks, useTicketKeyring, type TicketKeyring } from '../../tickets/keys';
import { PREPARE_LIMIT_PER_STAFF } from '../../routers/checkin';

const today = todayInVietnam();
const vnpay = sandboxGateway('http://127.0.0.1:8080');
const CONTACT = { fullName: 'Phạm Thị Dung', phone: '0987654321', email: 'dung@example.vn' };
jest.setTimeout(60_000);

let database: TestDatabase;
let deps: CheckoutDeps;
let keyring: TicketKeyring;
let key = 0;

async function staffCaller(role: 'staff' | 'admin' = 'staff', locale: 'en' | 'vi' = 'en') {
  const user = await userWithToken(database.db, role);
  return { ...user, caller: await callerFor(database.db, { token: user.token, locale }) };
}

async function paidOrder(visitDate = today): Promise<string> {
  key += 1;
  const input: PlaceOrderInput = {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1, child: 1, infant: 0 } }],
    contact: CONTACT,
    paymentMethod: 'vnpay',
    idempotencyKey: `attack-${key}-${Date.now()}`,
  };
  const { orderCode } = await placeOrder(deps, input);
  await payThroughGateway(deps, orderCode);
  return orderCode;
}

async function ticketsOf(orderCode: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
  return database.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).orderBy(tickets.id);
}

async function ticketRow(id: number) {
  const [row] = await database.db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

const eventsOf = (ticketId: number) => database.db.select().from(checkinEvents).where(eq(checkinEvents.ticketId, ticketId));

function admission(token: string, scannedAt = new Date().toISOString()) {
  return { id: randomUUID(), token, decision: 'admitted' as const, scannedAt, gate: 'North' };
}

/** A code with the right claims, signed by a key the site never published. */
async function forged(ticket: { id: number; ticketTypeId: number; audience: 'adult' | 'child' | 'infant'; visitDate: string }) {
  const stranger = await keyringFromJwks(await generateTicketJwk());
  const claims = { t: ticket.id, tt: ticket.ticketTypeId, a: ticket.audience, d: ticket.visitDate, n: 'forged-nonce-0123456789' };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader({ alg: 'EdDSA', kid: keyring.signer.kid }).sign(stranger.signer.privateKey);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCommerce(database, 200);
  keyring = await keyringFromJwks(await generateTicketJwk());
  useTicketKeyring(keyring);
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay };
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

describe("a device's list", () => {
  it('carries no order code and no contact, and nothing on it opens the order', async () => {
    const orderCode = await paidOrder();
    const { caller } = await staffCaller();
    const prepared = await caller.checkin.prepareDevice({ date: today, deviceName: 'Phone', gate: 'North' });
    const json = JSON.stringify(prepared);
    expect(json).not.toContain(orderCode);
    for (const personal of [CONTACT.phone, CONTACT.email, CONTACT.fullName, 'Dung']) expect(json).not.toContain(personal);
    for (const ticket of prepared.tickets) expect(Object.keys(ticket).sort()).toEqual(['amountDue', 'audience', 'firstName', 'group', 'id', 'paid', 'status', 'ticketTypeId']);
  });

  it('is for today only unless an admin prepares it', async () => {
    const tomorrow = addDays(today, 1);
    await paidOrder(tomorrow);
    const { caller } = await staffCaller();
    expect(await refusal(caller.checkin.prepareDevice({ date: tomorrow, deviceName: 'Phone', gate: 'North' }))).toEqual({
      code: 'FORBIDDEN',
      message: `Only an administrator may prepare a device for a day other than today (${today})`,
    });
    const vi = await staffCaller('staff', 'vi');
    expect((await refusal(vi.caller.checkin.prepareDevice({ date: addDays(today, -1), deviceName: 'Phone', gate: 'North' }))).message).toBe(
      `Chỉ quản trị viên được chuẩn bị thiết bị cho ngày khác hôm nay (${today})`,
    );
    const admin = await staffCaller('admin');
    expect((await admin.caller.checkin.prepareDevice({ date: tomorrow, deviceName: 'Phone', gate: 'North' })).tickets.length).toBeGreaterThan(0);
  });

  it('is rate limited per staff member', async () => {
    const { caller } = await staffCaller();
    for (let i = 0; i < PREPARE_LIMIT_PER_STAFF; i += 1) await caller.checkin.prepareDevice({ date: today, deviceName: 'Phone', gate: 'North' });
    expect(await refusal(caller.checkin.prepareDevice({ date: today, deviceName: 'Phone', gate: 'North' }))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it("does not hand over another staff member's device id", async () => {
    const owner = await staffCaller();
    const device = await owner.caller.checkin.prepareDevice({ date: today, deviceName: 'Phone', gate: 'North' });
    const other = await staffCaller();
    expect((await other.caller.checkin.prepareDevice({ date: today, deviceName: 'Mine now', gate: 'South', deviceId: device.deviceId })).deviceId).not.toBe(device.deviceId);
  });
});

describe('order.byCode', () => {
  it('refuses a code without the contact, and opens with its email or phone', async () => {
    const orderCode = await paidOrder();
    const visitor = await callerFor(database.db, { locale: 'en' });
    expect(await refusal(visitor.order.byCode({ orderCode }))).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(await refusal(visitor.order.byCode({ orderCode, contactEmailOrPhone: 'someone@example.vn' }))).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(await visitor.order.byCode({ orderCode, contactEmailOrPhone: CONTACT.email.toUpperCase() })).toMatchObject({ orderCode });
    expect(await visitor.order.byCode({ orderCode, contactEmailOrPhone: '098 765 4321' })).toMatchObject({ orderCode });
  });
});

describe('a sync', () => {
  let gate: Awaited<ReturnType<typeof staffCaller>>;
  let deviceId: string;

  beforeAll(async () => {
    gate = await staffCaller();
    deviceId = (await gate.caller.checkin.prepareDevice({ date: today, deviceName: 'Gate phone', gate: 'North' })).deviceId;
  });

  async function refusedAndUnchanged(ticketId: number, events: unknown[]) {
    const result = await gate.caller.checkin.sync({ deviceId, events } as never).then(
      (answer) => answer.results,
      (error: { code: string }) => error.code,
    );
    expect(result === 'BAD_REQUEST' || (Array.isArray(result) && result.every((entry) => entry.outcome === 'refused'))).toBe(true);
    expect(await ticketRow(ticketId)).toMatchObject({ status: 'valid', redeemedAt: null, redeemedBy: null });
    expect(await eventsOf(ticketId)).toEqual([]);
    return result;
  }

  it('refuses an admission by ticket id alone', async () => {
    const [ticket] = await ticketsOf(await paidOrder());
    await refusedAndUnchanged(ticket!.id, [{ id: randomUUID(), ticketId: ticket!.id, decision: 'admitted', scannedAt: new Date().toISOString(), gate: 'North' }]);
  });

  it('refuses a code signed by another key, in the caller language', async () => {
    const [ticket] = await ticketsOf(await paidOrder());
    const results = await refusedAndUnchanged(ticket!.id, [admission(await forged(ticket!))]);
    expect(results).toEqual([expect.objectContaining({ outcome: 'refused', message: 'The scan does not carry a validly signed ticket code' })]);
  });

  it("refuses an admission of another day's ticket", async () => {
    const [ticket] = await ticketsOf(await paidOrder(addDays(today, 2)));
    const results = await refusedAndUnchanged(ticket!.id, [admission(ticket!.secret)]);
    expect(results).toEqual([expect.objectContaining({ message: "The ticket is not for the shift's day" })]);
  });

  it('refuses a scan before the ticket was bought, before the shift, or in the future', async () => {
    const [ticket] = await ticketsOf(await paidOrder());
    const bought = ticket!.createdAt.getTime();
    await database.db.update(tickets).set({ createdAt: new Date(Date.now() + 1000) }).where(eq(tickets.id, ticket!.id));
    const results = await refusedAndUnchanged(ticket!.id, [admission(ticket!.secret, new Date().toISOString())]);
    expect(results).toEqual([expect.objectContaining({ message: 'The scan time is before the ticket was issued' })]);
    await database.db.update(tickets).set({ createdAt: new Date(bought) }).where(eq(tickets.id, ticket!.id));
    for (const scannedAt of [new Date(`${today}T00:00:00+07:00`).getTime() - 60_000, Date.now() + 10 * 60_000, Date.parse(`${addDays(today, 1)}T08:00:00+07:00`)]) {
      const outside = await refusedAndUnchanged(ticket!.id, [admission(ticket!.secret, new Date(scannedAt).toISOString())]);
      expect(outside).toEqual([expect.objectContaining({ message: "The scan time is outside the device's shift" })]);
    }
  });

  it("refuses another staff member's device and changes nothing", async () => {
    const [ticket] = await ticketsOf(await paidOrder());
    const intruder = await staffCaller('staff', 'vi');
    expect(await refusal(intruder.caller.checkin.sync({ deviceId, events: [admission(ticket!.secret)] }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Thiết bị soát vé này do nhân viên khác chuẩn bị. Vui lòng chuẩn bị lại thiết bị bằng tài khoản của bạn',
    });
    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'valid', redeemedAt: null });
    expect(await eventsOf(ticket!.id)).toEqual([]);
  });

  it('keeps the first admission when a conflicting one arrives, and records the conflict beside it', async () => {
    const [ticket] = await ticketsOf(await paidOrder());
    const online = await gate.caller.checkin.redeem({ secret: ticket!.secret });
    expect(online.result).toBe('valid');
    const first = await ticketRow(ticket!.id);

    const earlier = admission(ticket!.secret, new Date(Math.max(ticket!.createdAt.getTime(), first.redeemedAt!.getTime() - 1000)).toISOString());
    const other = await staffCaller();
    const otherDevice = await other.caller.checkin.prepareDevice({ date: today, deviceName: 'Other', gate: 'South' });
    // Its shift started just now: the scan is within it only once the shift start is earlier.
    const late = admission(ticket!.secret, new Date().toISOString());
    expect((await other.caller.checkin.sync({ deviceId: otherDevice.deviceId, events: [late] })).results).toEqual([{ id: late.id, outcome: 'conflict' }]);
    expect((await gate.caller.checkin.sync({ deviceId, events: [earlier] })).results).toEqual([{ id: earlier.id, outcome: 'conflict' }]);

    expect(await ticketRow(ticket!.id)).toMatchObject({ status: 'used', redeemedAt: first.redeemedAt, redeemedBy: gate.id });
    const conflicts = await database.db.select().from(checkinConflicts).where(eq(checkinConflicts.ticketId, ticket!.id));
    expect(conflicts).toHaveLength(2);
    for (const conflict of conflicts) expect(conflict).toMatchObject({ ticketStatus: 'used', firstRedeemedAt: first.redeemedAt, firstRedeemedBy: gate.id });
  });
});
