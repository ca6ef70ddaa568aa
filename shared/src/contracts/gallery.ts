import * as z from 'zod/mini';
import { messageKey } from './message-key';

export const galleryListInput = z.optional(
  z.object({ kind: z.optional(z.enum(['photo', 'video'], { error: messageKey('validation.invalid') })) }),
);
