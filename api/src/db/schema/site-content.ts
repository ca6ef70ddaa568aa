/** Tables of gallery, menu, map, pages, jobs. */
import type { DishTag, MapPointCategory } from '@storefront/shared/contracts/vocabulary';
import { boolean, date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, doublePrecision } from 'drizzle-orm/pg-core';
import { tr, created, updated } from './columns';
import { type Translatable, mediaKindEnum } from './common';

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
