/** Order codes: what a buyer quotes and what the gateway echoes back as part of a payment reference. */
import { randomBytes } from 'node:crypto';

/** 16 random characters of Crockford's base32 (80 bits): order codes are unguessable. */
export function newOrderCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(16);
  let code = '';
  for (const byte of bytes) code += alphabet[byte & 31];
  return `SF-${code.slice(0, 8)}-${code.slice(8)}`;
}
