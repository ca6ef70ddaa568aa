import * as z from 'zod/mini';
import { messageKey } from './validation-messages';

/**
 * The QR payload: a ticket's signed token (compact JWS, about 250 characters) or an older ticket's
 * random secret (base64url); a full URL ending in either is accepted too.
 */
export const checkinInput = z.object({
  secret: z.pipe(
    z.string({ error: messageKey('validation.required') }).check(
      z.trim(),
      z.minLength(1, { error: messageKey('validation.required') }),
      z.maxLength(500, { error: messageKey('validation.maxLength', { max: 500 }) }),
    ),
    z.transform((value: string) => value.slice(value.lastIndexOf('/') + 1).replace(/^.*[?&]secret=/, '')),
  ),
});
