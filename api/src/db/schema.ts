/**
 * The one database schema (PostgreSQL dialect; PGlite embedded or a real server).
 * Translatable text is jsonb `{ vi, en? }` (vi required, en falls back to vi).
 * Money is integer VND. Visit dates are `date` columns holding Asia/Ho_Chi_Minh calendar days.
 */
import { sql } from 'drizzle-orm';
import type { DishTag, MapPointCategory } from '@storefront/shared/contracts/vocabulary';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  doublePrecision,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export interface Translatable {
  vi: string;
  en?: string;
}
/** Optional per-entity SEO overrides; unset fields derive from the entity's own text. */
export interface EntitySeo {
  title?: Translatable;
  description?: Translatable;
  keywords?: Translatable;
  ogImage?: string;
}

const tr = (name: string) => jsonb(name).$type<Translatable>();
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('user_role', ['customer', 'staff', 'editor', 'admin']);
export const moderationEnum = pgEnum('moderation_status', ['pending', 'approved', 'rejected']);
export const orderStatusEnum = pgEnum('order_status', ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'failed', 'refunded']);
export const audienceEnum = pgEnum('audience', ['adult', 'child', 'infant']);
export const postKindEnum = pgEnum('post_kind', ['article', 'news']);
export const mediaKindEnum = pgEnum('media_kind', ['photo', 'video']);
export const relationKindEnum = pgEnum('product_relation_kind', ['related', 'cross_sell']);
export const ticketStatusEnum = pgEnum('ticket_status', ['valid', 'used', 'void']);

// ── Users and sessions ───────────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash`, never the password. */
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull().default('customer'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  /** Set once the owner opened a verification link mailed to `email`; guest orders join only then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Address of the last successful sign-in: a correct password from there passes the account lock. */
  lastLoginIp: text('last_login_ip'),
  /** A disabled account cannot sign in and has no live session. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: updated(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    /** Absolute end of the session, whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Idle expiry counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Links mailed to prove an account owns its email; only the token's sha256 is stored. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: verifying proves this one, even if the account's changed since. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * Links mailed to set a new password when the old one is forgotten. Only the token's sha256 is
 * stored; a link works once (usedAt) and briefly (expiresAt), and a newer one or a changed
 * password ends it (usedAt set without use).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * An admin's invitation of a new staff account: the mailed link sets the password. Only the
 * token's sha256 is stored (as for sessions and email links); it is spent once (acceptedAt), ends
 * at expiresAt, and a newer invitation to the same email or the admin revokes it (revokedAt).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** The invitee's language, chosen by the admin: the mail's and the page's. */
    locale: text('locale', { enum: ['vi', 'en'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account the invitation created. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/** Fixed-window counters (login attempts …) shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// ── Site configuration ───────────────────────────────────────────────────────────────────────

export const seoRecords = pgTable('seo_records', {
  id: serial('id').primaryKey(),
  /** The canonical (English) path of the route, e.g. `/menu`; aliases resolve to it. */
  path: text('path').notNull().unique(),
  title: tr('title').notNull(),
  description: tr('description').notNull(),
  keywords: tr('keywords').notNull(),
  ogTitle: tr('og_title'),
  ogDescription: tr('og_description'),
  ogImage: text('og_image').notNull().default(''),
  robotsTxt: text('robots_txt').notNull().default('index, follow'),
  canonicalUrl: text('canonical_url').notNull().default(''),
  createdAt: created(),
  updatedAt: updated(),
});

/**
 * Route rules (spec §7): a path answered with a redirect before any page renders. `target` is a
 * path of this site (internal) or an http(s) address (external); the contract in
 * shared/src/contracts/route-rules.ts says what either may hold.
 */
export const routeRules = pgTable(
  'route_rules',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull().unique(),
    kind: text('kind', { enum: ['internal', 'external'] }).notNull(),
    target: text('target').notNull(),
    status: integer('status').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    check('route_rules_status_check', sql`${t.status} in (301, 302)`),
    check('route_rules_kind_check', sql`${t.kind} in ('internal', 'external')`),
  ],
);

export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull().default(''),
  createdAt: created(),
  updatedAt: updated(),
});

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(false),
  colors: jsonb('colors').notNull(),
  createdAt: created(),
  updatedAt: updated(),
});

export const componentStyleConfigs = pgTable('component_style_configs', {
  id: serial('id').primaryKey(),
  themeId: integer('theme_id').notNull().references(() => themes.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  title: text('title').notNull(),
  settings: jsonb('settings').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: created(),
  updatedAt: updated(),
});

/** Records which seed versions ran, so seeding happens once and never rewrites edited rows. */
export const seedRuns = pgTable('seed_runs', {
  key: text('key').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded images. A visitor's review photo is public once its review is approved, and deleted
 * when no review takes it up; a staff photo (a ticket's, a product's, an article's) is public at
 * once and kept for good, so a page still showing it after a replacement never loses it.
 */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  purpose: text('purpose', { enum: ['review', 'staff'] }).notNull().default('review'),
  /** The member of staff who uploaded a staff photo. */
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: created(),
});

// ── Catalogue: categories, products, combos, services ────────────────────────────────────────

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The category it sits under; the console refuses a parent that would make it its own ancestor. */
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
  name: tr('name').notNull(),
  description: tr('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  seo: jsonb('seo').$type<EntitySeo>(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [check('categories_not_own_parent', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`)]);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: tr('name').notNull(),
    summary: tr('summary').notNull(),
    /** Sanitised HTML per locale. */
    description: tr('description').notNull(),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    imageUrl: text('image_url').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    specifications: jsonb('specifications').$type<{ name: Translatable; value: Translatable }[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    seo: jsonb('seo').$type<EntitySeo>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('products_category_idx').on(t.categoryId), check('products_price_nonneg', sql`${t.price} >= 0`)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    name: tr('name').notNull(),
    /** Option name → value, e.g. { size: 'M', color: { vi: 'Đỏ', en: 'Red' } }. */
    options: jsonb('options').$type<Record<string, Translatable>>().notNull().default({}),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('variants_product_idx').on(t.productId), check('variants_stock_nonneg', sql`${t.stock} >= 0`)],
);

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: relationKindEnum('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId, t.kind] })],
);

export const combos = pgTable('combos', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  description: tr('description').notNull(),
  price: integer('price').notNull(),
  /** Sum of the parts; savings = originalPrice - price. */
  originalPrice: integer('original_price').notNull(),
  /** When the combo's price starts; null: since it was made. */
  saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
  saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
  imageUrl: text('image_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: created(),
});

export const comboItems = pgTable(
  'combo_items',
  {
    comboId: integer('combo_id').notNull().references(() => combos.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.comboId, t.productId] })],
);

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  summary: tr('summary').notNull(),
  description: tr('description').notNull(),
  imageUrl: text('image_url').notNull(),
  priceFrom: integer('price_from'),
  duration: tr('duration'),
  /** Matches review.serviceType so reviews can be shown per service. */
  serviceType: text('service_type').notNull(),
  features: jsonb('features').$type<Translatable[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden: left out of the services list, its page and the sitemap (staff prepare it first). */
  isActive: boolean('is_active').notNull().default(true),
  seo: jsonb('seo').$type<EntitySeo>(),
  createdAt: created(),
  updatedAt: updated(),
});

// ── Tickets and inventory ────────────────────────────────────────────────────────────────────

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

// ── Orders, payments, tickets ────────────────────────────────────────────────────────────────

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

// ── Content: posts, comments, reviews, quotes, newsletter ────────────────────────────────────

export const postCategories = pgTable('post_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  description: tr('description').notNull(),
  isFeatured: boolean('is_featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: postKindEnum('kind').notNull(),
    categoryId: integer('category_id').references(() => postCategories.id),
    title: tr('title').notNull(),
    excerpt: tr('excerpt').notNull(),
    /** Sanitised HTML per locale. */
    content: tr('content').notNull(),
    coverImageUrl: text('cover_image_url').notNull(),
    authorName: tr('author_name').notNull(),
    tags: jsonb('tags').$type<Translatable[]>().notNull().default([]),
    viewCount: integer('view_count').notNull().default(0),
    /** false: a draft. true: public from `publishedAt` on (a later `publishedAt` is a scheduled post). */
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    seo: jsonb('seo').$type<EntitySeo>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('posts_kind_published_idx').on(t.kind, t.publishedAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    anonymous: boolean('anonymous').notNull().default(false),
    content: text('content').notNull(),
    status: moderationEnum('status').notNull().default('pending'),
    createdAt: created(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.status)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    authorName: text('author_name').notNull(),
    profession: text('profession'),
    avatarUrl: text('avatar_url'),
    avatarUploadId: uuid('avatar_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    serviceType: text('service_type').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    locale: text('locale').notNull().default('vi'),
    status: moderationEnum('status').notNull().default('pending'),
    createdAt: created(),
  },
  (t) => [index('reviews_status_idx').on(t.status, t.serviceType), check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`)],
);

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message'),
  country: text('country').notNull(),
  status: text('status', { enum: ['new', 'handled'] }).notNull().default('new'),
  createdAt: created(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('vi'),
  createdAt: created(),
});

// ── Gallery, menu, map, pages, jobs ──────────────────────────────────────────────────────────

export const galleryItems = pgTable('gallery_items', {
  id: serial('id').primaryKey(),
  kind: mediaKindEnum('kind').notNull(),
  title: tr('title').notNull(),
  description: tr('description'),
  imageUrl: text('image_url').notNull(),
  /** For videos: an embeddable URL (YouTube) or a file URL. */
  videoUrl: text('video_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: created(),
});

export const menuSections = pgTable('menu_sections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  description: tr('description'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const dishes = pgTable('dishes', {
  id: serial('id').primaryKey(),
  sectionId: integer('section_id').notNull().references(() => menuSections.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  description: tr('description'),
  price: integer('price').notNull(),
  imageUrl: text('image_url'),
  tags: jsonb('tags').$type<DishTag[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const mapPoints = pgTable('map_points', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: tr('name').notNull(),
  description: tr('description').notNull(),
  category: text('category').$type<MapPointCategory>().notNull(),
  /** Position on the illustrated area map, in percent of its width / height. */
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Structured single pages (about, contact): content is a jsonb document with translatable leaves. */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  /** The page's number in the staff log, whose subjects are numbered. */
  id: serial('id').notNull().unique(),
  content: jsonb('content').notNull(),
  updatedAt: updated(),
});

export const jobOpenings = pgTable('job_openings', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: tr('title').notNull(),
  department: tr('department').notNull(),
  location: tr('location').notNull(),
  employmentType: text('employment_type').notNull(),
  description: tr('description').notNull(),
  requirements: jsonb('requirements').$type<Translatable[]>().notNull().default([]),
  isOpen: boolean('is_open').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  closesAt: date('closes_at', { mode: 'string' }),
});

// ── Staff actions (account team) ─────────────────────────────────────────────────────────────

/** Who did what to which item and when: moderation decisions, handled quotes, check-ins. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: [
        'comment.approve',
        'comment.reject',
        'review.approve',
        'review.reject',
        'quote.handled',
        'ticket.redeem',
        'refund.complete',
        'order.markPaid',
        'ticketType.setCapacity',
        'ticketType.setDefaultCapacity',
        'ticketType.closeDates',
        'ticketType.reopenDates',
        'ticketType.updatePrices',
        'ticketType.updateDetails',
        'featureFlag.set',
        'theme.update',
        'theme.create',
        'theme.activate',
        'ticketCard.update',
        'featureFlag.describe',
        'user.invite',
        'user.revokeInvitation',
        'user.acceptInvitation',
        'user.setRole',
        'user.disable',
        'user.enable',
        'post.create',
        'post.update',
        'order.resendConfirmation',
        'order.cancel',
        'order.startRefund',
        'seoRecord.save',
        'routeRule.create',
        'routeRule.update',
        'routeRule.delete',
        'product.update',
        'product.setVariant',
        'product.setRelations',
        'combo.update',
        'combo.create',
        'combo.end',
        'category.create',
        'category.update',
        'category.delete',
        'service.update',
        'galleryItem.create',
        'galleryItem.update',
        'galleryItem.move',
        'galleryItem.delete',
        'menuSection.create',
        'menuSection.update',
        'menuSection.move',
        'menuSection.delete',
        'dish.create',
        'dish.update',
        'dish.delete',
        'mapPoint.create',
        'mapPoint.update',
        'mapPoint.delete',
        'page.updateAbout',
        'page.updateContact',
        'jobOpening.create',
        'jobOpening.update',
        'jobOpening.close',
        'jobOpening.reopen',
        'jobOpening.delete',
        'service.create',
      ],
    }).notNull(),
    subjectKind: text('subject_kind', { enum: ['comment', 'review', 'quote', 'ticket', 'order', 'ticketType', 'featureFlag', 'theme', 'user', 'invitation', 'post', 'seoRecord', 'routeRule', 'product', 'productVariant', 'combo', 'category', 'service', 'galleryItem', 'menuSection', 'dish', 'mapPoint', 'page', 'jobOpening'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** A changed record's values before and after the change (the fields it touched), for settings staff edit. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The order of a checked-in ticket, so the order's history shows it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [index('staff_actions_subject_idx').on(t.subjectKind, t.subjectId), index('staff_actions_order_idx').on(t.orderId), index('staff_actions_created_idx').on(t.createdAt)],
);
