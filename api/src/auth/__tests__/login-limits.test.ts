/**
 * Password guessing is capped per account whatever the route: every attempt is counted before
 * its password is checked, so batched and parallel calls cannot all pass a check that counts
 * afterwards, and the account's budget is shared by every address.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_IP } from '../../routers/auth';
import { buildServer } from '../../server';
import { callerFor, TEST_PASSWORD, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { findSession } from '../sessions';

// A correct password is checked at full scrypt cost (about a second here).
jest.setTimeout(60_000);

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildServer({ db: database.db, publicUrl: 'https://shop.example', distDir: '/nonexistent', uploadsDir: '/nonexistent', seedMediaDir: '/nonexistent', logLevel: 'silent' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

const count = (codes: string[], code: string) => codes.filter((value) => value === code).length;

/** One batched POST of `calls` logins, as tRPC's batch link sends them; the codes of its answers. */
async function batchedLogins(calls: { email: string; password: string }[], headers: Record<string, string> = {}): Promise<string[]> {
  const paths = calls.map(() => 'auth.login').join(',');
  const body = Object.fromEntries(calls.map((call, index) => [index, call]));
  const response = await app.inject({ method: 'POST', url: `/api/trpc/${paths}?batch=1`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
  const answers = response.json<{ result?: unknown; error?: { data: { code: string } } }[]>();
  if (!Array.isArray(answers)) throw new Error(`not a batch answer: ${response.body}`);
  return answers.map((answer) => (answer.error ? answer.error.data.code : 'OK'));
}

describe('login attempts', () => {
  it('checks at most 5 passwords of 60 batched calls, the rest answered 429 in the request language', async () => {
    const { email } = await userWithToken(database.db, 'customer');
    const guesses = Array.from({ length: 60 }, (_, index) => ({ email, password: `guess-${index}` }));
    const codes: string[] = [];
    // Batches of 10, the most one request may carry.
    for (let start = 0; start < guesses.length; start += 10) codes.push(...(await batchedLogins(guesses.slice(start, start + 10))));
    expect(codes).toHaveLength(60);
    expect(count(codes, 'UNAUTHORIZED')).toBeLessThanOrEqual(LOGIN_LIMIT_PER_ACCOUNT);
    expect(count(codes, 'UNAUTHORIZED') + count(codes, 'TOO_MANY_REQUESTS')).toBe(60);

    const response = await app.inject({
      method: 'POST',
      url: '/api/trpc/auth.login',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: JSON.stringify({ email, password: 'one more' }),
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toMatch(/^Too many attempts\. Please try again in (1[0-5]|[1-9]) minutes$/);
  });

  it('checks at most 5 passwords of 20 parallel calls', async () => {
    const { email } = await userWithToken(database.db, 'customer');
    const guest = await callerFor(database.db, { ip: '10.1.0.1' });
    const codes = await Promise.all(Array.from({ length: 20 }, (_, index) => codeOf(guest.auth.login({ email, password: `guess-${index}` }))));
    expect(count(codes, 'UNAUTHORIZED')).toBe(LOGIN_LIMIT_PER_ACCOUNT);
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBe(20 - LOGIN_LIMIT_PER_ACCOUNT);
  });

  it('shares one budget per account across addresses', async () => {
    const { email } = await userWithToken(database.db, 'customer');
    const codes: string[] = [];
    for (let address = 1; address <= 12; address++) {
      const guest = await callerFor(database.db, { ip: `10.2.0.${address}` });
      codes.push(await codeOf(guest.auth.login({ email, password: `guess-${address}` })));
    }
    expect(codes).toEqual([...Array(LOGIN_LIMIT_PER_ACCOUNT).fill('UNAUTHORIZED'), ...Array(12 - LOGIN_LIMIT_PER_ACCOUNT).fill('TOO_MANY_REQUESTS')]);
    // A fresh address with the right password is refused too: the account is over its limit.
    expect(await codeOf((await callerFor(database.db, { ip: '10.2.1.1' })).auth.login({ email, password: TEST_PASSWORD }))).toBe('TOO_MANY_REQUESTS');
  });

  it('caps one address at 30 attempts across accounts', async () => {
    const locked = await userWithToken(database.db, 'customer');
    for (let address = 1; address <= LOGIN_LIMIT_PER_ACCOUNT; address++) {
      await codeOf((await callerFor(database.db, { ip: `10.3.1.${address}` })).auth.login({ email: locked.email, password: 'guess' }));
    }
    // Attempts at a locked account check no password, yet each one counts for the address.
    const guesser = await callerFor(database.db, { ip: '10.3.0.1' });
    for (let index = 0; index < LOGIN_LIMIT_PER_IP; index++) await guesser.auth.login({ email: locked.email, password: 'guess' }).catch(() => {});
    const other = await userWithToken(database.db, 'customer');
    expect(await codeOf(guesser.auth.login({ email: other.email, password: TEST_PASSWORD }))).toBe('TOO_MANY_REQUESTS');
    expect(await codeOf((await callerFor(database.db, { ip: '10.3.0.2' })).auth.login({ email: other.email, password: TEST_PASSWORD }))).toBe('OK');
  });

  it("lets the owner in from the last address they signed in from, while guessers are locked out", async () => {
    const { email } = await userWithToken(database.db, 'customer');
    const owner = await callerFor(database.db, { ip: '10.4.0.1' });
    expect(await codeOf(owner.auth.login({ email, password: TEST_PASSWORD }))).toBe('OK');
    for (let address = 1; address <= 10; address++) {
      await codeOf((await callerFor(database.db, { ip: `10.4.1.${address}` })).auth.login({ email, password: `guess-${address}` }));
    }
    const attacker = await callerFor(database.db, { ip: '10.4.2.1' });
    expect(await codeOf(attacker.auth.login({ email, password: TEST_PASSWORD }))).toBe('TOO_MANY_REQUESTS');
    const { accessToken } = await owner.auth.login({ email, password: TEST_PASSWORD });
    expect(await findSession(database.db, accessToken)).not.toBeNull();
    // From there, a wrong password is still only a failure, never a way past the check.
    expect(await codeOf(owner.auth.login({ email, password: 'wrong' }))).toBe('UNAUTHORIZED');
  });

  it('upgrades a hash of a lower cost at the next successful login', async () => {
    const salt = randomBytes(16);
    const oldHash = ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync('old password 1', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
    const [user] = await database.db.insert(users).values({ email: 'old-hash@example.com', passwordHash: oldHash, firstName: 'Cũ' }).returning({ id: users.id });
    const guest = await callerFor(database.db, { ip: '10.5.0.1' });
    expect(await codeOf(guest.auth.login({ email: 'old-hash@example.com', password: 'wrong password' }))).toBe('UNAUTHORIZED');
    const unchanged = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user!.id));
    expect(unchanged[0]!.hash).toBe(oldHash);

    expect(await codeOf(guest.auth.login({ email: 'old-hash@example.com', password: 'old password 1' }))).toBe('OK');
    const [after] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user!.id));
    expect(after!.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await codeOf(guest.auth.login({ email: 'old-hash@example.com', password: 'old password 1' }))).toBe('OK');
  });

  it('refuses a disabled account even with its password, and ends its sessions', async () => {
    const { id, email, token } = await userWithToken(database.db, 'customer');
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
    const guest = await callerFor(database.db, { ip: '10.6.0.1' });
    const error = await guest.auth.login({ email, password: TEST_PASSWORD }).catch((failure: TRPCError) => failure);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
    expect(await findSession(database.db, token)).toBeNull();
  });

  it('counts registrations before hashing: at most 3 an hour for one email', async () => {
    const guest = await callerFor(database.db, { ip: '10.7.0.1' });
    const attempt = () => codeOf(guest.auth.register({ email: 'flood@example.com', password: 'mat-khau-dai-1', confirmPassword: 'mat-khau-dai-1', firstName: 'F' }));
    const codes = await Promise.all(Array.from({ length: 5 }, attempt));
    expect(count(codes, 'OK')).toBe(3);
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBe(2);
  });
});
