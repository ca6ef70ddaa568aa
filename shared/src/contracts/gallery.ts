import * as z from 'zod/mini';
import { messageKey } from './validation-messages';

export const galleryListInput = z.optional(
  z.object({ kind: z.optional(z.enum(['photo', 'video'], { error: messageKey('validation.invalid') })) }),
);
