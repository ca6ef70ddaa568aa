import * as z from 'zod/mini';
import { calendarDate, count, optionalText, page, STAFF_PAGE_SIZE_MAX, text, wholeNumber } from './common';
import { messageKey } from './message-key';

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

/** A scanner device's id: the device makes it up once and keeps it. */
const deviceId = z.uuid({ error: messageKey('validation.invalid') });

/** An online scan may name the prepared device, so the gate report counts it under its gate. */
export const redeemInput = z.extend(checkinInput, { deviceId: z.optional(deviceId) });

export const prepareDeviceInput = z.object({
  date: calendarDate,
  deviceName: text(60),
  gate: text(60),
  deviceId: z.optional(deviceId),
});

/** The most offline scans one sync call carries; a device with more sends them in turns. */
export const MAX_SYNC_EVENTS = 200;

/**
 * A scan the device judged offline. It carries the signed code it judged (the QR's JWS), which
 * the server verifies again: a ticket id alone proves nothing. An online decision needs no
 * replay, since `redeem` stored it when it was taken.
 */
const offlineScan = z.object({
  id: z.uuid({ error: messageKey('validation.invalid') }),
  token: z.string({ error: messageKey('validation.required') }).check(
    z.minLength(1, { error: messageKey('validation.required') }),
    z.maxLength(500, { error: messageKey('validation.maxLength', { max: 500 }) }),
  ),
  decision: z.enum(['admitted', 'rejected'], { error: messageKey('validation.invalid') }),
  reason: optionalText(60),
  paidAtCounter: z.optional(z.object({ amount: wholeNumber(0, 1_000_000_000) })),
  scannedAt: z.iso.datetime({ offset: true, error: messageKey('validation.date') }),
  gate: text(60),
});

/** The batch limit is checked by the server, which answers it in the caller's language. */
export const syncInput = z.object({ deviceId, events: z.array(offlineScan) });

export const conflictsInput = z.optional(
  z.object({ date: z.optional(calendarDate), page: z.optional(page), pageSize: z.optional(count(1, STAFF_PAGE_SIZE_MAX)) }),
);

export const gateReportInput = z.object({ date: calendarDate });
