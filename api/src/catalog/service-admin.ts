/** The console's services: texts, "from" price and image, changed with their staff-log row. */
import { asc, eq } from 'drizzle-orm';
import type { UpdateServiceInput } from '@storefront/shared/contracts/category-admin';
import { services } from '../db/schema';
import { fail } from '../trpc';
import { assertSlugFree, catalogChange, translatable, type AdminContext } from './catalog-change';
import { checkPageImage } from '../media/page-images';

export async function serviceConsole(db: AdminContext['db']) {
  return db
    .select({ id: services.id, slug: services.slug, name: services.name, summary: services.summary, priceFrom: services.priceFrom, duration: services.duration, imageUrl: services.imageUrl })
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export function updateService(ctx: AdminContext, input: UpdateServiceInput) {
  return catalogChange(ctx, 'service.update', 'service', input.slug, async (tx) => {
    const [row] = await tx.select().from(services).where(eq(services.id, input.id)).for('update');
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.serviceNotFound');
    if (input.slug !== row.slug) await assertSlugFree(ctx, tx, 'services', input.slug, row.id);
    await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, row.imageUrl);
    const after = {
      slug: input.slug,
      name: translatable(input.name),
      summary: translatable(input.summary),
      priceFrom: input.priceFrom,
      duration: input.duration === null ? null : translatable(input.duration),
      imageUrl: input.imageUrl,
    };
    await tx.update(services).set({ ...after, updatedAt: new Date() }).where(eq(services.id, row.id));
    const before = { slug: row.slug, name: row.name, summary: row.summary, priceFrom: row.priceFrom, duration: row.duration, imageUrl: row.imageUrl };
    return { result: { id: row.id, ...after }, log: { subjectId: row.id, before, after } };
  });
}
