import * as z from 'zod/mini';
import { id } from './common';
import { orderCode } from './order';
import { messageKey } from './validation-messages';

/** Staff action history: everything, or one item's (a comment, a review, a quote, a ticket, an order) or one order's. */
export const staffLogListInput = z.optional(
  z.object({
    subjectKind: z.optional(z.enum(['comment', 'review', 'quote', 'ticket', 'order'], { error: messageKey('validation.invalid') })),
    subjectId: z.optional(id),
    orderCode: z.optional(orderCode),
  }),
);
