import * as z from 'zod/mini';
import { messageKey } from './message-key';

const flagKey = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(100, { error: messageKey('validation.maxLength', { max: 100 }) }),
  z.regex(/^[a-zA-Z0-9_.:-]+$/, { error: messageKey('validation.invalid') }),
);

export const featureFlagByKeyInput = z.object({ key: flagKey });
export const isFeatureEnabledInput = z.object({
  key: flagKey,
  defaultValue: z._default(z.boolean({ error: messageKey('validation.invalid') }), false),
});
export type IsFeatureEnabledInput = z.infer<typeof isFeatureEnabledInput>;

/** An admin switches an existing flag on or off (the console's "Feature flags", integrations). */
export const setFeatureFlagInput = z.object({
  key: flagKey,
  enabled: z.boolean({ error: messageKey('validation.invalid') }),
});
export type SetFeatureFlagInput = z.infer<typeof setFeatureFlagInput>;
