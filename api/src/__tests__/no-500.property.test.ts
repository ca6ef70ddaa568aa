/**
 * Property: whatever input any procedure gets — any shape, as guest or staff — the answer is data
 * or a 4xx tRPC error, never INTERNAL_SERVER_ERROR. The same holds over HTTP for random `input`.
 */
import fc from 'fast-check';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { appRouter } from '../routers/_app';
import { seedDatabase } from '../seed/seed';
import { buildServer } from '../server';
import { callerFor, userWithToken } from '../testing/callers';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
}, 120_000);
afterAll(() => database.destroy());

const procedurePaths = Object.keys(appRouter._def.procedures);

/** Field names the contracts use, so random objects often reach deep validation and the database. */
const FIELDS = ['path', 'key', 'defaultValue', 'themeId', 'slug', 'categorySlug', 'q', 'sort', 'page', 'pageSize', 'from', 'to', 'kind', 'postSlug', 'parentId', 'name', 'email', 'content', 'anonymous', 'serviceType', 'authorName', 'rating', 'visitDate', 'fullName', 'phone', 'country', 'orderCode', 'secret', 'id', 'approve', 'password', 'confirmPassword', 'firstName', 'items', 'contact', 'paymentMethod', 'idempotencyKey', 'reason', 'newVisitDate', 'contactEmailOrPhone', 'avatarUploadId', 'avatarUrl'];
const tricky = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '/', '/../../etc', "'; DROP TABLE users; --", '%', '_', '2025-02-30', '2099-01-01', '1970-01-01', 'cap-treo-khu-hoi', 'tra-shan-tuyet-co-thu', 'a'.repeat(5000), '\ud800', 'enable_add_to_cart'),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, Number.NaN, 0.5),
  fc.boolean(),
  fc.string(),
);
const contractish = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(tricky, fc.array(tricky, { maxLength: 3 }), fc.dictionary(fc.constantFrom('adult', 'child', 'infant', 'kind', 'fullName', 'phone'), tricky)));
const anyInput = fc.oneof(contractish, fc.anything(), fc.constant(undefined));

function procedureOf(caller: unknown, path: string): (input: unknown) => Promise<unknown> {
  return path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
}

describe('no input yields a 500', () => {
  it('holds for every procedure through createCaller', async () => {
    const staff = await userWithToken(database.db, 'staff');
    const callers = [await callerFor(database.db), await callerFor(database.db, { token: staff.token, locale: 'en' })];
    const failures: string[] = [];
    for (const path of procedurePaths) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(0, 1), anyInput, async (who, input) => {
          try {
            await procedureOf(callers[who], path)(input);
          } catch (error) {
            const status = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
            if (status >= 500) {
              failures.push(`${path} ${JSON.stringify(input)?.slice(0, 200)} → ${String(error)} ${String((error as Error).cause ?? '')}`);
              return false;
            }
          }
          return true;
        }),
        { numRuns: 25, seed: 4242 },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('holds over HTTP for random input strings', async () => {
    const app = await buildServer({ db: database.db, publicUrl: 'http://x', distDir: '/nonexistent', uploadsDir: '/tmp/sf-none', seedMediaDir: '/nonexistent', logLevel: 'silent' });
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...procedurePaths), fc.oneof(fc.string(), fc.json()), fc.boolean(), async (path, raw, batch) => {
          const url = `/api/trpc/${path}?${batch ? 'batch=1&' : ''}input=${encodeURIComponent(raw)}`;
          const response = await app.inject({ method: 'GET', url });
          const post = await app.inject({ method: 'POST', url: `/api/trpc/${path}`, headers: { 'content-type': 'application/json' }, payload: raw });
          return response.statusCode < 500 && post.statusCode < 500;
        }),
        { numRuns: 150, seed: 4243 },
      );
    } finally {
      await app.close();
    }
  }, 300_000);
});
