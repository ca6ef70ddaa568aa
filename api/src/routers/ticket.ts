import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { ticketAvailabilityInput, ticketBySlugInput } from '@storefront/shared/contracts/ticket';
import type { Db } from '../db/client';
import { ticketInventory, ticketPrices, ticketTypes } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { fail, publicProcedure, router } from '../trpc';
import { releaseExpiredHolds } from '../commerce/checkout-service';

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

export const ticketRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.isActive, true)).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id));
    return ticketViews(ctx.db, ctx.locale, rows);
  }),

  bySlug: publicProcedure.input(ticketBySlugInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select().from(ticketTypes).where(and(eq(ticketTypes.slug, input.slug), eq(ticketTypes.isActive, true))).limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
    const [view] = await ticketViews(ctx.db, ctx.locale, [row]);
    return { ...view!, description: pick(row.description, ctx.locale) };
  }),

  /** The /ticket-pricing table: one row per ticket type, one column per audience. */
  pricing: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.isActive, true)).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id));
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

  /** Seats left per visit date; dates without an inventory row have the default capacity. */
  availability: publicProcedure.input(ticketAvailabilityInput).query(async ({ ctx, input }) => {
    // Expired holds are released lazily here too, so a buyer never sees seats that are free again as taken.
    await releaseExpiredHolds(ctx.db);
    const [type] = await ctx.db
      .select({ id: ticketTypes.id, capacity: ticketTypes.defaultDailyCapacity })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.slug, input.slug), eq(ticketTypes.isActive, true)))
      .limit(1);
    if (!type) throw fail(ctx, 'NOT_FOUND', 'errors.ticketNotFound');
    const rows = await ctx.db
      .select()
      .from(ticketInventory)
      .where(and(eq(ticketInventory.ticketTypeId, type.id), between(ticketInventory.visitDate, input.from, input.to)));
    const byDate = new Map(rows.map((row) => [row.visitDate, row.capacity - row.held - row.sold]));
    return datesBetween(input.from, input.to).map((date) => ({ date, remaining: Math.max(0, byDate.get(date) ?? type.capacity) }));
  }),
});
