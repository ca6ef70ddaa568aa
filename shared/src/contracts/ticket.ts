import * as z from 'zod/mini';
import { calendarDate, slug } from './common';
import { messageKey } from './validation-messages';
import { audiences } from './vocabulary';

export type Audience = (typeof audiences)[number];

export const ticketBySlugInput = z.object({ slug });

/** At most 62 days per request so one call never scans a year of rows. */
export const ticketAvailabilityInput = z.object({ slug, from: calendarDate, to: calendarDate }).check(
  z.refine((value) => value.from <= value.to, { error: messageKey('validation.invalid'), path: ['to'] }),
  z.refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 <= 62, {
    error: messageKey('validation.max', { max: 62 }),
    path: ['to'],
  }),
);
export type TicketAvailabilityInput = z.infer<typeof ticketAvailabilityInput>;
