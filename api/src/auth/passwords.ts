/** Password hashing with scrypt from node:crypto. Stored form: `scrypt$N$r$p$saltB64$hashB64`. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB of memory per hash). */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** scrypt needs 128·N·r bytes; node refuses anything above 32 MiB unless allowed more. */
const MAX_MEMORY = 256 * 1024 * 1024;

// node's async scrypt runs in the libuv thread pool, so a hash never blocks the event loop.
function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface StoredHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  hash: Buffer;
}

function parseStoredHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every(Number.isSafeInteger)) return null;
  return { cost, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await scrypt(password.normalize('NFKC'), parsed.salt, parsed.hash.length, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** A hash made with a lower cost than today's, to be replaced once its password is known again. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  return !parsed || parsed.cost.N < N || parsed.cost.r < R || parsed.cost.p < P;
}

/** Hash of a password nobody has, checked for unknown emails so timing does not tell them apart. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
