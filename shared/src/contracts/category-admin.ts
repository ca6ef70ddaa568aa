/**
 * The console's categories and services (staff area `catalog`); the API and the console's forms
 * check the same schemas. Texts are Vietnamese with an optional English.
 */
import * as z from 'zod/mini';
import { count, id, slug } from './common';
import { messageKey } from './message-key';
import { bilingual, catalogImage, NAME_MAX, PRODUCT_PRICE_MAX, SUMMARY_MAX } from './product-admin';
import { reviewServiceTypes } from './vocabulary';

export const DESCRIPTION_MAX = 2_000;

/** The highest place in a list: far above any list's length, low enough to catch a typo. */
export const SORT_ORDER_MAX = 10_000;

const categoryFields = {
  slug,
  /** The category it sits under; null: a top-level category. */
  parentId: z.nullable(id),
  name: bilingual(NAME_MAX),
  description: bilingual(DESCRIPTION_MAX),
  imageUrl: catalogImage,
  /** Its place in the lists visitors see: smaller first. */
  sortOrder: count(0, SORT_ORDER_MAX),
};

export const createCategoryInput = z.object(categoryFields);
export type CreateCategoryInput = z.infer<typeof createCategoryInput>;

/** The server also refuses a parent below the category (its own ancestor); this catches the plain case. */
export const updateCategoryInput = z
  .object({ id, ...categoryFields })
  .check(z.refine((value) => value.parentId !== value.id, { error: messageKey('validation.ownParent'), path: ['parentId'] }));
export type UpdateCategoryInput = z.infer<typeof updateCategoryInput>;

/** Refused while products or subcategories are in it. */
export const deleteCategoryInput = z.object({ id });

/** The limits of a service's texts: its page's description (HTML) and each of its features. */
export const SERVICE_TEXT_MAX = { description: 20_000, duration: 100, feature: 120 } as const;
export const SERVICE_FEATURES_MAX = 10;

/**
 * How long a service lasts or when it is open, or null when the page says nothing. Both languages
 * left blank is null, so the form's two empty fields mean "nothing".
 */
const duration = z.pipe(
  z.transform((value: unknown) => (isBlankPair(value) ? null : value)),
  z.nullable(bilingual(SERVICE_TEXT_MAX.duration)),
);

function isBlankPair(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { vi, en } = value as { vi?: unknown; en?: unknown };
  const blank = (text: unknown) => text === undefined || (typeof text === 'string' && text.trim() === '');
  return blank(vi) && blank(en);
}

const serviceFields = {
  slug,
  /** Which visitors' reviews its page shows. */
  serviceType: z.enum(reviewServiceTypes, { error: messageKey('validation.invalid') }),
  name: bilingual(NAME_MAX),
  summary: bilingual(SUMMARY_MAX),
  /** HTML; the server keeps only formatting (api/src/content/article-html.ts). */
  description: bilingual(SERVICE_TEXT_MAX.description),
  /** The "from" price; null: on request. */
  priceFrom: z.nullable(count(0, PRODUCT_PRICE_MAX)),
  duration,
  features: z.array(bilingual(SERVICE_TEXT_MAX.feature)).check(z.maxLength(SERVICE_FEATURES_MAX, { error: messageKey('validation.maxItems', { max: SERVICE_FEATURES_MAX }) })),
  imageUrl: catalogImage,
  /** Hidden: gone from the services list, its page and the sitemap. */
  isActive: z.boolean({ error: messageKey('validation.invalid') }),
};

/** A new service: its texts in both languages, price, picture, and whether visitors see it. */
export const createServiceInput = z.object(serviceFields);
export type CreateServiceInput = z.infer<typeof createServiceInput>;

export const updateServiceInput = z.object({ id, ...serviceFields });
export type UpdateServiceInput = z.infer<typeof updateServiceInput>;
