import * as z from 'zod/mini';
import { count, id, page, STAFF_PAGE_SIZE_MAX } from './common';
import { orderCode } from './order';
import { messageKey } from './message-key';

/**
 * Staff action history, a page at a time: everything, or one item's (a comment, a review, a quote,
 * a ticket, an order) or one order's.
 */
export const staffLogListInput = z.optional(
  z.object({
    subjectKind: z.optional(z.enum(['comment', 'review', 'quote', 'ticket', 'order', 'ticketType', 'featureFlag', 'theme', 'user', 'invitation', 'post', 'product', 'productVariant', 'combo', 'category', 'service', 'galleryItem', 'menuSection', 'dish', 'mapPoint'], { error: messageKey('validation.invalid') })),
    subjectId: z.optional(id),
    orderCode: z.optional(orderCode),
    page: z.optional(page),
    pageSize: z.optional(count(1, STAFF_PAGE_SIZE_MAX)),
  }),
);
