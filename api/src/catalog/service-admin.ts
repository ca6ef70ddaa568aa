/**
 * The console's services: their texts in both languages, "from" price, picture and whether visitors
 * see them, made and changed with their staff-log row. The description is sanitised here, so what
 * is stored is what the service page may show.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { CreateServiceInput, UpdateServiceInput } from '@storefront/shared/contracts/category-admin';
import { services } from '../db/schema';
import { sanitizeRichText } from '../content/article-html';
import { fail } from '../lib/domain-error';
import { assertSlugFree, catalogChange, translatable, type AdminContext } from './catalog-change';
import { checkPageImage, siteImages } from '../media/page-images';

type ServiceRow = typeof services.$inferSelect;

/** The fields the console edits, as stored: what it shows and what the log keeps before and after. */
function serviceFields(row: ServiceRow) {
  const { slug, serviceType, name, summary, description, priceFrom, duration, features, imageUrl, isActive } = row;
  return { slug, serviceType, name, summary, description, priceFrom, duration, features, imageUrl, isActive };
}

/** Every service, hidden ones too, with what the console edits; the images to choose from. */
export async function serviceConsole(db: AdminContext['db']) {
  const [rows, images] = await Promise.all([db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id)), siteImages(db)]);
  return { services: rows.map((row) => ({ id: row.id, ...serviceFields(row) })), images };
}

function toStore(input: CreateServiceInput) {
  return {
    slug: input.slug,
    serviceType: input.serviceType,
    name: translatable(input.name),
    summary: translatable(input.summary),
    description: sanitizeRichText(translatable(input.description)),
    priceFrom: input.priceFrom,
    duration: input.duration === null ? null : translatable(input.duration),
    features: input.features.map(translatable),
    imageUrl: input.imageUrl,
    isActive: input.isActive,
  };
}

/** A new service, placed after the others. */
export function createService(ctx: AdminContext, input: CreateServiceInput) {
  return catalogChange(ctx, 'service.create', 'service', input.slug, async (tx) => {
    await assertSlugFree(ctx, tx, 'services', input.slug);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, null);
    const [row] = await tx
      .insert(services)
      .values({ ...toStore(input), sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM services)` })
      .returning();
    return { result: { id: row!.id, ...serviceFields(row!) }, log: { subjectId: row!.id, before: null, after: serviceFields(row!) } };
  });
}

export function updateService(ctx: AdminContext, input: UpdateServiceInput) {
  return catalogChange(ctx, 'service.update', 'service', input.slug, async (tx) => {
    const [row] = await tx.select().from(services).where(eq(services.id, input.id)).for('update');
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.serviceNotFound');
    if (input.slug !== row.slug) await assertSlugFree(ctx, tx, 'services', input.slug, row.id);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, row.imageUrl);
    const [after] = await tx
      .update(services)
      .set({ ...toStore(input), updatedAt: new Date() })
      .where(eq(services.id, row.id))
      .returning();
    return { result: { id: row.id, ...serviceFields(after!) }, log: { subjectId: row.id, before: serviceFields(row), after: serviceFields(after!) } };
  });
}
