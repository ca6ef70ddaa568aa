import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { ticketAvailabilityInput, ticketBySlugInput, type TicketAvailabilityInput } from '@storefront/shared/contracts/ticket';
import { closeDatesInput, reopenDatesInput, setCapacityInput, setDefaultCapacityInput, ticketDetailsInput, updatePricesInput, updateTicketDetailsInput } from '@storefront/shared/contracts/ticket-admin';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { orders, ticketInventory, ticketPrices, ticketTypes } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { areaProcedure, fail, heavyWork, publicProcedure, router, type Context } from '../trpc';
import { sanitizeArticleHtml } from '../content/article-html';
import { releaseExpiredHolds } from '../commerce/holds';
import { closeDates, reopenDates, setCapacity, setDefaultCapacity, ticketDetails, updateDetails, updatePrices } from '../catalog/ticket-admin';

const AUDIENCE_ORDER = { adult: 0, child: 1, infant: 2 } as const;

async function ticketViews(db: Db, locale: Locale, rows: (typeof ticketTypes.$inferSelect)[]) {
  const ids = rows.map((row) => row.id);
  const prices = ids.length ? await db.select().from(ticketPrices).where(inArray(ticketPrices.ticketTypeId, ids)) : [];
  return rows.map((row) => {
    const own = prices
      .filter((price) => price.ticketTypeId === row.id)
      .sort((a, b) => AUDIENCE_ORDER[a.audience] - AUDIENCE_ORDER[b.audience])
      .map((price) => ({ audience: price.audience, price: price.price, label: pick(price.label, locale) }));
    const adult = own.find((price) => price.audience === 'adult');
    return {
      id: row.id,
      slug: row.slug,
      name: pick(row.name, locale),
      summary: pick(row.summary, locale),
      imageUrl: row.imageUrl,
      includes: row.includes.map((item) => pick(item, locale)),
      labels: row.labels,
      prices: own,
      /** The adult price, shown as "from" on cards. */
      priceFrom: adult?.price ?? Math.min(...own.map((price) => price.price).filter((p) => p > 0), 0),
      defaultDailyCapacity: row.defaultDailyCapacity,
    };
  });
}

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    dates.push(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Everything ticket.availability reads, in one statement: whether any pending order's hold has
 * expired, the ticket type (by slug, active), its adult price and its inventory rows between two
 * dates. One row per inventory row, or one row with null inventory columns; no row when the type
 * does not exist.
 */
function availabilityStatement(db: Db) {
  return preparedStatement(db, 'ticket_availability', (database, name) =>
    database
      .select({
        expiredHolds: sql<boolean>`exists (select 1 from ${orders} where ${orders.status} = 'pending' and ${orders.holdExpiresAt} < ${sql.placeholder('now')}::timestamptz)`,
        defaultCapacity: ticketTypes.defaultDailyCapacity,
        adultPrice: ticketPrices.price,
        visitDate: ticketInventory.visitDate,
        capacity: ticketInventory.capacity,
        held: ticketInventory.held,
        sold: ticketInventory.sold,
        closedReason: ticketInventory.closedReason,
      })
      .from(ticketTypes)
      .leftJoin(ticketPrices, and(eq(ticketPrices.ticketTypeId, ticketTypes.id), eq(ticketPrices.audience, 'adult')))
      .leftJoin(
        ticketInventory,
        and(eq(ticketInventory.ticketTypeId, ticketTypes.id), between(ticketInventory.visitDate, sql.placeholder('from'), sql.placeholder('to'))),
      )
      .where(and(eq(ticketTypes.slug, sql.placeholder('slug')), eq(ticketTypes.isActive, true)))
      .prepare(name),
  );
}

/**
 * A type's inventory rows between two dates (one prepared statement), after releasing expired
 * holds so nobody sees seats that are free again as taken. The read says whether there are any,
 * so the usual request is a single statement and the release transaction (row locks) runs only
 * when it has work.
 */
async function inventoryBetween(ctx: Context, input: TicketAvailabilityInput) {
  const now = new Date();
  const read = () => availabilityStatement(ctx.db).execute({ now: now.toISOString(), slug: input.slug, from: input.from, to: input.to });
  let rows = await read();
  if (rows[0]?.expiredHolds) {
    await releaseExpiredHolds(ctx.db, now);
    rows = await read();
  }
  const [type] = rows;
  if (!type) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
  return { type, byDate: new Map(rows.flatMap((row) => (row.visitDate === null ? [] : [[row.visitDate, row] as const]))) };
}

const catalogProcedure = areaProcedure('catalog');
/** Closings and reopenings per account in 10 minutes, together: each writes up to a year of days. */
export const DATE_RANGE_CHANGES_PER_WINDOW = 30;
const dateRangeProcedure = catalogProcedure.use(heavyWork('ticket-date-range', DATE_RANGE_CHANGES_PER_WINDOW, 600));
/** Console months read per account in 10 minutes: each counts the holds and sales of six weeks. */
export const INVENTORY_READS_PER_WINDOW = 300;

function adminContext(ctx: Context & { session: NonNullable<Context['session']> }) {
  return { db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id };
}

export const ticketRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.isActive, true)).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id)).limit(WHOLE_LIST_LIMIT);
    return ticketViews(ctx.db, ctx.locale, rows);
  }),

  bySlug: publicProcedure.input(ticketBySlugInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select().from(ticketTypes).where(and(eq(ticketTypes.slug, input.slug), eq(ticketTypes.isActive, true))).limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
    const [view] = await ticketViews(ctx.db, ctx.locale, [row]);
    return { ...view!, description: sanitizeArticleHtml(pick(row.description, ctx.locale)) };
  }),

  /** The /ticket-pricing table: one row per ticket type, one column per audience. */
  pricing: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.isActive, true)).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id)).limit(WHOLE_LIST_LIMIT);
    const views = await ticketViews(ctx.db, ctx.locale, rows);
    const price = (view: (typeof views)[number], audience: 'adult' | 'child' | 'infant') =>
      view.prices.find((p) => p.audience === audience)?.price ?? null;
    return {
      currency: 'VND' as const,
      audiences: (['adult', 'child', 'infant'] as const).map((audience) => ({
        audience,
        label: views.flatMap((view) => view.prices).find((p) => p.audience === audience)?.label ?? audience,
      })),
      rows: views.map((view) => ({
        slug: view.slug,
        name: view.name,
        includes: view.includes,
        adult: price(view, 'adult'),
        child: price(view, 'child'),
        infant: price(view, 'infant') ?? 0,
      })),
    };
  }),

  /**
   * Per visit date (at most six weeks, e.g. a calendar's month): the places left (dates without an
   * inventory row have the default capacity), whether they are sold out, why the day is closed
   * (null when open; a closed day has nothing left) and the adult price.
   */
  availability: publicProcedure.input(ticketAvailabilityInput).query(async ({ ctx, input }) => {
    const { type, byDate } = await inventoryBetween(ctx, input);
    return datesBetween(input.from, input.to).map((date) => {
      const row = byDate.get(date);
      const closedReason = row?.closedReason ? pick(row.closedReason, ctx.locale) : null;
      const remaining = closedReason !== null ? 0 : Math.max(0, row ? row.capacity! - row.held! - row.sold! : type.defaultCapacity);
      return { date, remaining, soldOut: closedReason === null && remaining === 0, closedReason, adultPrice: type.adultPrice };
    });
  }),

  // ── The console (staff area `catalog`) ──

  /** Every ticket type, on sale or hidden, in the order of the public list, with its adult and child prices and default daily capacity. */
  adminList: catalogProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(ticketTypes).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id)).limit(WHOLE_LIST_LIMIT);
    const views = await ticketViews(ctx.db, ctx.locale, rows);
    const price = (view: (typeof views)[number], audience: 'adult' | 'child') => view.prices.find((p) => p.audience === audience)?.price ?? 0;
    return views.map((view, index) => ({
      id: view.id,
      slug: view.slug,
      name: view.name,
      isActive: rows[index]!.isActive,
      defaultDailyCapacity: view.defaultDailyCapacity,
      prices: { adult: price(view, 'adult'), child: price(view, 'child') },
    }));
  }),

  /** What the details form edits, in both languages as stored. */
  adminDetails: catalogProcedure.input(ticketDetailsInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.slug, input.slug)).limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
    return { slug: row.slug, ...ticketDetails(row) };
  }),

  /** Names, texts, inclusions, labels, list order and whether the type is on sale; the description is sanitised. */
  updateDetails: catalogProcedure.input(updateTicketDetailsInput).mutation(({ ctx, input }) => updateDetails(adminContext(ctx), input)),

  /**
   * The console's month: per date (at most six weeks, as ticket.availability) the capacity, the
   * seats held by unpaid checkouts and sold, and the closed reason in both languages (null when open).
   */
  adminInventory: catalogProcedure.use(heavyWork('ticket-inventory', INVENTORY_READS_PER_WINDOW, 600)).input(ticketAvailabilityInput).query(async ({ ctx, input }) => {
    const { type, byDate } = await inventoryBetween(ctx, input);
    return datesBetween(input.from, input.to).map((date) => {
      const row = byDate.get(date);
      return row
        ? { date, capacity: row.capacity!, held: row.held!, sold: row.sold!, closedReason: row.closedReason }
        : { date, capacity: type.defaultCapacity, held: 0, sold: 0, closedReason: null };
    });
  }),

  /** One date's capacity; refused (CONFLICT, with the count) below the seats already held and sold. */
  setCapacity: catalogProcedure.input(setCapacityInput).mutation(({ ctx, input }) => setCapacity(adminContext(ctx), input)),

  /** The capacity of dates that have no inventory row yet. */
  setDefaultCapacity: catalogProcedure.input(setDefaultCapacityInput).mutation(({ ctx, input }) => setDefaultCapacity(adminContext(ctx), input)),

  /** Closes `from`…`to` (at most a year) with a reason buyers read; sold tickets stay valid. */
  closeDates: dateRangeProcedure.input(closeDatesInput).mutation(({ ctx, input }) => closeDates(adminContext(ctx), input)),

  reopenDates: dateRangeProcedure.input(reopenDatesInput).mutation(({ ctx, input }) => reopenDates(adminContext(ctx), input)),

  /** Adult and child prices in VND; the next checkout charges them. */
  updatePrices: catalogProcedure.input(updatePricesInput).mutation(({ ctx, input }) => updatePrices(adminContext(ctx), input)),
});
