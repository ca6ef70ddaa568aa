import { z } from 'zod';
import { optionalText, phone, text } from './common';

export const updateProfileInput = z.object({
  firstName: text(80).optional(),
  lastName: optionalText(80),
  phone: z.preprocess((value) => (value === '' ? undefined : value), phone.optional()),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
