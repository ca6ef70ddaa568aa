/**
 * The buyer's own links to an order: the success page after paying and the ticket files carry
 * `access`, an HMAC of the order code under a server key, so they open the order without the
 * contact. Anyone else needs the code and the order's email or phone (orderForContact in
 * order-lookup.ts), as a refund or an exchange does; a code alone opens nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { parseEnv } from '../env';
import { rolePath } from '../lib/page-links';
import { keyFromFile } from '../lib/key-file';

let cachedKey: Buffer | undefined;
function accessKey(): Buffer {
  cachedKey ??= keyFromFile(path.join(parseEnv().DATA_DIR, 'order-access.key'));
  return cachedKey;
}

/** 128 bits of the HMAC, base64url: short enough for a link, as unguessable as a ticket nonce. */
export function orderAccessToken(orderCode: string): string {
  return createHmac('sha256', accessKey()).update(`order-access\n${orderCode}`).digest().subarray(0, 16).toString('base64url');
}

export function hasOrderAccess(orderCode: string, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(token, 'base64url');
  const expected = Buffer.from(orderAccessToken(orderCode), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page serving `paymentDone` for an order, as its buyer's links open it. */
export async function successPagePath(orderCode: string): Promise<string> {
  return `${await rolePath('paymentDone')}?orderCode=${encodeURIComponent(orderCode)}&access=${orderAccessToken(orderCode)}`;
}
