/**
 * Who may see an upload. A review photo is public only once a review that uses it is approved;
 * until then only staff see it, through links the moderation queue signs for them: an <img> sends
 * no Bearer header, and the link carries its own proof instead. A link names one file and expires,
 * so one copied out of the queue opens nothing else and not for long.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { parseEnv } from '../env';
import { keyFromFile } from '../lib/key-file';

/** Long enough to look through the queue, short enough that a leaked link soon opens nothing. */
export const SIGNED_UPLOAD_URL_SECONDS = 3600;

let cachedKey: Buffer | undefined;
function signingKey(): Buffer {
  if (!cachedKey) {
    const env = parseEnv();
    cachedKey = env.UPLOAD_URL_SECRET ? Buffer.from(env.UPLOAD_URL_SECRET) : keyFromFile(path.join(env.DATA_DIR, 'upload-url.key'));
  }
  return cachedKey;
}

function signature(urlPath: string, expires: number): Buffer {
  return createHmac('sha256', signingKey()).update(`${urlPath}\n${expires}`).digest();
}

/** `urlPath` (an upload's `/uploads/<file>`) with a signature that lets its holder fetch it for an hour. */
export function signedUploadUrl(urlPath: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGNED_UPLOAD_URL_SECONDS;
  return `${urlPath}?exp=${expires}&sig=${signature(urlPath, expires).toString('base64url')}`;
}

/** Whether the query of a request for `urlPath` carries an unexpired signature of it. */
export function hasValidSignature(urlPath: string, query: { exp?: unknown; sig?: unknown }, now = Date.now()): boolean {
  const expires = Number(query.exp);
  if (typeof query.sig !== 'string' || !Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const given = Buffer.from(query.sig, 'base64url');
  const expected = signature(urlPath, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
