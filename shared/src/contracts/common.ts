/**
 * Building blocks of every contract. Messages are i18n keys (see validation-messages.ts).
 * Strings refuse NUL characters because PostgreSQL text cannot hold them, and half of a UTF-16
 * pair alone, which JSON carries but PostgreSQL's jsonb refuses (translatable texts are jsonb).
 *
 * Contracts use zod's tree-shakable "mini" API (checks passed to `.check()`, wrappers such as
 * `z.optional()` as functions): the forms download only the checks they use, about a third of
 * zod's classic API, which ships every method of every schema to each page with a form.
 */
import * as z from 'zod/mini';
import { messageKey } from './message-key';
import { isCalendarDate, todayInVietnam } from './calendar';

const NO_NUL = /^[^\u0000]*$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A trimmed text field; required unless wrapped in `z.optional()` by the caller. */
export function text(max: number, min = 1) {
  return z.string({ error: messageKey('validation.required') }).check(
    z.trim(),
    z.regex(NO_NUL, { error: messageKey('validation.invalid') }),
    z.refine((value: string) => !LONE_SURROGATE.test(value), { error: messageKey('validation.invalid') }),
    z.minLength(min, { error: min <= 1 ? messageKey('validation.required') : messageKey('validation.minLength', { min }) }),
    z.maxLength(max, { error: messageKey('validation.maxLength', { max }) }),
  );
}

/**
 * `schema`, or undefined when the field was left out or empty (an empty string means "not given").
 * The first step is optional too, so that the field's key is optional in the input type.
 */
export function emptyAsMissing<T extends z.core.SomeType>(schema: T, isEmpty: (value: unknown) => boolean = (value) => value === '') {
  return z.pipe(
    z.optional(z.transform((value: unknown) => (isEmpty(value) ? undefined : value))),
    z.optional(schema),
  );
}

/** An optional text field where an empty or blank string means "not given". */
export function optionalText(max: number) {
  return emptyAsMissing(text(max), (value) => typeof value === 'string' && value.trim() === '');
}

/**
 * A text staff enter in both languages side by side: Vietnamese required, English optional (left
 * out when blank; readers of English then see the Vietnamese).
 */
export function bilingualText(max: number) {
  return z.object({ vi: text(max), en: optionalText(max) });
}

/**
 * A text staff may leave out entirely (a description), else as `bilingualText`: both halves
 * optional, but English without Vietnamese is refused, as Vietnamese readers would see nothing.
 */
export function optionalBilingualText(max: number) {
  return z.object({ vi: optionalText(max), en: optionalText(max) }).check(
    z.refine((value) => value.vi !== undefined || value.en === undefined, { error: messageKey('validation.required'), path: ['vi'] }),
  );
}

/** A whole number from `min` to `max`; `error` for anything else. */
export function wholeNumber(min: number, max: number, error = messageKey('validation.invalid')) {
  return z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }));
}

export const email = z.string({ error: messageKey('validation.required') }).check(
  z.trim(),
  z.minLength(1, { error: messageKey('validation.required'), abort: true }),
  z.maxLength(254, { error: messageKey('validation.maxLength', { max: 254 }), abort: true }),
  z.email({ error: messageKey('validation.email') }),
  z.toLowerCase(),
);

/**
 * A phone number: digits with optional +, spaces, dots, dashes and brackets, `minDigits` to 15
 * digits in all. Letters are "invalid"; wrong digit counts are "wrong format".
 */
export function phoneNumber(minDigits: number) {
  return z.string({ error: messageKey('validation.required') }).check(
    z.trim(),
    z.minLength(1, { error: messageKey('validation.required'), abort: true }),
    z.regex(/^\+?[\d\s.\-()]+$/, { error: messageKey('validation.phone'), abort: true }),
    z.refine((value: string) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= minDigits && digits <= 15;
    }, { error: messageKey('validation.phoneFormat') }),
  );
}

/** Vietnamese and international numbers a person can be called on: 9 to 15 digits. */
export const phone = phoneNumber(9);

/** An absolute http(s) address with a host (no credentials), or with `allowPath` a path of this site (one leading `/`). */
export function isWebAddress(value: string, allowPath = false): boolean {
  if (/[\s<>"'\\\u0000-\u001f]/.test(value)) return false;
  if (allowPath && value.startsWith('/') && !value.startsWith('//')) return true;
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const slug = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(200, { error: messageKey('validation.maxLength', { max: 200 }) }),
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: messageKey('validation.slug') }),
);

export const id = z.number({ error: messageKey('validation.required') }).check(
  z.int({ error: messageKey('validation.invalid') }),
  z.gte(1, { error: messageKey('validation.invalid') }),
  z.lte(2_147_483_647, { error: messageKey('validation.invalid') }),
);

/** A count from `min` to `max` (a page number, a quantity); out of range says the limit. */
export function count(min: number, max: number) {
  return z.number({ error: messageKey('validation.invalid') }).check(
    z.int({ error: messageKey('validation.invalid') }),
    z.gte(min, { error: messageKey('validation.min', { min }) }),
    z.lte(max, { error: messageKey('validation.max', { max }) }),
  );
}

export const page = count(1, 10_000);

export const pageSize = count(1, 100);

/** The most items a page of a staff queue (moderation, quotes, history, refunds) holds. */
export const STAFF_PAGE_SIZE_MAX = 50;

/** One page of a staff queue; a larger page size is refused with the limit in the message. */
export const staffPageInput = z.optional(z.object({ page: z.optional(page), pageSize: z.optional(count(1, STAFF_PAGE_SIZE_MAX)) }));

export const calendarDate = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.refine(isCalendarDate, { error: messageKey('validation.date') }),
);

/** Departure / visit date: required, valid, not in the past (spec §5), judged in Vietnam's time. */
export const departureDate = z.string({ error: messageKey('validation.departureDateRequired') }).check(
  z.minLength(1, { error: messageKey('validation.departureDateRequired') }),
  z.refine(isCalendarDate, { error: messageKey('validation.departureDateInvalid'), abort: true }),
  z.refine((value: string) => value >= todayInVietnam(), { error: messageKey('validation.departureDatePast') }),
);

export const locale = z.enum(['vi', 'en'], { error: messageKey('validation.invalid') });
