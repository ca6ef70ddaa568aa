import * as z from 'zod/mini';
import { calendarDate, slug } from './common';
import { messageKey } from './message-key';
import { audiences } from './vocabulary';

export type Audience = (typeof audiences)[number];

export const ticketBySlugInput = z.object({ slug });

/** Dates one availability request may cover: a calendar's month grid, six weeks. */
export const AVAILABILITY_MAX_DAYS = 42;

/** At most AVAILABILITY_MAX_DAYS dates per request so one call never scans a year of rows. */
export const ticketAvailabilityInput = z.object({ slug, from: calendarDate, to: calendarDate }).check(
  z.refine((value) => value.from <= value.to, { error: messageKey('validation.invalid'), path: ['to'] }),
  z.refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < AVAILABILITY_MAX_DAYS, {
    error: messageKey('validation.maxDays', { max: AVAILABILITY_MAX_DAYS }),
    path: ['to'],
  }),
);
export type TicketAvailabilityInput = z.infer<typeof ticketAvailabilityInput>;
