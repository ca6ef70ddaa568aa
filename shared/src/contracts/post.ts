import { z } from 'zod';
import { page, pageSize, slug } from './common';
import { messageKey } from './validation-messages';
import { postKinds } from './vocabulary';

export const postListInput = z.object({
  kind: z.enum(postKinds, { error: messageKey('validation.invalid') }),
  categorySlug: slug.optional(),
  page: page.optional(),
  pageSize: pageSize.optional(),
});
export type PostListInput = z.infer<typeof postListInput>;

export const postBySlugInput = z.object({ slug });
