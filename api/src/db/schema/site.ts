/** Tables of site configuration. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tr, created, updated } from './columns';
import { users } from './accounts';

export const seoRecords = pgTable('seo_records', {
  id: serial('id').primaryKey(),
  /** The canonical (English) path of the route, e.g. `/trails`; aliases resolve to it. */
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
