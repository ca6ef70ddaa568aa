/** Products, categories and services. */
import { z } from 'zod';
import { page, pageSize, slug } from './common';
import { messageKey } from './validation-messages';
import { productSorts } from './vocabulary';

export const productListInput = z
  .object({
    categorySlug: slug.optional(),
    q: z
      .string()
      .trim()
      .max(100, { error: messageKey('validation.maxLength', { max: 100 }) })
      .regex(/^[^\u0000]*$/, { error: messageKey('validation.invalid') })
      .optional(),
    sort: z.enum(productSorts, { error: messageKey('validation.invalid') }).optional(),
    page: page.optional(),
    pageSize: pageSize.optional(),
  })
  .optional();
export type ProductListInput = z.infer<typeof productListInput>;

export const bySlugInput = z.object({ slug });
export type BySlugInput = z.infer<typeof bySlugInput>;
