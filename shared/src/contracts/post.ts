import * as z from 'zod/mini';
import { page, pageSize, slug } from './common';
import { messageKey } from './message-key';
import { postKinds } from './vocabulary';

export const postListInput = z.object({
  kind: z.enum(postKinds, { error: messageKey('validation.invalid') }),
  categorySlug: z.optional(slug),
  page: z.optional(page),
  pageSize: z.optional(pageSize),
});
export type PostListInput = z.infer<typeof postListInput>;

export const postBySlugInput = z.object({ slug });
