/**
 * The site's ticket signing keys (Ed25519). The newest key signs; keys it replaced stay known so
 * tickets they signed keep verifying, and stay published (jwks.ts) until those tickets' visit dates
 * have passed.
 *
 * Where they come from:
 * - TICKET_SIGNING_KEY (production): the signing key, PEM PKCS#8 or a private JWK; the keys it
 *   replaced in TICKET_SIGNING_KEYS_RETIRED, a JSON array of JWKs (public parts suffice).
 * - otherwise DATA_DIR/ticket-keys/<kid>.json (the embedded default): one private JWK per file,
 *   the first generated at first start; the file created last signs.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import { createOnce } from '../lib/key-file';

export const TICKET_ALG = 'EdDSA';

/** A public key as the JWKS publishes it. */
export type PublicTicketJwk = JWK & { kid: string; alg: typeof TICKET_ALG; use: 'sig' };

export interface TicketKeyring {
  /** Signs new tickets. */
  signer: { kid: string; privateKey: CryptoKey };
  /** Every key a genuine ticket may carry: the signer's first, then the retired ones. */
  keys: PublicTicketJwk[];
}

/** A key file of the keys folder. */
interface StoredKey {
  createdAt: string;
  privateJwk: JWK;
}

/** Short enough to keep the QR small, long enough never to collide: 64 bits of the RFC 7638 thumbprint. */
async function kidOf(publicJwk: JWK): Promise<string> {
  return (await calculateJwkThumbprint(publicJwk)).slice(0, 11);
}

function publicPart(jwk: JWK): JWK {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('is not an Ed25519 key (kty OKP, crv Ed25519)');
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
}

async function publicTicketJwk(jwk: JWK): Promise<PublicTicketJwk> {
  const publicJwk = publicPart(jwk);
  return { ...publicJwk, kid: await kidOf(publicJwk), alg: TICKET_ALG, use: 'sig' };
}

async function keyringOf(signingJwk: JWK, privateKey: CryptoKey, retired: JWK[]): Promise<TicketKeyring> {
  const signing = await publicTicketJwk(signingJwk);
  const others = (await Promise.all(retired.map(publicTicketJwk))).filter((key) => key.kid !== signing.kid);
  return { signer: { kid: signing.kid, privateKey }, keys: [signing, ...others] };
}

/** A fresh key pair as a private JWK. */
export async function generateTicketJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(TICKET_ALG, { crv: 'Ed25519', extractable: true });
  return exportJWK(privateKey);
}

/** A keyring from private JWKs, the first signing (tests, and the keys folder). */
export async function keyringFromJwks(signingJwk: JWK, retired: JWK[] = []): Promise<TicketKeyring> {
  const privateKey = (await importJWK(signingJwk, TICKET_ALG)) as CryptoKey;
  return keyringOf(signingJwk, privateKey, retired);
}

/** TICKET_SIGNING_KEY: PEM PKCS#8 or a private JWK (JSON). */
async function importSigningKey(text: string): Promise<{ jwk: JWK; privateKey: CryptoKey }> {
  if (text.trimStart().startsWith('-----BEGIN')) {
    const privateKey = await importPKCS8(text.trim(), TICKET_ALG, { extractable: true });
    return { jwk: await exportJWK(privateKey), privateKey };
  }
  const jwk = JSON.parse(text) as JWK;
  if (typeof jwk.d !== 'string') throw new Error('is a public key; the private key (with "d") signs');
  return { jwk, privateKey: (await importJWK(jwk, TICKET_ALG)) as CryptoKey };
}

/** TICKET_SIGNING_KEYS_RETIRED: a JSON array of JWKs (or a JWKS object with `keys`). */
function parseRetiredKeys(text: string | undefined): JWK[] {
  if (!text) return [];
  const parsed = JSON.parse(text) as JWK[] | { keys: JWK[] };
  const keys = Array.isArray(parsed) ? parsed : parsed.keys;
  if (!Array.isArray(keys)) throw new Error('must be a JSON array of JWKs');
  return keys;
}

export function keysFolder(dataDir: string): string {
  return path.join(dataDir, 'ticket-keys');
}

/** The keys folder is this user's alone; the data directory above it keeps its own mode. */
function makeKeysFolder(folder: string): void {
  mkdirSync(path.dirname(folder), { recursive: true });
  mkdirSync(folder, { recursive: true, mode: 0o700 });
}

function readStoredKeys(folder: string): StoredKey[] {
  makeKeysFolder(folder);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as StoredKey)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Adds a new key to the keys folder; it signs from the next start on, the others stay known. */
export async function addTicketKey(dataDir: string, now = new Date()): Promise<string> {
  const privateJwk = await generateTicketJwk();
  const kid = await kidOf(publicPart(privateJwk));
  const stored: StoredKey = { createdAt: now.toISOString(), privateJwk };
  makeKeysFolder(keysFolder(dataDir));
  createOnce(path.join(keysFolder(dataDir), `${kid}.json`), `${JSON.stringify(stored, null, 2)}\n`);
  return kid;
}

/** The keys folder's keyring, generating its first key if it has none. */
async function keyringFromFolder(dataDir: string): Promise<TicketKeyring> {
  const folder = keysFolder(dataDir);
  if (readStoredKeys(folder).length === 0) {
    // Instances starting together on an empty folder: the first start's 'initial' key wins.
    const privateJwk = await generateTicketJwk();
    createOnce(path.join(folder, 'initial.json'), `${JSON.stringify({ createdAt: new Date().toISOString(), privateJwk } satisfies StoredKey, null, 2)}\n`);
  }
  const [newest, ...older] = readStoredKeys(folder);
  return keyringFromJwks(newest!.privateJwk, older.map((key) => key.privateJwk));
}

/** Thrown with the setting's name when a configured key cannot be read. */
export class TicketKeyError extends Error {}

export async function loadTicketKeyring(settings: { signingKey?: string; retiredKeys?: string; dataDir: string }): Promise<TicketKeyring> {
  if (!settings.signingKey) return keyringFromFolder(settings.dataDir);
  const signing = await importSigningKey(settings.signingKey).catch((error: Error) => {
    throw new TicketKeyError(`TICKET_SIGNING_KEY: ${error.message}`);
  });
  try {
    return await keyringOf(signing.jwk, signing.privateKey, parseRetiredKeys(settings.retiredKeys));
  } catch (error) {
    throw new TicketKeyError(`TICKET_SIGNING_KEYS_RETIRED: ${(error as Error).message}`);
  }
}

let installed: Promise<TicketKeyring> | undefined;

/** The keys this process signs and verifies with; the server installs them at start. */
export function useTicketKeyring(keyring: TicketKeyring): void {
  installed = Promise.resolve(keyring);
}

/**
 * The installed keyring. A process that installed none (a test, a tool) gets a key of its own,
 * kept in memory: its tickets verify only within that process.
 */
export function ticketKeyring(): Promise<TicketKeyring> {
  installed ??= generateTicketJwk().then((jwk) => keyringFromJwks(jwk));
  return installed;
}
