/**
 * Sessions end 30 days after sign-in whatever their use, after 14 days unused, and after 12 hours
 * unused for every role but customer. Time is passed in (`now`), never waited for.
 */
import { eq } from 'drizzle-orm';
import { emailVerifications, rateLimits, sessions, users } from '../../db/schema';
import { userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { createSession, findSession, hashToken } from '../sessions';
import { sweepExpired } from '../sweep';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.destroy());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

async function signIn(role: 'customer' | 'staff' | 'editor' | 'admin', start: Date) {
  const { id } = await userWithToken(database.db, role);
  return { id, token: await createSession(database.db, id, start) };
}

describe('session expiry', () => {
  it('ends a customer session after 14 days unused', async () => {
    const start = new Date();
    const { token } = await signIn('customer', start);
    expect(await findSession(database.db, token, after(start, 13 * DAY))).not.toBeNull();
    const { token: idle } = await signIn('customer', start);
    expect(await findSession(database.db, idle, after(start, 15 * DAY))).toBeNull();
  });

  it('keeps a used session going, but never past 30 days', async () => {
    const start = new Date();
    const { token } = await signIn('customer', start);
    for (const day of [10, 20, 29]) expect(await findSession(database.db, token, after(start, day * DAY))).not.toBeNull();
    expect(await findSession(database.db, token, after(start, 30 * DAY + HOUR))).toBeNull();
  });

  it.each(['staff', 'editor', 'admin'] as const)('ends a %s session after 12 hours unused', async (role) => {
    const start = new Date();
    const { token } = await signIn(role, start);
    expect(await findSession(database.db, token, after(start, 11 * HOUR))).not.toBeNull();
    expect(await findSession(database.db, token, after(start, 22 * HOUR))).not.toBeNull();
    expect(await findSession(database.db, token, after(start, 35 * HOUR))).toBeNull();
  });

  it('writes last use at most once a minute', async () => {
    const start = new Date();
    const { token } = await signIn('customer', start);
    const lastUsed = async () => (await database.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!.at;
    await findSession(database.db, token, after(start, 30_000));
    expect(await lastUsed()).toEqual(start);
    await findSession(database.db, token, after(start, 2 * 60_000));
    expect(await lastUsed()).toEqual(after(start, 2 * 60_000));
  });

  it('finds no session of a disabled user', async () => {
    const start = new Date();
    const { id, token } = await signIn('customer', start);
    await database.db.update(users).set({ disabledAt: start }).where(eq(users.id, id));
    expect(await findSession(database.db, token, after(start, 1000))).toBeNull();
  });
});

describe('sweepExpired', () => {
  it('deletes expired, idle and revoked sessions, spent links and finished rate-limit windows, and keeps the rest', async () => {
    const now = new Date();
    const live = await signIn('customer', now);
    const old = await signIn('customer', after(now, -31 * DAY));
    const idle = await signIn('customer', after(now, -20 * DAY));
    await database.db.update(sessions).set({ lastUsedAt: after(now, -15 * DAY) }).where(eq(sessions.tokenHash, hashToken(idle.token)));
    const revoked = await signIn('customer', now);
    await database.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, hashToken(revoked.token)));
    await database.db.insert(emailVerifications).values([
      { userId: live.id, email: 'a@example.com', tokenHash: 'expired-link', expiresAt: after(now, -HOUR) },
      { userId: live.id, email: 'a@example.com', tokenHash: 'used-link', expiresAt: after(now, HOUR), usedAt: now },
      { userId: live.id, email: 'a@example.com', tokenHash: 'live-link', expiresAt: after(now, HOUR) },
    ]);
    await database.db.insert(rateLimits).values([
      { key: 'sweep-old', count: 3, resetAt: after(now, -1000) },
      { key: 'sweep-live', count: 3, resetAt: after(now, HOUR) },
    ]);

    await sweepExpired(database.db, now);

    const tokens = (await database.db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash);
    expect(tokens).toContain(hashToken(live.token));
    for (const gone of [old, idle, revoked]) expect(tokens).not.toContain(hashToken(gone.token));
    expect((await database.db.select({ hash: emailVerifications.tokenHash }).from(emailVerifications)).map((row) => row.hash)).toEqual(['live-link']);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('sweep-live');
    expect(keys).not.toContain('sweep-old');
  });
});
