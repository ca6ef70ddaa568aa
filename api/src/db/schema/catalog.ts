/** Tables of catalogue: categories, products, combos, services. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tr, created, updated } from './columns';
import { type Translatable, type EntitySeo, relationKindEnum } from './common';

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
