import { z } from 'zod';
import { messageKey } from './validation-messages';

export const galleryListInput = z
  .object({ kind: z.enum(['photo', 'video'], { error: messageKey('validation.invalid') }).optional() })
  .optional();
