import { and, asc, eq } from 'drizzle-orm';
import { bySlugInput } from '@storefront/shared/contracts/service';
import { services } from '../db/schema';
import { pick, pickOrNull, type Locale } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { createServiceInput, updateServiceInput } from '@storefront/shared/contracts/category-admin';
import { areaProcedure, fail, publicProcedure, router } from '../trpc';
import { createService, serviceConsole, updateService } from '../catalog/service-admin';
import { adminContext } from './product';
import { sanitizeArticleHtml } from '../content/article-html';

function serviceView(row: typeof services.$inferSelect, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    summary: pick(row.summary, locale),
    imageUrl: row.imageUrl,
    priceFrom: row.priceFrom,
    duration: pickOrNull(row.duration, locale),
    serviceType: row.serviceType,
    features: row.features.map((feature) => pick(feature, locale)),
  };
}

export const serviceRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.sortOrder), asc(services.id)).limit(WHOLE_LIST_LIMIT);
    return rows.map((row) => serviceView(row, ctx.locale));
  }),

  bySlug: publicProcedure.input(bySlugInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select().from(services).where(and(eq(services.slug, input.slug), eq(services.isActive, true))).limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.serviceNotFound');
    return { ...serviceView(row, ctx.locale), description: sanitizeArticleHtml(pick(row.description, ctx.locale)) };
  }),

  // ── The console (staff area `catalog`) ──

  /** Every service, hidden ones too, with what the console edits, and the images to choose from. */
  adminList: areaProcedure('catalog').query(({ ctx }) => serviceConsole(ctx.db)),

  /** A new service; its slug must be free and its picture one the site has or a staff upload. */
  create: areaProcedure('catalog').input(createServiceInput).mutation(({ ctx, input }) => createService(adminContext(ctx), input)),

  /** Texts, price, picture, shown or hidden; the description is sanitised before it is stored. */
  update: areaProcedure('catalog').input(updateServiceInput).mutation(({ ctx, input }) => updateService(adminContext(ctx), input)),
});
