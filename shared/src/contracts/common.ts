/**
 * Building blocks of every contract. Messages are i18n keys (see validation-messages.ts).
 * Strings refuse NUL characters because PostgreSQL text cannot hold them.
 */
import { z } from 'zod';
import { messageKey } from './validation-messages';
import { isCalendarDate, todayInVietnam } from './calendar';

const NO_NUL = /^[^\u0000]*$/;

/** A trimmed text field; required unless `optional()` is chained by the caller. */
export function text(max: number, min = 1) {
  return z
    .string({ error: messageKey('validation.required') })
    .trim()
    .regex(NO_NUL, { error: messageKey('validation.invalid') })
    .min(min, { error: min <= 1 ? messageKey('validation.required') : messageKey('validation.minLength', { min }) })
    .max(max, { error: messageKey('validation.maxLength', { max }) });
}

/** An optional text field where an empty string means "not given". */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    text(max).optional(),
  );
}

export const email = z
  .string({ error: messageKey('validation.required') })
  .trim()
  .min(1, { error: messageKey('validation.required') })
  .max(254, { error: messageKey('validation.maxLength', { max: 254 }) })
  .pipe(z.email({ error: messageKey('validation.email') }))
  .transform((value) => value.toLowerCase());

/**
 * Vietnamese and international phone numbers: digits with optional +, spaces, dots and dashes,
 * 9 to 15 digits in all. Letters are "invalid"; wrong digit counts are "wrong format".
 */
export const phone = z
  .string({ error: messageKey('validation.required') })
  .trim()
  .min(1, { error: messageKey('validation.required'), abort: true })
  .regex(/^\+?[\d\s.\-()]+$/, { error: messageKey('validation.phone'), abort: true })
  .refine((value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 9 && digits.length <= 15;
  }, { error: messageKey('validation.phoneFormat') });

export const slug = z
  .string({ error: messageKey('validation.required') })
  .min(1, { error: messageKey('validation.required') })
  .max(200, { error: messageKey('validation.maxLength', { max: 200 }) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: messageKey('validation.slug') });

export const id = z
  .number({ error: messageKey('validation.required') })
  .int({ error: messageKey('validation.invalid') })
  .min(1, { error: messageKey('validation.invalid') })
  .max(2_147_483_647, { error: messageKey('validation.invalid') });

export const page = z
  .number({ error: messageKey('validation.invalid') })
  .int({ error: messageKey('validation.invalid') })
  .min(1, { error: messageKey('validation.min', { min: 1 }) })
  .max(10_000, { error: messageKey('validation.max', { max: 10_000 }) });

export const pageSize = z
  .number({ error: messageKey('validation.invalid') })
  .int({ error: messageKey('validation.invalid') })
  .min(1, { error: messageKey('validation.min', { min: 1 }) })
  .max(100, { error: messageKey('validation.max', { max: 100 }) });

export const calendarDate = z
  .string({ error: messageKey('validation.required') })
  .min(1, { error: messageKey('validation.required') })
  .refine(isCalendarDate, { error: messageKey('validation.date') });

/** Departure / visit date: required, valid, not in the past (spec §5), judged in Vietnam's time. */
export const departureDate = z
  .string({ error: messageKey('validation.departureDateRequired') })
  .min(1, { error: messageKey('validation.departureDateRequired') })
  .refine(isCalendarDate, { error: messageKey('validation.departureDateInvalid'), abort: true })
  .refine((value) => value >= todayInVietnam(), { error: messageKey('validation.departureDatePast') });

export const locale = z.enum(['vi', 'en'], { error: messageKey('validation.invalid') });
