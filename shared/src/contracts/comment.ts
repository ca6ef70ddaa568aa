import { z } from 'zod';
import { id, slug } from './common';
import { messageKey } from './validation-messages';

export const commentListInput = z.object({ postSlug: slug });

/**
 * Content is required ('Please enter a comment'); unless the comment is anonymous, name and email
 * are required together ('Please enter your name and email') — spec §5.
 */
export const commentCreateInput = z
  .object({
    postSlug: slug,
    parentId: id.optional(),
    name: z.string().trim().max(80, { error: messageKey('validation.maxLength', { max: 80 }) }).regex(/^[^\u0000]*$/).optional(),
    email: z.string().trim().max(254, { error: messageKey('validation.maxLength', { max: 254 }) }).optional(),
    content: z
      .string({ error: messageKey('validation.commentContent') })
      .trim()
      .min(1, { error: messageKey('validation.commentContent') })
      .max(2000, { error: messageKey('validation.maxLength', { max: 2000 }) })
      .regex(/^[^\u0000]*$/, { error: messageKey('validation.invalid') }),
    anonymous: z.boolean({ error: messageKey('validation.invalid') }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.anonymous) {
      if (value.email && !z.email().safeParse(value.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: messageKey('validation.email') });
      }
      return;
    }
    if (!value.name) ctx.addIssue({ code: 'custom', path: ['name'], message: messageKey('validation.commentIdentity') });
    if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: messageKey('validation.commentIdentity') });
    else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messageKey('validation.email') });
    }
  });
export type CommentCreateInput = z.infer<typeof commentCreateInput>;
