import * as z from 'zod/mini';
import { emptyAsMissing, optionalText, phone, text } from './common';

export const updateProfileInput = z.object({
  firstName: z.optional(text(80)),
  lastName: optionalText(80),
  phone: emptyAsMissing(phone),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
