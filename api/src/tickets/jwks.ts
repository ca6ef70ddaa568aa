/**
 * The public ticket keys as a JWKS (RFC 7517) at /.well-known/jwks.json, for scanners that verify
 * tickets themselves. A retired key stays listed while a ticket it signed has a visit date today
 * or later (Vietnam time): the tickets say which key signed them, so no dates need keeping.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { Db } from '../db/client';
import { ticketKeyring, type PublicTicketJwk, type TicketKeyring } from './keys';

/** Scanners refetch within minutes after a rotation. */
export const JWKS_MAX_AGE_SECONDS = 300;

/** The kid in a compact JWS's protected header, or undefined for anything else. */
function kidOfHeader(encodedHeader: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** Kids that signed a ticket for `today` or later. */
async function kidsStillInUse(db: Db, today: string): Promise<Set<string>> {
  const result = await db.execute<{ header: string }>(sql`
    SELECT DISTINCT split_part(secret, '.', 1) AS header FROM tickets
    WHERE visit_date >= ${today}::date AND secret LIKE '%.%.%'`);
  return new Set(result.rows.map((row) => kidOfHeader(row.header)).filter((kid): kid is string => kid !== undefined));
}

export async function publishedTicketKeys(db: Db, keyring: TicketKeyring, today = todayInVietnam()): Promise<{ keys: PublicTicketJwk[] }> {
  const [signing, ...retired] = keyring.keys;
  const inUse = retired.length ? await kidsStillInUse(db, today) : new Set<string>();
  return { keys: [signing!, ...retired.filter((key) => inUse.has(key.kid))] };
}

export function registerJwksRoute(app: FastifyInstance, options: { db: Db }): void {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    const jwks = await publishedTicketKeys(options.db, await ticketKeyring());
    return reply.header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`).send(jwks);
  });
}
