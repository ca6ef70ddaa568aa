/**
 * Tickets whose QR code proves itself: a compact JWS the site signs, which the gate verifies before
 * the database judges it, and a JWKS from which another scanner can verify it too.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CompactSign, compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import QRCode from 'qrcode';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { TICKET_QR_OPTIONS } from '@storefront/shared/contracts/ticket-qr';
import { orders, tickets } from '../../db/schema';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { requestExchange } from '../../commerce/exchanges';
import { placeOrder } from '../../commerce/place-order';
import { completeRefund, requestRefund } from '../../commerce/refunds';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { ticketQrPng } from '../../commerce/order-mails';
import { sandboxGateway } from '../../payments/vnpay';
import { buildTestServer } from '../../testing/test-server';
import { callerFor, userWithToken } from '../../testing/callers';
import { payThroughGateway } from '../../testing/gateway';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { generateTicketJwk, keyringFromJwks, useTicketKeyring, type TicketKeyring } from '../keys';
import { publishedTicketKeys } from '../jwks';
import { verifyTicket } from '../ticket-token';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const today = todayInVietnam();
const vnpay = sandboxGateway('http://127.0.0.1:8080');
// Orders go through the real checkout, mail and all, on a machine other test runs share.
jest.setTimeout(60_000);

let database: TestDatabase;
let app: FastifyInstance;
let deps: CheckoutDeps;
let keyring: TicketKeyring;
let gate: Awaited<ReturnType<typeof callerFor>>;
let staff: { id: number; email: string; token: string };
let key = 0;

function orderInput(visitDate: string, paymentMethod: 'vnpay' | 'counter'): PlaceOrderInput {
  key += 1;
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1, child: 1, infant: 0 } }],
    contact: { fullName: 'Lê Văn C', phone: '0912345679', email: 'c@example.vn' },
    paymentMethod,
    idempotencyKey: `signed-${key}-${Date.now()}`,
  };
}

async function ticketsOf(orderCode: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
  return database.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).orderBy(tickets.id);
}

/** An order for `visitDate` paid through the (sandbox) gateway. */
async function paidOrder(visitDate: string): Promise<string> {
  const { orderCode } = await placeOrder(deps, orderInput(visitDate, 'vnpay'));
  await payThroughGateway(deps, orderCode);
  return orderCode;
}

/** Today's tickets of an order paid online. */
async function paidTicketsForToday() {
  return ticketsOf(await paidOrder(today));
}

async function jwksFromServer(): Promise<JSONWebKeySet> {
  return (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCommerce(database, 50);
  keyring = await keyringFromJwks(await generateTicketJwk());
  useTicketKeyring(keyring);
  deps = { db: database.db, locale: 'en', ip: '127.0.0.1', vnpay };
  staff = await userWithToken(database.db, 'staff');
  gate = await callerFor(database.db, { token: staff.token, locale: 'en' });
  app = await buildTestServer({ db: database.db });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('signed tickets', () => {
  it('gives every ticket a token signed by the site that names it, and the gate admits it once', async () => {
    const issued = await paidTicketsForToday();
    for (const ticket of issued) {
      expect(decodeProtectedHeader(ticket.secret)).toEqual({ alg: 'EdDSA', kid: keyring.signer.kid });
      expect(await verifyTicket(keyring, ticket.secret)).toEqual({ t: ticket.id, tt: ticket.ticketTypeId, a: ticket.audience, d: today, n: expect.stringMatching(/^[\w-]{22}$/) });
    }
    expect(new Set(issued.map((ticket) => ticket.secret)).size).toBe(issued.length);

    const secret = issued[0]!.secret;
    expect(await gate.checkin.verify({ secret })).toMatchObject({ result: 'valid', ticket: { id: issued[0]!.id, visitDate: today } });
    expect(await gate.checkin.redeem({ secret })).toMatchObject({ result: 'valid', ticket: { status: 'used' } });
    expect(await gate.checkin.redeem({ secret })).toMatchObject({ result: 'already_used' });
  });

  it('answers unknown for an altered token, one signed by another key, and one never issued', async () => {
    const [ticket, other] = await paidTicketsForToday();
    const [header, , signature] = ticket!.secret.split('.');
    const claims = await verifyTicket(keyring, other!.secret);
    const altered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const impostor = await keyringFromJwks(await generateTicketJwk());
    const forged = await new CompactSign(Buffer.from(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'EdDSA', kid: keyring.signer.kid })
      .sign(impostor.signer.privateKey);
    const neverIssued = await new CompactSign(Buffer.from(JSON.stringify({ ...claims, t: 999_999 })))
      .setProtectedHeader({ alg: 'EdDSA', kid: keyring.signer.kid })
      .sign(keyring.signer.privateKey);

    for (const secret of [altered, forged, neverIssued, `${ticket!.secret}x`]) {
      expect(await gate.checkin.verify({ secret })).toEqual({ result: 'unknown' });
      expect(await gate.checkin.redeem({ secret })).toEqual({ result: 'unknown' });
    }
    expect(await gate.checkin.verify({ secret: other!.secret })).toMatchObject({ result: 'valid', ticket: { status: 'valid' } });
  });

  it('still admits a ticket issued before signing, by its random code, online', async () => {
    const [ticket] = await paidTicketsForToday();
    const oldCode = randomBytes(32).toString('base64url');
    await database.db.update(tickets).set({ secret: oldCode }).where(eq(tickets.id, ticket!.id));
    expect(await gate.checkin.verify({ secret: oldCode })).toMatchObject({ result: 'valid', ticket: { id: ticket!.id } });
    expect(await gate.checkin.redeem({ secret: oldCode })).toMatchObject({ result: 'valid' });
    expect(await gate.checkin.verify({ secret: oldCode })).toMatchObject({ result: 'already_used' });
  });

  it('revokes the tokens of a refunded order: genuine, yet refused as they were before signing', async () => {
    const orderCode = await paidOrder(addDays(today, 6));
    const before = await ticketsOf(orderCode);
    const { id: requestId } = await requestRefund(deps, { orderCode, contactEmailOrPhone: '0912345679', reason: 'Sick' });
    await completeRefund(deps, { requestId }, staff);
    for (const ticket of before) {
      expect(await verifyTicket(keyring, ticket.secret)).not.toBeNull();
      expect(await gate.checkin.verify({ secret: ticket.secret })).toMatchObject({ result: 'unpaid', ticket: { status: 'void' } });
      expect(await gate.checkin.redeem({ secret: ticket.secret })).toMatchObject({ result: 'unpaid' });
    }
  });

  it('revokes the tokens an exchange replaces and signs the new ones for the new date', async () => {
    const orderCode = await paidOrder(addDays(today, 7));
    const before = await ticketsOf(orderCode);
    await requestExchange(deps, { orderCode, contactEmailOrPhone: '0912345679', newVisitDate: addDays(today, 8) });
    for (const ticket of before) expect(await gate.checkin.verify({ secret: ticket.secret })).toMatchObject({ result: 'unpaid', ticket: { status: 'void' } });
    const fresh = (await ticketsOf(orderCode)).filter((ticket) => ticket.status === 'valid');
    expect(fresh).toHaveLength(2);
    for (const ticket of fresh) {
      expect(await verifyTicket(keyring, ticket.secret)).toMatchObject({ t: ticket.id, d: addDays(today, 8) });
      expect(await gate.checkin.verify({ secret: ticket.secret })).toMatchObject({ result: 'wrong_day' });
    }
  });
});

describe('the public keys', () => {
  it('serves the signing key as a JWKS, briefly cached, that verifies a ticket with a standard library', async () => {
    const [ticket] = await paidTicketsForToday();
    const response = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const jwks = response.json<JSONWebKeySet>();
    expect(jwks.keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: keyring.signer.kid, alg: 'EdDSA', use: 'sig' }]);
    const { payload } = await compactVerify(ticket!.secret, createLocalJWKSet(jwks));
    expect(JSON.parse(Buffer.from(payload).toString())).toMatchObject({ t: ticket!.id });
  });

  it('after a rotation signs with the new key, keeps the old tickets working and the old key listed until their day has passed', async () => {
    const visitDate = addDays(today, 20);
    const oldOrder = await paidOrder(visitDate);
    const [oldTicket] = await ticketsOf(oldOrder);
    const oldJwk = await generateTicketJwk();
    const newJwk = await generateTicketJwk();
    // The old key signs this test's tickets only: earlier tests' tickets carry another kid.
    const oldKeyring = await keyringFromJwks(oldJwk);
    useTicketKeyring(oldKeyring);
    const signedByOld = (await ticketsOf(await paidOrder(visitDate)))[0]!;
    expect(decodeProtectedHeader(oldTicket!.secret).kid).toBe(keyring.signer.kid);
    expect(decodeProtectedHeader(signedByOld.secret).kid).toBe(oldKeyring.signer.kid);

    const rotated = await keyringFromJwks(newJwk, [oldJwk]);
    useTicketKeyring(rotated);
    const signedByNew = (await ticketsOf(await paidOrder(addDays(today, 2))))[0]!;
    expect(decodeProtectedHeader(signedByNew.secret).kid).toBe(rotated.signer.kid);
    expect(await gate.checkin.verify({ secret: signedByOld.secret })).toMatchObject({ result: 'wrong_day', ticket: { id: signedByOld.id } });

    const jwks = await jwksFromServer();
    expect(jwks.keys.map((jwk) => jwk.kid)).toEqual([rotated.signer.kid, oldKeyring.signer.kid]);
    await expect(compactVerify(signedByOld.secret, createLocalJWKSet(jwks))).resolves.toBeDefined();
    expect((await publishedTicketKeys(database.db, rotated, visitDate)).keys.map((jwk) => jwk.kid)).toEqual([rotated.signer.kid, oldKeyring.signer.kid]);
    expect((await publishedTicketKeys(database.db, rotated, addDays(visitDate, 1))).keys.map((jwk) => jwk.kid)).toEqual([rotated.signer.kid]);
    useTicketKeyring(keyring);
  });
});

describe('the QR code', () => {
  /** Modules across, quiet zone included, of a ticket's QR as the mail and the pages draw it. */
  function modulesAcross(token: string): number {
    return QRCode.create(token, { errorCorrectionLevel: TICKET_QR_OPTIONS.errorCorrectionLevel }).modules.size + 2 * TICKET_QR_OPTIONS.margin;
  }

  it('decodes with an ordinary scanner to the token, which verifies against the JWKS', async () => {
    const [ticket] = await paidTicketsForToday();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sf-qr-')), 'ticket.png');
    writeFileSync(file, await ticketQrPng(ticket!.secret));
    const decoded = execFileSync('/usr/bin/zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim();
    expect(decoded).toBe(ticket!.secret);
    const { payload, protectedHeader } = await compactVerify(decoded, createLocalJWKSet(await jwksFromServer()));
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: keyring.signer.kid });
    expect(JSON.parse(Buffer.from(payload).toString())).toMatchObject({ t: ticket!.id, d: today });
  });

  it('keeps modules large enough to scan: at least 2 CSS px on screen (192 px) and 0.33 mm printed (240 px)', async () => {
    const [ticket] = await paidTicketsForToday();
    // The longest realistic token: ticket and type ids of seven digits.
    const claims = { ...(await verifyTicket(keyring, ticket!.secret))!, t: 9_999_999, tt: 9_999_999, a: 'infant' };
    const longest = await new CompactSign(Buffer.from(JSON.stringify(claims))).setProtectedHeader({ alg: 'EdDSA', kid: keyring.signer.kid }).sign(keyring.signer.privateKey);
    for (const token of [ticket!.secret, longest]) {
      const across = modulesAcross(token);
      expect(across).toBeLessThanOrEqual(69);
      expect(192 / across).toBeGreaterThanOrEqual(2);
      // 240 CSS px print as 240 / 96 inches.
      expect(((240 / 96) * 25.4) / across).toBeGreaterThanOrEqual(0.33);
    }
  });
});

it('leaves no ticket with its placeholder code', async () => {
  const rows = await database.db.select({ secret: tickets.secret }).from(tickets);
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.filter((row) => row.secret.startsWith('unsigned:'))).toEqual([]);
});
