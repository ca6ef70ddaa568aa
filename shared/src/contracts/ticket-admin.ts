/**
 * The console's ticket types, prices and capacity (staff area `catalog`). The API checks these,
 * and the console's forms check the same schemas before sending.
 */
import * as z from 'zod/mini';
import { bilingualText, calendarDate, count, emptyAsMissing, slug, text } from './common';
import { messageKey } from './message-key';

/** The most seats one visit date (or a type's default) may have: far above any cable car's day. */
export const CAPACITY_MAX = 100_000;

/** The highest price a ticket may have, in VND: a typo's extra zeros are refused, not charged. */
export const TICKET_PRICE_MAX = 50_000_000;

/** The most days one change (a capacity, a close, a reopen) may cover: a year, leap day included. */
export const RANGE_MAX_DAYS = 366;

/** Texts of a closed day's reason: what buyers read on the calendar and in a refused checkout. */
export const CLOSED_REASON_MAX = 200;

const capacity = count(0, CAPACITY_MAX);
const price = count(0, TICKET_PRICE_MAX);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** `from` to `to`, both included, in order and at most `RANGE_MAX_DAYS` days. */
const dateRange = { from: calendarDate, to: calendarDate };
type Range = { from: string; to: string };
/** Checks the range `rangeOf` reads from an input (none: nothing to check); errors go to its `to` field. */
function rangeChecks<T>(rangeOf: (value: T) => Range | undefined) {
  return [
    z.refine<T>((value) => {
      const range = rangeOf(value);
      return !range || range.from <= range.to;
    }, { error: messageKey('validation.invalid'), path: ['to'] }),
    z.refine<T>((value) => {
      const range = rangeOf(value);
      return !range || range.from > range.to || daysBetween(range.from, range.to) <= RANGE_MAX_DAYS;
    }, { error: messageKey('validation.maxDays', { max: RANGE_MAX_DAYS }), path: ['to'] }),
  ];
}
const wholeRange = (value: Range) => value;

/**
 * One date's capacity, or with `to` every date from `date` to `to`. `date` rather than `from`: the
 * single-date form is the one integrations call.
 */
export const setCapacityInput = z
  .object({ slug, date: calendarDate, to: z.optional(calendarDate), capacity })
  .check(...rangeChecks<{ date: string; to?: string }>((value) => (value.to === undefined ? undefined : { from: value.date, to: value.to })));
export type SetCapacityInput = z.infer<typeof setCapacityInput>;

export const setDefaultCapacityInput = z.object({ slug, capacity });

/** English is optional: buyers reading English see the Vietnamese reason when it is missing. */
export const closeDatesInput = z.object({
  slug,
  ...dateRange,
  reason: bilingualText(CLOSED_REASON_MAX),
}).check(...rangeChecks(wholeRange));
export type CloseDatesInput = z.infer<typeof closeDatesInput>;

export const reopenDatesInput = z.object({ slug, ...dateRange }).check(...rangeChecks(wholeRange));

/** Whole VND; infants stay free (their price is not edited here). */
export const updatePricesInput = z.object({ slug, prices: z.object({ adult: price, child: price }) });
export type UpdatePricesInput = z.infer<typeof updatePricesInput>;

/** Limits of a ticket type's texts: a card's name and summary, the page's description (HTML). */
export const TICKET_TEXT_MAX = { name: 120, summary: 300, description: 20_000, include: 120 } as const;
/** The most "included" lines a ticket lists: more is no longer a summary. */
export const TICKET_INCLUDES_MAX = 12;
/** The highest discount a card may advertise, in percent. */
export const DISCOUNT_MAX = 90;

/**
 * What visitors read of a ticket type and where it stands: names, summary, description (HTML,
 * sanitised by the API) and included items in both languages, its picture, the card's labels, its place in the
 * list and whether it is on sale. The discount is left out when the field is empty.
 */
export const updateTicketDetailsInput = z.object({
  slug,
  name: bilingualText(TICKET_TEXT_MAX.name),
  summary: bilingualText(TICKET_TEXT_MAX.summary),
  description: bilingualText(TICKET_TEXT_MAX.description),
  /** The card's and the page's picture: the one it has, or a photo uploaded by staff (the API checks which). */
  imageUrl: text(300),
  includes: z.array(bilingualText(TICKET_TEXT_MAX.include)).check(z.maxLength(TICKET_INCLUDES_MAX, { error: messageKey('validation.maxItems', { max: TICKET_INCLUDES_MAX }) })),
  labels: z.object({
    featured: z.boolean(),
    new: z.boolean(),
    sale: z.boolean(),
    discount: emptyAsMissing(count(1, DISCOUNT_MAX), (value) => value === '' || Number.isNaN(value)),
  }),
  sortOrder: count(0, 10_000),
  isActive: z.boolean(),
});
export type UpdateTicketDetailsInput = z.infer<typeof updateTicketDetailsInput>;

export const ticketDetailsInput = z.object({ slug });
