import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { seedDatabase } from '../../seed/seed';
import { dataVersion } from '../data-version';
import { services } from '../schema';

describe('dataVersion', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db);
  }, 60_000);
  afterAll(() => database?.destroy());

  it('stays where it is while the data is only read, and moves with a write that commits', async () => {
    const { db } = database;
    const before = await dataVersion(db);
    await db.select().from(services);
    // Other databases of a shared PostgreSQL may write meanwhile; on the embedded one nothing else does.
    if (process.env.DATABASE_URL === undefined) expect(await dataVersion(db)).toBe(before);
    const [service] = await db.select().from(services).limit(1);
    await db.update(services).set({ sortOrder: service!.sortOrder + 1 }).where(eq(services.id, service!.id));
    expect(await dataVersion(db)).not.toBe(before);
  });

});
