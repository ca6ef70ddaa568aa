import { z } from 'zod';
import { messageKey } from './validation-messages';

const flagKey = z
  .string({ error: messageKey('validation.required') })
  .min(1, { error: messageKey('validation.required') })
  .max(100, { error: messageKey('validation.maxLength', { max: 100 }) })
  .regex(/^[a-zA-Z0-9_.:-]+$/, { error: messageKey('validation.invalid') });

export const featureFlagByKeyInput = z.object({ key: flagKey });
export const isFeatureEnabledInput = z.object({
  key: flagKey,
  defaultValue: z.boolean({ error: messageKey('validation.invalid') }).default(false),
});
export type IsFeatureEnabledInput = z.infer<typeof isFeatureEnabledInput>;

/** Flags the site reads; `enable_add_to_cart` defaults to true (spec §7). */
export const FEATURE_FLAG_KEYS = ['enable_add_to_cart'] as const;
