/**
 * A domain module's refusal (lib/domain-error.ts) reaches an HTTP client exactly as the TRPCError
 * the tRPC layer would have thrown itself: same status, code, localised message and field errors,
 * byte for byte; anything else thrown is still an "Internal Server Error" without its internals.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { z } from 'zod';
import { DomainError, fail as domainFail, fieldFailure as domainFieldFailure } from '../lib/domain-error';
import type { Locale } from '../lib/i18n';
import { findSession, type Session } from '../auth/sessions';
import { userWithToken } from '../testing/callers';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { createContextInner, fail, fieldFailure, protectedProcedure, publicProcedure, router } from '../trpc';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.destroy();
});

async function findRule(ctx: { locale: Locale }): Promise<never> {
  await Promise.resolve();
  throw domainFail(ctx, 'NOT_FOUND', 'errors.routeRuleNotFound');
}

const slugInput = z.object({ slug: z.string() });

const testRouter = router({
  domainRefusal: publicProcedure.input(slugInput).mutation(({ ctx, input }) => {
    throw domainFail(ctx, 'CONFLICT', 'errors.slugTaken', { slug: input.slug });
  }),
  trpcRefusal: publicProcedure.input(slugInput).mutation(({ ctx, input }) => {
    throw fail(ctx, 'CONFLICT', 'errors.slugTaken', { slug: input.slug });
  }),
  domainFieldRefusal: publicProcedure.mutation(({ ctx }) => {
    throw domainFieldFailure(ctx, ['image'], 'validation.imageUnknown');
  }),
  trpcFieldRefusal: publicProcedure.mutation(({ ctx }) => {
    throw fieldFailure(ctx, ['image'], 'validation.imageUnknown');
  }),
  /** Thrown by an awaited domain function behind a middleware, as the consoles' modules are. */
  nestedRefusal: protectedProcedure.mutation(async ({ ctx }) => findRule(ctx)),
  bug: publicProcedure.mutation(() => {
    throw new Error('relation "secret_table" does not exist');
  }),
});

async function post(path: string, locale: Locale, input?: unknown, session: Session | null = null) {
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    router: testRouter,
    req: new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: input === undefined ? undefined : JSON.stringify(input),
    }),
    createContext: () => createContextInner({ db: database.db, locale, session }),
  });
  const body = await response.text();
  return { status: response.status, body, error: (JSON.parse(body) as { error: { message: string; data: Record<string, unknown> } }).error };
}

describe.each([
  ['vi', 'Đường dẫn "cap-treo" đã được dùng. Vui lòng chọn đường dẫn khác', 'Hãy chọn một ảnh đã tải lên'],
  ['en', 'The link "cap-treo" is already used. Please choose another', 'Choose an uploaded image'],
] as const)('in %s', (locale, slugTaken, imageUnknown) => {
  it('answers a DomainError with its code, HTTP status and localised message, as a TRPCError would be', async () => {
    const domain = await post('domainRefusal', locale, { slug: 'cap-treo' });
    expect(domain.status).toBe(409);
    expect(domain.error.message).toBe(slugTaken);
    expect(domain.error.data).toMatchObject({ code: 'CONFLICT', httpStatus: 409, path: 'domainRefusal' });
    const trpc = await post('trpcRefusal', locale, { slug: 'cap-treo' });
    expect(domain.body).toBe(trpc.body.replace('"trpcRefusal"', '"domainRefusal"'));
  });

  it('answers a field refusal as a form error at that field', async () => {
    const domain = await post('domainFieldRefusal', locale);
    expect(domain.status).toBe(400);
    expect(domain.error.message).toBe(imageUnknown);
    expect(domain.error.data).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { image: [imageUnknown] }, fieldErrorKeys: { image: ['validation.imageUnknown'] } });
    const trpc = await post('trpcFieldRefusal', locale);
    expect(domain.body).toBe(trpc.body.replace('"trpcFieldRefusal"', '"domainFieldRefusal"'));
  });

  it('still masks an unexpected error as a plain Internal Server Error', async () => {
    const bug = await post('bug', locale);
    expect(bug.status).toBe(500);
    expect(bug.error.message).toBe('Internal Server Error');
    expect(bug.error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });
    expect(bug.body).not.toContain('secret_table');
    expect(bug.error.data).not.toHaveProperty('stack');
  });
});

it('maps a refusal of an awaited domain call behind a middleware, and leaves the middleware\'s own refusal alone', async () => {
  expect((await post('nestedRefusal', 'en')).error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
  const staff = await userWithToken(database.db, 'staff');
  const session = await findSession(database.db, staff.token);
  const refused = await post('nestedRefusal', 'en', undefined, session);
  expect(refused.status).toBe(404);
  expect(refused.error).toMatchObject({ message: 'Redirect rule not found', data: { code: 'NOT_FOUND' } });
});

it('is an Error of its own that says what it is', () => {
  const error = domainFail({ locale: 'en' }, 'CONFLICT', 'errors.slugTaken', { slug: 'x' });
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ name: 'DomainError', code: 'CONFLICT', message: 'The link "x" is already used. Please choose another' });
});
