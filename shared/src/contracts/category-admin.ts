/**
 * The console's categories and services (staff area `catalog`); the API and the console's forms
 * check the same schemas. Texts are Vietnamese with an optional English.
 */
import * as z from 'zod/mini';
import { count, id, slug } from './common';
import { messageKey } from './message-key';
import { bilingual, catalogImage, NAME_MAX, PRODUCT_PRICE_MAX, SUMMARY_MAX } from './product-admin';

export const DESCRIPTION_MAX = 2_000;

const categoryFields = {
  slug,
  /** The category it sits under; null: a top-level category. */
  parentId: z.nullable(id),
  name: bilingual(NAME_MAX),
  description: bilingual(DESCRIPTION_MAX),
  imageUrl: catalogImage,
};

export const createCategoryInput = z.object(categoryFields);
export type CreateCategoryInput = z.infer<typeof createCategoryInput>;

/** The server also refuses a parent below the category (its own ancestor); this catches the plain case. */
export const updateCategoryInput = z
  .object({ id, ...categoryFields })
  .check(z.refine((value) => value.parentId !== value.id, { error: messageKey('validation.ownParent'), path: ['parentId'] }));
export type UpdateCategoryInput = z.infer<typeof updateCategoryInput>;

/** A service's texts and its "from" price (null: on request). */
export const updateServiceInput = z.object({
  id,
  slug,
  name: bilingual(NAME_MAX),
  summary: bilingual(SUMMARY_MAX),
  priceFrom: z.nullable(count(0, PRODUCT_PRICE_MAX)),
  duration: z.nullable(bilingual(100)),
  imageUrl: catalogImage,
});
export type UpdateServiceInput = z.infer<typeof updateServiceInput>;
