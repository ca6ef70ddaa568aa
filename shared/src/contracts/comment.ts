import * as z from 'zod/mini';
import { id, page, pageSize, slug } from './common';
import { messageKey } from './message-key';

/** A page of an article's approved comments, oldest first. */
export const commentListInput = z.object({ postSlug: slug, page: z.optional(page), pageSize: z.optional(pageSize) });

const anEmail = z.email();

/**
 * Content is required ('Please enter a comment'); unless the comment is anonymous, name and email
 * are required together ('Please enter your name and email') — spec §5.
 */
export const commentCreateInput = z
  .object({
    postSlug: slug,
    parentId: z.optional(id),
    name: z.optional(
      z.string().check(z.trim(), z.maxLength(80, { error: messageKey('validation.maxLength', { max: 80 }) }), z.regex(/^[^\u0000]*$/)),
    ),
    email: z.optional(z.string().check(z.trim(), z.maxLength(254, { error: messageKey('validation.maxLength', { max: 254 }) }))),
    content: z.string({ error: messageKey('validation.commentContent') }).check(
      z.trim(),
      z.minLength(1, { error: messageKey('validation.commentContent') }),
      z.maxLength(2000, { error: messageKey('validation.maxLength', { max: 2000 }) }),
      z.regex(/^[^\u0000]*$/, { error: messageKey('validation.invalid') }),
    ),
    anonymous: z._default(z.boolean({ error: messageKey('validation.invalid') }), false),
  })
  .check(
    z.superRefine((value, ctx) => {
      const emailIssue = (message: string) => ctx.addIssue({ code: 'custom', input: value.email, path: ['email'], message });
      if (value.anonymous) {
        if (value.email && !anEmail.safeParse(value.email).success) emailIssue(messageKey('validation.email'));
        return;
      }
      if (!value.name) ctx.addIssue({ code: 'custom', input: value.name, path: ['name'], message: messageKey('validation.commentIdentity') });
      if (!value.email) emailIssue(messageKey('validation.commentIdentity'));
      else if (!anEmail.safeParse(value.email).success) emailIssue(messageKey('validation.email'));
    }),
  );
export type CommentCreateInput = z.infer<typeof commentCreateInput>;
