import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { products, ticketTypes } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { callerFor } from '../testing/callers';
import { createTestDatabase, MIGRATIONS_DIR, type TestDatabase } from '../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  // On disk (PGlite) so the restart test reopens real files; PostgreSQL mode uses its own database.
  database = await createTestDatabase({ pgliteDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'sf-seed-')), 'pglite') });
}, 120_000);
afterAll(() => database.destroy());

const count = async (table: string) =>
  Number((await database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n);

describe('seed content', () => {
  it('seeds a rich bilingual site once', async () => {
    expect(await seedDatabase(database.db)).toBe(true);
    expect(await count('ticket_types')).toBeGreaterThanOrEqual(4);
    expect(await count('products')).toBeGreaterThanOrEqual(12);
    expect(await count('categories')).toBeGreaterThanOrEqual(4);
    expect(await count('services')).toBeGreaterThanOrEqual(6);
    expect(await count('posts')).toBeGreaterThanOrEqual(10);
    expect(await count('map_points')).toBeGreaterThanOrEqual(12);
    const caller = await callerFor(database.db, { locale: 'en' });
    const cableCar = await caller.ticket.bySlug({ slug: 'cap-treo-khu-hoi' });
    expect(cableCar.name).toBe('Cable car round trip');
    expect(cableCar.prices.map((p) => [p.audience, p.price])).toEqual([['adult', 450000], ['child', 300000], ['infant', 0]]);
    const theme = await caller.theme.getActiveTheme();
    expect(theme.colors.light.primary['500']).toBe('#feb914');
    expect(await caller.featureFlags.isFeatureEnabled({ key: 'enable_add_to_cart', defaultValue: false })).toEqual({ enabled: true });
  });

  it('is idempotent and never overwrites what a person changed', async () => {
    await database.db.update(products).set({ name: { vi: 'Tên do người sửa' } }).where(eq(products.slug, 'khan-tho-cam'));
    await database.db.delete(ticketTypes).where(eq(ticketTypes.slug, 'tau-hoa-leo-nui'));
    const before = await count('products');
    expect(await seedDatabase(database.db)).toBe(false);
    expect(await count('products')).toBe(before);
    const [scarf] = await database.db.select().from(products).where(eq(products.slug, 'khan-tho-cam'));
    expect(scarf!.name).toEqual({ vi: 'Tên do người sửa' });
    expect(await database.db.select().from(ticketTypes).where(eq(ticketTypes.slug, 'tau-hoa-leo-nui'))).toEqual([]);
  });

  it('keeps data across a restart', async () => {
    await database.db.update(products).set({ price: 123_000 }).where(eq(products.slug, 'khan-tho-cam'));
    await database.close();
    const reopened = await database.reopen();
    await reopened.migrate(MIGRATIONS_DIR);
    expect(await seedDatabase(reopened.db)).toBe(false);
    const [scarf] = await reopened.db.select().from(products).where(eq(products.slug, 'khan-tho-cam'));
    expect(scarf!.price).toBe(123_000);
    database = { ...database, ...reopened, close: reopened.close } as TestDatabase;
    if (!process.env.DATABASE_URL) database.destroy = () => reopened.close().catch(() => {});
  });
});
