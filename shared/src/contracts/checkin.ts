import { z } from 'zod';
import { messageKey } from './validation-messages';
import { checkinResults } from './vocabulary';

/** The QR payload: the ticket secret (base64url); a full URL ending in the secret is accepted too. */
export const checkinInput = z.object({
  secret: z
    .string({ error: messageKey('validation.required') })
    .trim()
    .min(1, { error: messageKey('validation.required') })
    .max(500, { error: messageKey('validation.maxLength', { max: 500 }) })
    .transform((value) => value.slice(value.lastIndexOf('/') + 1).replace(/^.*[?&]secret=/, '')),
});
