/** Stores new tickets, each with its signed QR token. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tickets } from '../db/schema';
import { ticketKeyring } from './keys';
import { signTicket } from './ticket-token';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NewTicket = Omit<typeof tickets.$inferInsert, 'secret'>;

/**
 * The token names the ticket's id, which only the insert assigns: each row is stored with a random
 * placeholder first (the column is unique and required) and gets its token in the same transaction.
 */
export async function insertSignedTickets(tx: Tx, values: NewTicket[]): Promise<void> {
  if (values.length === 0) return;
  const keyring = await ticketKeyring();
  const issued = await tx
    .insert(tickets)
    .values(values.map((value) => ({ ...value, secret: `unsigned:${randomBytes(32).toString('base64url')}` })))
    .returning({ id: tickets.id, ticketTypeId: tickets.ticketTypeId, audience: tickets.audience, visitDate: tickets.visitDate });
  for (const ticket of issued) {
    await tx.update(tickets).set({ secret: await signTicket(keyring, ticket) }).where(eq(tickets.id, ticket.id));
  }
}
