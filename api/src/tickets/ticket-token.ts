/**
 * A ticket's QR payload: a compact JWS (RFC 7515) signed with the site's Ed25519 key. Header
 * `{"alg":"EdDSA","kid":…}`; payload, short names to keep the QR code small:
 *   t  ticket id (number)          tt ticket type id (number)
 *   a  audience: adult|child|infant d  visit date, YYYY-MM-DD (Vietnam)
 *   n  nonce: 128 random bits, base64url, so no two tokens are alike
 * Older tickets carry 256 random bits (base64url, no dots), which only the database can judge.
 */
import { randomBytes } from 'node:crypto';
import { CompactSign, compactVerify, createLocalJWKSet } from 'jose';
import { z } from 'zod';
import { TICKET_ALG, type TicketKeyring } from './keys';

export const ticketClaims = z.object({
  t: z.number().int().positive(),
  tt: z.number().int().positive(),
  a: z.enum(['adult', 'child', 'infant']),
  d: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  n: z.string().min(16),
});
export type TicketClaims = z.infer<typeof ticketClaims>;

export interface TicketFacts {
  id: number;
  ticketTypeId: number;
  audience: TicketClaims['a'];
  visitDate: string;
}

export async function signTicket(keyring: TicketKeyring, ticket: TicketFacts): Promise<string> {
  const claims: TicketClaims = { t: ticket.id, tt: ticket.ticketTypeId, a: ticket.audience, d: ticket.visitDate, n: randomBytes(16).toString('base64url') };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: TICKET_ALG, kid: keyring.signer.kid })
    .sign(keyring.signer.privateKey);
}

/** A compact JWS has three dot-separated parts; the random codes of older tickets have no dot. */
export function isSignedTicketCode(code: string): boolean {
  return code.split('.').length === 3;
}

/** The claims of a token one of the keyring's keys signed, or null for anything else. */
export async function verifyTicket(keyring: TicketKeyring, token: string): Promise<TicketClaims | null> {
  try {
    const { payload } = await compactVerify(token, createLocalJWKSet({ keys: keyring.keys }), { algorithms: [TICKET_ALG] });
    const claims = ticketClaims.safeParse(JSON.parse(new TextDecoder().decode(payload)));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
