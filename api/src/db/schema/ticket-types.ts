/** Tables of tickets and inventory. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tr, created, updated } from './columns';
import { type Translatable, type EntitySeo, audienceEnum } from './common';

export const ticketTypes = pgTable('ticket_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  summary: tr('summary').notNull(),
  description: tr('description').notNull(),
  imageUrl: text('image_url').notNull(),
  includes: jsonb('includes').$type<Translatable[]>().notNull().default([]),
  /** Capacity of a visit date that has no row in ticket_inventory yet. */
  defaultDailyCapacity: integer('default_daily_capacity').notNull(),
  labels: jsonb('labels').$type<{ featured?: boolean; new?: boolean; sale?: boolean; discount?: number }>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  seo: jsonb('seo').$type<EntitySeo>(),
  createdAt: created(),
  updatedAt: updated(),
});

/** Price of a ticket type per audience; infants (under 3) are priced 0. */
export const ticketPrices = pgTable(
  'ticket_prices',
  {
    ticketTypeId: integer('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'cascade' }),
    audience: audienceEnum('audience').notNull(),
    price: integer('price').notNull(),
    /** Who the audience is, e.g. "Trẻ em 1m–1m4". */
    label: tr('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketTypeId, t.audience] }), check('ticket_prices_nonneg', sql`${t.price} >= 0`)],
);

/**
 * Seats per ticket type per visit date. A checkout holds seats with one conditional UPDATE
 * (`SET held = held + n WHERE capacity - held - sold >= n`); the CHECK is the last line of defence
 * against overselling. Rows are created on demand from default_daily_capacity. A day with a
 * `closed_reason` is closed: nothing is sold for it (holds refuse it), whatever its capacity, and
 * the reason is what buyers are told. Closing days is an upsert of this column.
 */
export const ticketInventory = pgTable(
  'ticket_inventory',
  {
    ticketTypeId: integer('ticket_type_id').notNull().references(() => ticketTypes.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Of `sold`, the seats of counter orders not paid yet (capped to a share of the capacity). */
    unpaid: integer('unpaid').notNull().default(0),
    closedReason: tr('closed_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.ticketTypeId, t.visitDate] }),
    check('ticket_inventory_within_capacity', sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.capacity}`),
    check('ticket_inventory_unpaid_within_sold', sql`${t.unpaid} >= 0 AND ${t.unpaid} <= ${t.sold}`),
  ],
);
