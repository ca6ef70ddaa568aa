/** Tables of remote releases (platform). */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { users } from './accounts';

/**
 * How each canary ended: rolled back or promoted, by the rule (no actor) or by a person, why, and
 * the figures the decision saw. The releases screen and the action history read it back.
 */
export const releaseDecisions = pgTable(
  'release_decisions',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome', { enum: ['rolledBack', 'promoted'] }).notNull(),
    /** null: the canary rule decided. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    figures: jsonb('figures'),
    createdAt: created(),
  },
  (t) => [index('release_decisions_remote_idx').on(t.remote, t.createdAt)],
);
