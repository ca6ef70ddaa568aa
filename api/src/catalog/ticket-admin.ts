/**
 * The console's changes to ticket types: a date's capacity, closed and reopened days, prices and
 * the default capacity. Each runs in one transaction with its staff-log row, so a change is never
 * stored without who made it and what it replaced. A refusal throws before anything is written.
 */
import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import type { CloseDatesInput, SetCapacityInput, UpdatePricesInput, UpdateTicketDetailsInput } from '@storefront/shared/contracts/ticket-admin';
import { ticketInventory, ticketPrices, ticketTypes } from '../db/schema';
import { translatable } from '../lib/i18n';
import type { StaffAction } from '../staff/action-log';
import { sanitizeRichText } from '../content/article-html';
import { checkPageImage } from '../media/page-images';
import { fail } from '../lib/domain-error';
import { catalogChange, type AdminContext, type Tx } from './catalog-change';

type TicketType = { id: number; defaultDailyCapacity: number };

/**
 * Runs `change` on the ticket type of `slug` (active or not: a hidden type may be prepared before it
 * goes on sale) in one transaction with its staff-log row (catalogChange).
 */
function changeTicketType<T>(ctx: AdminContext, slug: string, action: StaffAction, change: (tx: Tx, type: TicketType) => Promise<{ result: T; log?: { before: unknown; after: unknown } }>): Promise<T> {
  return catalogChange(ctx, action, 'ticketType', undefined, async (tx) => {
    const [type] = await tx.select({ id: ticketTypes.id, defaultDailyCapacity: ticketTypes.defaultDailyCapacity }).from(ticketTypes).where(eq(ticketTypes.slug, slug)).limit(1);
    if (!type) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
    const { result, log } = await change(tx, type);
    return { result, log: log && { subjectId: type.id, ...log } };
  });
}

/**
 * The capacity of one date, or of every date from `date` to `to`. The days' rows are made (at the
 * default capacity) and locked before held + sold is read, so a checkout holding seats at the same
 * moment either went first (and is counted) or waits for the new capacity; the row's CHECK
 * (held + sold ≤ capacity) stays the last line. A range is changed whole or not at all: the first
 * day with more seats taken than the new capacity refuses it.
 */
export function setCapacity(ctx: AdminContext, input: SetCapacityInput) {
  const from = input.date;
  const to = input.to ?? input.date;
  return changeTicketType(ctx, input.slug, 'ticketType.setCapacity', async (tx, type) => {
    await tx.execute(sql`
      INSERT INTO ticket_inventory (ticket_type_id, visit_date, capacity)
      SELECT ${type.id}, day::date, ${type.defaultDailyCapacity}
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS day
      ON CONFLICT DO NOTHING`);
    const inRange = and(eq(ticketInventory.ticketTypeId, type.id), between(ticketInventory.visitDate, from, to));
    const rows = await tx
      .select({ date: ticketInventory.visitDate, capacity: ticketInventory.capacity, held: ticketInventory.held, sold: ticketInventory.sold })
      .from(ticketInventory)
      .where(inRange)
      .orderBy(ticketInventory.visitDate)
      .for('update');
    const full = rows.find((row) => row.held + row.sold > input.capacity);
    if (full) {
      throw fail(ctx, 'CONFLICT', 'errors.capacityBelowSold', { date: formatLongDate(full.date, ctx.locale), capacity: input.capacity, sold: full.held + full.sold });
    }
    await tx.update(ticketInventory).set({ capacity: input.capacity }).where(inRange);
    return {
      result: { from, to, days: rows.length, capacity: input.capacity },
      log: { before: { from, to, capacities: rows.map(({ date, capacity }) => ({ date, capacity })) }, after: { from, to, capacity: input.capacity } },
    };
  });
}

/** The capacity of dates that have no inventory row yet; rows already made keep theirs. */
export function setDefaultCapacity(ctx: AdminContext, input: { slug: string; capacity: number }) {
  return changeTicketType(ctx, input.slug, 'ticketType.setDefaultCapacity', async (tx, type) => {
    await tx.update(ticketTypes).set({ defaultDailyCapacity: input.capacity, updatedAt: new Date() }).where(eq(ticketTypes.id, type.id));
    return {
      result: { defaultDailyCapacity: input.capacity },
      log: { before: { defaultDailyCapacity: type.defaultDailyCapacity }, after: { defaultDailyCapacity: input.capacity } },
    };
  });
}

/** Closed days already in `from`…`to`, with their reasons: what a close or a reopen replaces. */
async function closedDays(tx: Tx, ticketTypeId: number, from: string, to: string) {
  return tx
    .select({ date: ticketInventory.visitDate, reason: ticketInventory.closedReason })
    .from(ticketInventory)
    .where(and(eq(ticketInventory.ticketTypeId, ticketTypeId), between(ticketInventory.visitDate, from, to), isNotNull(ticketInventory.closedReason)))
    .orderBy(ticketInventory.visitDate)
    .for('update');
}

/**
 * Closes every date from `from` to `to` with one upsert of the reason (a date without a row gets
 * one at the default capacity). Tickets already sold for those days stay valid; their count is
 * returned so the console can say how many buyers to tell.
 */
export function closeDates(ctx: AdminContext, input: CloseDatesInput) {
  const reason = translatable(input.reason);
  return changeTicketType(ctx, input.slug, 'ticketType.closeDates', async (tx, type) => {
    const before = await closedDays(tx, type.id, input.from, input.to);
    const result = await tx.execute<{ taken: number }>(sql`
      INSERT INTO ticket_inventory (ticket_type_id, visit_date, capacity, closed_reason)
      SELECT ${type.id}, day::date, ${type.defaultDailyCapacity}, ${JSON.stringify(reason)}::jsonb
      FROM generate_series(${input.from}::date, ${input.to}::date, interval '1 day') AS day
      ON CONFLICT (ticket_type_id, visit_date) DO UPDATE SET closed_reason = excluded.closed_reason
      RETURNING held + sold AS taken`);
    return {
      result: { days: result.rows.length, ticketsTaken: result.rows.reduce((sum, row) => sum + Number(row.taken), 0) },
      log: { before: { from: input.from, to: input.to, closed: before }, after: { from: input.from, to: input.to, closedReason: reason } },
    };
  });
}

/** Opens the closed days from `from` to `to` again. */
export function reopenDates(ctx: AdminContext, input: { slug: string; from: string; to: string }) {
  return changeTicketType(ctx, input.slug, 'ticketType.reopenDates', async (tx, type) => {
    const before = await closedDays(tx, type.id, input.from, input.to);
    if (before.length === 0) return { result: { days: 0 } };
    await tx
      .update(ticketInventory)
      .set({ closedReason: null })
      .where(and(eq(ticketInventory.ticketTypeId, type.id), between(ticketInventory.visitDate, input.from, input.to)));
    return {
      result: { days: before.length },
      log: { before: { from: input.from, to: input.to, closed: before }, after: { from: input.from, to: input.to, closedReason: null } },
    };
  });
}

/** The adult and child prices; checkout reads ticket_prices at each order, so the next order pays these. */
export function updatePrices(ctx: AdminContext, input: UpdatePricesInput) {
  return changeTicketType(ctx, input.slug, 'ticketType.updatePrices', async (tx, type) => {
    const rows = await tx
      .select({ audience: ticketPrices.audience, price: ticketPrices.price })
      .from(ticketPrices)
      .where(and(eq(ticketPrices.ticketTypeId, type.id), inArray(ticketPrices.audience, ['adult', 'child'])))
      .for('update');
    const price = (audience: 'adult' | 'child') => rows.find((row) => row.audience === audience)?.price;
    const adult = price('adult');
    const child = price('child');
    // Every type is sold to both; one without either price row is not one the console can price.
    if (adult === undefined || child === undefined) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
    for (const audience of ['adult', 'child'] as const) {
      await tx
        .update(ticketPrices)
        .set({ price: input.prices[audience] })
        .where(and(eq(ticketPrices.ticketTypeId, type.id), eq(ticketPrices.audience, audience)));
    }
    return { result: input.prices, log: { before: { adult, child }, after: { adult: input.prices.adult, child: input.prices.child } } };
  });
}

/** The fields `updateDetails` writes, as stored: what the console's form edits and the log keeps before and after. */
export function ticketDetails(row: typeof ticketTypes.$inferSelect) {
  const { name, summary, description, imageUrl, includes, sortOrder, isActive } = row;
  // Stored labels may leave a flag out (seeded rows do); the form and the contract name all three.
  const { featured = false, new: isNew = false, sale = false, discount } = row.labels;
  const labels = { featured, new: isNew, sale, ...(discount !== undefined && { discount }) };
  return { name, summary, description, imageUrl, includes, labels, sortOrder, isActive };
}

/**
 * Everything visitors read of a type, and whether and where it is listed. The description is
 * sanitised here, so what is stored is what every page may show.
 */
export function updateDetails(ctx: AdminContext, input: UpdateTicketDetailsInput) {
  return changeTicketType(ctx, input.slug, 'ticketType.updateDetails', async (tx, type) => {
    const [before] = await tx.select().from(ticketTypes).where(eq(ticketTypes.id, type.id)).for('update');
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, before!.imageUrl);
    const { discount, ...flags } = input.labels;
    const [after] = await tx
      .update(ticketTypes)
      .set({
        name: translatable(input.name),
        summary: translatable(input.summary),
        description: sanitizeRichText(translatable(input.description)),
        imageUrl: input.imageUrl,
        includes: input.includes.map(translatable),
        labels: { ...flags, ...(discount !== undefined && { discount }) },
        sortOrder: input.sortOrder,
        isActive: input.isActive,
        updatedAt: new Date(),
      })
      .where(eq(ticketTypes.id, type.id))
      .returning();
    return { result: { slug: input.slug, ...ticketDetails(after!) }, log: { before: ticketDetails(before!), after: ticketDetails(after!) } };
  });
}
