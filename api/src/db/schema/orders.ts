/** Tables of orders, payments, tickets. */
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tr, created, updated } from './columns';
import { orderStatusEnum, paymentStatusEnum, audienceEnum, ticketStatusEnum } from './common';
import { users } from './accounts';
import { productVariants } from './catalog';
import { ticketTypes } from './ticket-types';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    totalAmount: integer('total_amount').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    /** Where the order's products go; null for an order of tickets only. */
    deliveryAddress: text('delivery_address'),
    locale: text('locale').notNull().default('vi'),
    /** Same key → same order: a retried placeOrder never creates a second one. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the request the key came with: the same key with another body is refused. */
    requestHash: text('request_hash'),
    /** Network address that placed the order (unpaid-ticket caps count per address). */
    clientIp: text('client_ip'),
    /** Seats stay held until then while the order is pending. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('orders_user_idx').on(t.userId), index('orders_hold_idx').on(t.status, t.holdExpiresAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ticket', 'product'] }).notNull(),
    ticketTypeId: integer('ticket_type_id').references(() => ticketTypes.id),
    audience: audienceEnum('audience'),
    visitDate: date('visit_date', { mode: 'string' }),
    productVariantId: integer('product_variant_id').references(() => productVariants.id),
    /** Name at purchase time, so later edits do not rewrite history. */
    title: tr('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** The gateway's transaction reference (vnp_TxnRef / vnp_TransactionNo). */
    providerRef: text('provider_ref'),
    /** The gateway's own number of a captured payment (vnp_TransactionNo). */
    transactionNo: text('transaction_no'),
    providerData: jsonb('provider_data'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('payments_transaction_no_idx').on(t.provider, t.transactionNo),
    // The sales report reads a range of days of payments (reports/report-queries.ts).
    index('payments_created_idx').on(t.createdAt),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id').notNull().references(() => ticketTypes.id),
    audience: audienceEnum('audience').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** 256 random bits, base64url; the QR code payload. */
    secret: text('secret').notNull().unique(),
    status: ticketStatusEnum('status').notNull().default('valid'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  // The gate's day list reads a visit date's tickets.
  (t) => [index('tickets_order_idx').on(t.orderId), index('tickets_visit_date_idx').on(t.visitDate)],
);

/** A phone staff prepared for checking tickets in at a gate, possibly offline. */
export const checkinDevices = pgTable('checkin_devices', {
  /** Chosen by the device itself when it first prepares, so it can keep it across shifts. */
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  gate: text('gate').notNull(),
  preparedFor: date('prepared_for', { mode: 'string' }).notNull(),
  preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
  /** The staff member the device belongs to: only their syncs are taken under its id. */
  preparedBy: integer('prepared_by').references(() => users.id, { onDelete: 'set null' }),
  /** The first preparation for `preparedFor`: no honest scan of the shift is older (preparing again keeps it). */
  shiftStartsAt: timestamp('shift_starts_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: created(),
});

/**
 * Every admission (online or offline) and every offline refusal, one row per scan. The id of an
 * offline scan is the device's own, so an upload repeated after a lost answer adds nothing.
 */
export const checkinEvents = pgTable(
  'checkin_events',
  {
    id: uuid('id').primaryKey(),
    ticketId: integer('ticket_id').notNull().references(() => tickets.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => checkinDevices.id, { onDelete: 'set null' }),
    gate: text('gate'),
    source: text('source', { enum: ['online', 'offline'] }).notNull(),
    decision: text('decision', { enum: ['admitted', 'rejected'] }).notNull(),
    reason: text('reason'),
    /** The money a device took at the gate for the ticket's counter order. */
    paidAmount: integer('paid_amount'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('checkin_events_ticket_idx').on(t.ticketId, t.scannedAt),
    // The visitors report reads a range of days of admissions (reports/report-queries.ts).
    index('checkin_events_scanned_idx').on(t.scannedAt),
  ],
);

/**
 * An admission of a ticket that someone had admitted already (or that was not good to admit),
 * kept beside the first one: the ticket's redeemedAt/redeemedBy stay the first admission's, and
 * this row says what they were when the later one arrived.
 */
export const checkinConflicts = pgTable('checkin_conflicts', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => checkinEvents.id, { onDelete: 'cascade' }),
  ticketId: integer('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  /** Why the admission could not stand: the ticket was used, void or unpaid when it arrived. */
  ticketStatus: text('ticket_status').notNull(),
  firstRedeemedAt: timestamp('first_redeemed_at', { withTimezone: true }),
  firstRedeemedBy: integer('first_redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
});

/**
 * Every mail sent about an order (its confirmation, again or not; a refund notice; a payment after
 * cancellation), so staff can tell a buyer what was sent to which address and when.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirmation', 'refund', 'latePayment'] }).notNull(),
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_mails_order_idx').on(t.orderId)],
);

export const orderRequests = pgTable('order_requests', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['refund', 'exchange'] }).notNull(),
  reason: text('reason'),
  newVisitDate: date('new_visit_date', { mode: 'string' }),
  /** The payment to give back, when it is not the order's paid one (a payment after cancellation). */
  paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  /** The money a done refund gave back: less than the order's total when some tickets were used. */
  amount: integer('amount'),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'done'] }).notNull().default('pending'),
  createdAt: created(),
});
