import * as z from 'zod/mini';
import { email, id, optionalText, phone, staffPageInput, text } from './common';

/** Price quote request: full name, email, phone required; message optional (spec §5). */
export const quoteCreateInput = z.object({
  fullName: text(120),
  email,
  phone,
  message: optionalText(3000),
  country: text(80),
});
export type QuoteCreateInput = z.infer<typeof quoteCreateInput>;

/** Quote requests for staff, newest first, a page at a time. */
export const quoteInboxInput = staffPageInput;

/** Staff mark a quote request answered. */
export const quoteMarkHandledInput = z.object({ id });
