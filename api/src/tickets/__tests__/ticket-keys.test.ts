/** Where the ticket signing keys come from, and what a wrong setting says. */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, importPKCS8 } from 'jose';
import { parseEnv } from '../../env';
import { addTicketKey, keysFolder, loadTicketKeyring, TicketKeyError, type TicketKeyring } from '../keys';
import { signTicket, verifyTicket } from '../ticket-token';

const ticket = { id: 7, ticketTypeId: 2, audience: 'child' as const, visitDate: '2026-12-24' };
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sf-keys-'));

function pemKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function loadError(settings: Parameters<typeof loadTicketKeyring>[0]): Promise<string> {
  const error = await loadTicketKeyring(settings).then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(TicketKeyError);
  return (error as Error).message;
}

const kids = (keyring: TicketKeyring) => keyring.keys.map((key) => key.kid);

describe('the embedded default', () => {
  it('generates a key into DATA_DIR on first start, readable by its owner only, and keeps it', async () => {
    const dir = dataDir();
    const first = await loadTicketKeyring({ dataDir: dir });
    const files = readdirSync(keysFolder(dir));
    expect(files).toHaveLength(1);
    expect(statSync(path.join(keysFolder(dir), files[0]!)).mode & 0o777).toBe(0o600);
    const token = await signTicket(first, ticket);

    const restarted = await loadTicketKeyring({ dataDir: dir });
    expect(restarted.signer.kid).toBe(first.signer.kid);
    expect(await verifyTicket(restarted, token)).toMatchObject({ t: 7, tt: 2, a: 'child', d: '2026-12-24' });
  });

  it('signs with a key added to the folder from the next start, and still verifies the older key', async () => {
    const dir = dataDir();
    const before = await loadTicketKeyring({ dataDir: dir });
    const oldToken = await signTicket(before, ticket);
    const added = await addTicketKey(dir, new Date(Date.now() + 1000));
    const after = await loadTicketKeyring({ dataDir: dir });
    expect(kids(after)).toEqual([added, before.signer.kid]);
    expect(await verifyTicket(after, oldToken)).not.toBeNull();
    expect(await verifyTicket(before, await signTicket(after, ticket))).toBeNull();
  });
});

describe('TICKET_SIGNING_KEY', () => {
  it('takes a PEM or a JWK of the same key alike, and the keys it replaced from TICKET_SIGNING_KEYS_RETIRED', async () => {
    const pem = pemKey();
    const jwk = await exportJWK(await importPKCS8(pem, 'EdDSA', { extractable: true }));
    const fromPem = await loadTicketKeyring({ signingKey: pem, dataDir: dataDir() });
    const fromJwk = await loadTicketKeyring({ signingKey: JSON.stringify(jwk), dataDir: dataDir() });
    expect(fromJwk.keys).toEqual(fromPem.keys);
    expect(fromPem.keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: expect.stringMatching(/^[\w-]{11}$/), alg: 'EdDSA', use: 'sig' }]);

    const oldToken = await signTicket(fromPem, ticket);
    const publicOnly = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
    const rotated = await loadTicketKeyring({ signingKey: pemKey(), retiredKeys: JSON.stringify([publicOnly]), dataDir: dataDir() });
    expect(kids(rotated)).toEqual([rotated.signer.kid, fromPem.signer.kid]);
    expect(await verifyTicket(rotated, oldToken)).toMatchObject({ t: 7 });
  });

  it('refuses a key it cannot sign with, naming the setting', async () => {
    const dir = dataDir();
    expect(await loadError({ signingKey: 'not a key', dataDir: dir })).toMatch(/^TICKET_SIGNING_KEY: /);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(await loadError({ signingKey: rsa, dataDir: dir })).toMatch(/^TICKET_SIGNING_KEY: /);
    const jwk = await exportJWK(await importPKCS8(pemKey(), 'EdDSA', { extractable: true }));
    expect(await loadError({ signingKey: JSON.stringify({ ...jwk, d: undefined }), dataDir: dir })).toBe('TICKET_SIGNING_KEY: is a public key; the private key (with "d") signs');
    expect(await loadError({ signingKey: pemKey(), retiredKeys: '{"kty":"OKP"', dataDir: dir })).toMatch(/^TICKET_SIGNING_KEYS_RETIRED: /);
    expect(await loadError({ signingKey: pemKey(), retiredKeys: '[{"kty":"RSA","n":"x","e":"AQAB"}]', dataDir: dir })).toBe('TICKET_SIGNING_KEYS_RETIRED: is not an Ed25519 key (kty OKP, crv Ed25519)');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is required in production, and nowhere else', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toThrow(/TICKET_SIGNING_KEY: required in production/);
    expect(parseEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', TICKET_SIGNING_KEY: pemKey() }).TICKET_SIGNING_KEY).toContain('BEGIN PRIVATE KEY');
    expect(parseEnv({ NODE_ENV: 'development' }).TICKET_SIGNING_KEY).toBeUndefined();
  });
});
