import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../auth/sessions';
import { callerFor, TEST_PASSWORD, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { LOGIN_LIMIT_PER_ACCOUNT } from '../auth';

// Registration and sign-in hash passwords at full scrypt cost (about a second here).
jest.setTimeout(30_000);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.destroy());

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

const registration = { email: 'An@Example.com', password: 'mật-khẩu-dài', confirmPassword: 'mật-khẩu-dài', firstName: 'An' };

describe('auth', () => {
  it('registers, stores only a scrypt hash and a hashed token, and loads the profile', async () => {
    const guest = await callerFor(database.db);
    expect(await guest.auth.register(registration)).toEqual({ ok: true });
    const { accessToken } = await guest.auth.login({ email: registration.email, password: registration.password });
    expect(accessToken.length).toBeGreaterThanOrEqual(40);

    const [user] = await database.db.select().from(users).where(eq(users.email, 'an@example.com'));
    expect(user!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user!.passwordHash).not.toContain(registration.password);
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(accessToken)]);
    expect(JSON.stringify(stored)).not.toContain(accessToken);

    const me = await (await callerFor(database.db, { token: accessToken })).profile.getMyProfile();
    expect(me).toMatchObject({ email: 'an@example.com', role: 'customer', emailVerified: false, profile: { firstName: 'An' } });
  });

  it('answers a second registration of the same email like the first, creating nothing', async () => {
    const guest = await callerFor(database.db);
    expect(await guest.auth.register({ ...registration, email: 'an@example.com' })).toEqual({ ok: true });
    expect(await database.db.select().from(users).where(eq(users.email, 'an@example.com'))).toHaveLength(1);
  });

  it('logs in, and logout revokes the token server-side', async () => {
    const guest = await callerFor(database.db);
    const { accessToken } = await guest.auth.login({ email: 'an@example.com', password: registration.password });
    const signedIn = await callerFor(database.db, { token: accessToken });
    expect(await signedIn.auth.logout()).toEqual({ ok: true });
    const after = await callerFor(database.db, { token: accessToken });
    expect(await codeOf(after.profile.getMyProfile())).toBe('UNAUTHORIZED');
    expect(await codeOf(after.auth.logout())).toBe('UNAUTHORIZED');
  });

  it('treats an unknown token as UNAUTHORIZED', async () => {
    const stranger = await callerFor(database.db, { token: 'not-a-real-token' });
    expect(await codeOf(stranger.profile.getMyProfile())).toBe('UNAUTHORIZED');
    expect(await codeOf(stranger.order.mine())).toBe('UNAUTHORIZED');
  });

  it('fails wrong password and unknown email with the same message', async () => {
    const guest = await callerFor(database.db, { ip: '10.0.0.1' });
    const messages: string[] = [];
    for (const attempt of [
      { email: 'an@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password: registration.password },
    ]) {
      await guest.auth.login(attempt).catch((error: TRPCError) => messages.push(`${error.code}: ${error.message}`));
    }
    expect(messages).toEqual(['UNAUTHORIZED: Email hoặc mật khẩu không đúng', 'UNAUTHORIZED: Email hoặc mật khẩu không đúng']);
  });

  it('rate limits repeated failed logins with TOO_MANY_REQUESTS, even with the right password', async () => {
    const { email } = await userWithToken(database.db, 'customer');
    const guest = await callerFor(database.db, { ip: '10.0.0.2' });
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT; i++) {
      expect(await codeOf(guest.auth.login({ email, password: `wrong-${i}` }))).toBe('UNAUTHORIZED');
    }
    expect(await codeOf(guest.auth.login({ email, password: TEST_PASSWORD }))).toBe('TOO_MANY_REQUESTS');
    // The limit is the account's: another address is refused as well.
    const other = await callerFor(database.db, { ip: '10.0.0.3' });
    expect(await codeOf(other.auth.login({ email, password: TEST_PASSWORD }))).toBe('TOO_MANY_REQUESTS');
  });

  it('lets staff, not customers or guests, use staff procedures', async () => {
    const customer = await userWithToken(database.db, 'customer');
    const staff = await userWithToken(database.db, 'staff');
    const admin = await userWithToken(database.db, 'admin');
    expect(await codeOf((await callerFor(database.db)).moderation.queue())).toBe('UNAUTHORIZED');
    expect(await codeOf((await callerFor(database.db, { token: customer.token })).moderation.queue())).toBe('FORBIDDEN');
    expect(await codeOf((await callerFor(database.db, { token: customer.token })).quote.inbox())).toBe('FORBIDDEN');
    expect(await codeOf((await callerFor(database.db, { token: staff.token })).moderation.queue())).toBe('OK');
    expect(await codeOf((await callerFor(database.db, { token: admin.token })).checkin.verify({ secret: 'abc' }))).toBe('OK');
  });

  it('updates the profile of the signed-in user only', async () => {
    const user = await userWithToken(database.db, 'customer');
    const caller = await callerFor(database.db, { token: user.token });
    const updated = await caller.profile.updateProfile({ firstName: 'Bình', lastName: 'Trần', phone: '0912 345 678' });
    expect(updated.profile).toEqual({ firstName: 'Bình', lastName: 'Trần', phone: '0912 345 678', avatarUrl: undefined });
  });
});
