import * as z from 'zod/mini';
import { id } from './common';
import { messageKey } from './validation-messages';

export const moderationDecideInput = z.object({
  kind: z.enum(['comment', 'review'], { error: messageKey('validation.invalid') }),
  id,
  approve: z.boolean({ error: messageKey('validation.required') }),
});
