import { z } from 'zod';
import { id } from './common';
import { orderCode } from './order';
import { messageKey } from './validation-messages';

/** Staff action history: everything, or one item's (a comment, a review, a quote, a ticket) or one order's. */
export const staffLogListInput = z
  .object({
    subjectKind: z.enum(['comment', 'review', 'quote', 'ticket'], { error: messageKey('validation.invalid') }).optional(),
    subjectId: id.optional(),
    orderCode: orderCode.optional(),
  })
  .optional();
