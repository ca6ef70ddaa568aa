/** Products, categories and services. */
import * as z from 'zod/mini';
import { page, pageSize, slug } from './common';
import { messageKey } from './message-key';
import { productSorts } from './vocabulary';

export const productListInput = z.optional(
  z.object({
    categorySlug: z.optional(slug),
    q: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(100, { error: messageKey('validation.maxLength', { max: 100 }) }),
        z.regex(/^[^\u0000]*$/, { error: messageKey('validation.invalid') }),
      ),
    ),
    sort: z.optional(z.enum(productSorts, { error: messageKey('validation.invalid') })),
    page: z.optional(page),
    pageSize: z.optional(pageSize),
  }),
);
export type ProductListInput = z.infer<typeof productListInput>;

export const bySlugInput = z.object({ slug });
export type BySlugInput = z.infer<typeof bySlugInput>;
