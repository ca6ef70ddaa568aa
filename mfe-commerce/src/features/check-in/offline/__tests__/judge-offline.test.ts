/**
 * @jest-environment node
 */
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import type { DeviceScan, Preparation } from '../gate-device';
import { judgeOffline } from '../judge-offline';

const TODAY = '2026-07-14';

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' } };
}

type Key = Awaited<ReturnType<typeof keyPair>>;

function sign(key: Key, claims: { t: number; tt?: number; a?: string; d?: string }) {
  const payload = { tt: 1, a: 'adult', d: TODAY, n: 'q8PZ0b3vXkqJmJr2s1n0aA', ...claims };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'EdDSA', kid: key.kid }).sign(key.privateKey);
}

const listed = (id: number, changes: Partial<Preparation['tickets'][number]> = {}): Preparation['tickets'][number] => ({
  id,
  ticketTypeId: 1,
  audience: 'adult',
  status: 'valid',
  group: id,
  paid: true,
  amountDue: null,
  firstName: 'Minh',
  ...changes,
});

function preparation(key: Key, tickets: Preparation['tickets']): Preparation {
  return {
    deviceId: '5b0f8f55-3c43-4d0e-9a51-7f0e0b8d8c11',
    deviceName: 'Phone 1',
    date: TODAY,
    gate: 'Lower station',
    preparedAt: '2026-07-14T00:30:00.000Z',
    jwks: { keys: [key.jwk] } as Preparation['jwks'],
    ticketTypes: [{ id: 1, name: 'Cable car return' }],
    revoked: tickets.filter((ticket) => ticket.status === 'void').map((ticket) => ticket.id),
    used: tickets.filter((ticket) => ticket.status === 'used').map((ticket) => ticket.id),
    tickets,
    complete: true,
  };
}

const admission = (ticketId: number, changes: Partial<DeviceScan> = {}): DeviceScan => ({
  id: `scan-${ticketId}`,
  ticketId,
  token: 'a.b.c',
  decision: 'admitted',
  scannedAt: '2026-07-14T02:10:00.000Z',
  gate: 'Lower station',
  day: TODAY,
  state: 'pending',
  ...changes,
});

describe('judgeOffline', () => {
  let key: Key;
  beforeAll(async () => {
    key = await keyPair('k1');
  });

  it('admits a signed, paid ticket for today, naming it from the prepared list', async () => {
    const answer = await judgeOffline(await sign(key, { t: 7 }), preparation(key, [listed(7)]), []);
    expect(answer).toMatchObject({ result: 'valid', offline: true, ticket: { id: 7, name: 'Cable car return', holder: 'Minh', orderCode: '—', visitDate: TODAY } });
  });

  it('refuses a ticket used before the download, and one admitted on this device, as already used', async () => {
    const before = await judgeOffline(await sign(key, { t: 7 }), preparation(key, [listed(7, { status: 'used' })]), []);
    expect(before).toMatchObject({ result: 'already_used', ticket: { redeemedAt: null } });
    const here = await judgeOffline(await sign(key, { t: 8 }), preparation(key, [listed(8)]), [admission(8)]);
    expect(here).toMatchObject({ result: 'already_used', ticket: { redeemedAt: '2026-07-14T02:10:00.000Z' } });
  });

  it('refuses a refunded or exchanged (void) ticket as not paid or cancelled', async () => {
    const answer = await judgeOffline(await sign(key, { t: 9 }), preparation(key, [listed(9, { status: 'void' })]), []);
    expect(answer).toMatchObject({ result: 'unpaid', ticket: { status: 'void', amountDue: null } });
  });

  it('refuses a ticket for another day than the shift the device was prepared for', async () => {
    const answer = await judgeOffline(await sign(key, { t: 10, d: '2026-07-15' }), preparation(key, []), []);
    expect(answer).toMatchObject({ result: 'wrong_day', ticket: { visitDate: '2026-07-15' } });
  });

  it('asks for the money of a pay-at-counter order, and admits the order once paid here', async () => {
    const prepared = preparation(key, [listed(11, { paid: false, amountDue: 300_000, group: 99 }), listed(12, { paid: false, amountDue: 300_000, group: 99 })]);
    const unpaid = await judgeOffline(await sign(key, { t: 11 }), prepared, []);
    expect(unpaid).toMatchObject({ result: 'unpaid', ticket: { amountDue: 300_000 } });
    const paidHere = [admission(11, { paidAtCounter: { amount: 300_000 }, group: 99 })];
    expect(await judgeOffline(await sign(key, { t: 12 }), prepared, paidHere)).toMatchObject({ result: 'valid', ticket: { amountDue: null } });
  });

  it('admits a genuine ticket issued after the download by its signature alone', async () => {
    expect(await judgeOffline(await sign(key, { t: 99 }), preparation(key, [listed(7)]), [])).toMatchObject({ result: 'valid', ticket: { id: 99, holder: '—' } });
  });

  it('refuses a code signed by another key, a tampered payload and garbage as unknown', async () => {
    const stranger = await keyPair('k1');
    const prepared = preparation(key, [listed(7)]);
    expect(await judgeOffline(await sign(stranger, { t: 7 }), prepared, [])).toMatchObject({ result: 'unknown', ticket: undefined });
    const [header, , signature] = (await sign(key, { t: 7 })).split('.');
    const forged = Buffer.from(JSON.stringify({ t: 8, tt: 1, a: 'adult', d: TODAY, n: 'x'.repeat(22) })).toString('base64url');
    expect(await judgeOffline(`${header}.${forged}.${signature}`, prepared, [])).toMatchObject({ result: 'unknown' });
    expect(await judgeOffline('a.b.c', prepared, [])).toMatchObject({ result: 'unknown' });
  });

  it('leaves an older unsigned code to the server', async () => {
    expect(await judgeOffline('R4nd0mS3cr3tW1th0utD0ts', preparation(key, []), [])).toEqual({ result: 'unknown', ticket: undefined, offline: true, onlineOnly: true });
  });
});
