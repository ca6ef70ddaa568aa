/** What the tables of several domains share: translatable text, SEO overrides and the enums. */
import { pgEnum } from 'drizzle-orm/pg-core';

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

export const roleEnum = pgEnum('user_role', ['customer', 'staff', 'editor', 'admin']);
export const moderationEnum = pgEnum('moderation_status', ['pending', 'approved', 'rejected']);
export const orderStatusEnum = pgEnum('order_status', ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'failed', 'refunded']);
export const audienceEnum = pgEnum('audience', ['adult', 'child', 'infant']);
export const postKindEnum = pgEnum('post_kind', ['article', 'news']);
export const mediaKindEnum = pgEnum('media_kind', ['photo', 'video']);
export const relationKindEnum = pgEnum('product_relation_kind', ['related', 'cross_sell']);
export const ticketStatusEnum = pgEnum('ticket_status', ['valid', 'used', 'void']);
