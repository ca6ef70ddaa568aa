/** Tables of content: posts, comments, reviews, quotes, newsletter. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tr, created, updated } from './columns';
import { type Translatable, type EntitySeo, moderationEnum, postKindEnum } from './common';
import { users } from './accounts';
import { uploads } from './site';

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
