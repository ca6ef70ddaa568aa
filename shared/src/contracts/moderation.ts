import * as z from 'zod/mini';
import { id, staffPageInput } from './common';
import { messageKey } from './message-key';

/** Pending comments and reviews together, newest first, a page at a time. */
export const moderationQueueInput = staffPageInput;

export const moderationDecideInput = z.object({
  kind: z.enum(['comment', 'review'], { error: messageKey('validation.invalid') }),
  id,
  approve: z.boolean({ error: messageKey('validation.required') }),
});
