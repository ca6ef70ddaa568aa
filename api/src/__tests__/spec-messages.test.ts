/** Every spec §8 message the API produces, in the wording the spec gives. */
import { TRPCError } from '@trpc/server';
import { createCallerFactory, createContextInner } from '../trpc';
import { appRouter } from '../routers/_app';
import type { Db } from '../db/client';
import { callerFor, userWithToken } from '../testing/callers';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { buildDocument } from '../http/documents';
import { translateValidationMessage, validationMessages } from '@storefront/shared/contracts/validation-messages';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.destroy());

/** A database whose every query fails the way a dropped connection does: the awaited query rejects. */
const failingQuery: unknown = new Proxy(function () {}, {
  get: (_target, key) => (key === 'then' ? (_resolve: unknown, reject: (error: Error) => void) => reject(new Error('database down')) : failingQuery),
  apply: () => failingQuery,
});
const brokenDb = new Proxy({}, { get: (_target, key) => (key === 'then' ? undefined : failingQuery) }) as unknown as Db;

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof TRPCError ? error.message : String(error);
  }
}

describe('spec §8 messages', () => {
  it('fetch user failure: Không thể tải thông tin người dùng', async () => {
    expect(await messageOf((await callerFor(database.db)).profile.getMyProfile())).toBe('Không thể tải thông tin người dùng');
  });

  it('update profile failure: Không thể cập nhật thông tin người dùng', async () => {
    expect(await messageOf((await callerFor(database.db)).profile.updateProfile({ firstName: 'A' }))).toBe('Không thể cập nhật thông tin người dùng');
  });

  it('feature flag list failure: Đã xảy ra lỗi khi tải feature flags', async () => {
    const caller = createCallerFactory(appRouter)(createContextInner({ db: brokenDb }));
    expect(await messageOf(caller.featureFlags.getAllFeatureFlags())).toBe('Đã xảy ra lỗi khi tải feature flags');
  });

  it('single flag failure: Đã xảy ra lỗi khi tải feature flag với key {key}', async () => {
    expect(await messageOf((await callerFor(database.db)).featureFlags.getFeatureFlagByKey({ key: 'beta_x' }))).toBe('Đã xảy ra lỗi khi tải feature flag với key beta_x');
  });

  it('flag-enabled check of an unknown flag returns the supplied default', async () => {
    const caller = await callerFor(database.db);
    expect(await caller.featureFlags.isFeatureEnabled({ key: 'nope', defaultValue: true })).toEqual({ enabled: true });
  });

  it('login failure: the Vietnamese for "An error occurred during login"; logout failure in English', async () => {
    const caller = createCallerFactory(appRouter)(createContextInner({ db: brokenDb, rateLimiter: { hit: async () => ({ allowed: true, count: 0, retryAfterSeconds: 0 })} }));
    expect(await messageOf(caller.auth.login({ email: 'a@b.vn', password: 'x' }))).toBe('Đã xảy ra lỗi khi đăng nhập');
    const user = await userWithToken(database.db, 'customer');
    const signedIn = await callerFor(database.db, { token: user.token, locale: 'en' });
    const broken = createCallerFactory(appRouter)(createContextInner({ db: brokenDb, session: { tokenHash: 'x', user: { id: user.id, email: user.email, role: 'customer' } }, locale: 'en' }));
    expect(await messageOf(broken.auth.logout())).toBe('An error occurred during logout');
    expect(await signedIn.auth.logout()).toEqual({ ok: true });
  });

  it('unmatched path: Page not found: {path}', async () => {
    const document = await buildDocument({ db: database.db, distDir: '/nonexistent', path: '/no/such/page', locale: 'en', publicUrl: 'http://x' });
    expect(document.status).toBe(404);
    expect(document.html).toContain('<title>Page not found: /no/such/page</title>');
  });

  it('unexpected errors read Internal Server Error without details', async () => {
    const caller = createCallerFactory(appRouter)(createContextInner({ db: brokenDb }));
    const error = await caller.product.list().catch((e: TRPCError) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('validation texts of spec §5 exist in both locales with their parameters', () => {
    expect(Object.keys(validationMessages.en).sort()).toEqual(Object.keys(validationMessages.vi).sort());
    expect(translateValidationMessage('validation.minLength|{"min":8}', 'en')).toBe('Minimum length 8 characters');
    expect(translateValidationMessage('validation.maxLength|{"max":80}', 'vi')).toBe('Tối đa 80 ký tự');
    expect(translateValidationMessage('validation.commentContent', 'en')).toBe('Please enter a comment');
    expect(translateValidationMessage('validation.commentIdentity', 'en')).toBe('Please enter your name and email');
    expect(translateValidationMessage('validation.passwordMismatch', 'en')).toBe('Passwords do not match');
  });

  it('comment rules: content and, unless anonymous, name and email', async () => {
    const caller = await callerFor(database.db, { locale: 'en' });
    const error = await caller.comment.create({ postSlug: 'x', content: '', anonymous: false } as never).catch((e: TRPCError) => e);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
  });
});
