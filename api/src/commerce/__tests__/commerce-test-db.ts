/** The commerce tests' databases and the little catalogue they sell from. */
import type { Database } from '../../db/client';
import { productVariants, products, categories, ticketPrices, ticketTypes } from '../../db/schema';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';

/**
 * PostgreSQL when a server answers (concurrency needs real connections), else PGlite; with
 * `requirePostgres`, null instead of PGlite so the caller can skip.
 */
export async function openTestDb(options: { poolSize?: number; requirePostgres?: boolean } = {}): Promise<TestDatabase | null> {
  const postgres = await createPostgresTestDatabase(options.poolSize);
  if (postgres || options.requirePostgres) return postgres;
  return createTestDatabase();
}

/** One ticket type (adult 300 000, child 200 000, infant 0) with `capacity` seats a day, and one product. */
export async function seedCommerce(database: Database, capacity = 50) {
  const { db } = database;
  const [type] = await db
    .insert(ticketTypes)
    .values({
      slug: 've-cap-treo',
      name: { vi: 'Vé cáp treo', en: 'Cable car ticket' },
      summary: { vi: 'Khứ hồi', en: 'Return' },
      description: { vi: 'Mô tả', en: 'Description' },
      imageUrl: '/seed-media/ticket-cable-car.svg',
      defaultDailyCapacity: capacity,
    })
    .returning();
  await db.insert(ticketPrices).values([
    { ticketTypeId: type!.id, audience: 'adult', price: 300_000, label: { vi: 'Người lớn' } },
    { ticketTypeId: type!.id, audience: 'child', price: 200_000, label: { vi: 'Trẻ em' } },
    { ticketTypeId: type!.id, audience: 'infant', price: 0, label: { vi: 'Dưới 3 tuổi' } },
  ]);
  const [category] = await db.insert(categories).values({ slug: 'qua-tang', name: { vi: 'Quà tặng' }, description: { vi: '' }, imageUrl: '' }).returning();
  const [product] = await db
    .insert(products)
    .values({ slug: 'ao-thun', categoryId: category!.id, name: { vi: 'Áo thun', en: 'T-shirt' }, summary: { vi: '' }, description: { vi: '' }, price: 150_000, imageUrl: '' })
    .returning();
  const [variant] = await db
    .insert(productVariants)
    .values({ productId: product!.id, sku: 'AO-M', name: { vi: 'Cỡ M', en: 'Size M' }, options: { size: { vi: 'M' } }, price: 150_000, stock: 5 })
    .returning();
  return { ticketTypeId: type!.id, variantId: variant!.id };
}
