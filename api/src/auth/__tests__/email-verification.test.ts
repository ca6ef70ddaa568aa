/**
 * Registering someone else's email must not show their guest orders: those join an account only
 * after the mailbox opened the verification link, which expires and works once. Registration
 * answers alike for a new and an existing email; only the mail differs.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { emailVerifications, orders, users } from '../../db/schema';
import { buildServer } from '../../server';
import { callerFor, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { writePublishedSite } from '../../testing/published-site';
import { issueVerificationToken } from '../email-verification';
import { RESEND_LIMIT } from '../../routers/auth';

// Each registration and sign-in hashes a password at full cost (about a second here).
jest.setTimeout(60_000);

let database: TestDatabase;
let app: FastifyInstance;
let outboxRoot: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  outboxRoot = await mkdtemp(path.join(tmpdir(), 'verify-mail-'));
  // Mail goes to DATA_DIR/outbox when no SMTP server is set.
  process.env.DATA_DIR = outboxRoot;
  database = await createTestDatabase();
  app = await buildServer({ db: database.db, publicUrl: 'https://shop.example', distDir: writePublishedSite(), uploadsDir: '/nonexistent', seedMediaDir: '/nonexistent', logLevel: 'silent' });
}, 60_000);

afterAll(async () => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await app?.close();
  await database?.destroy();
  // A background send of the last test may still be writing.
  await rm(outboxRoot, { recursive: true, force: true }).catch(() => {});
});

const outbox = () => path.join(outboxRoot, 'outbox');

/** The mails sent to `to`, waiting for background sends to land (no timing is asserted). */
async function mailsTo(to: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = await readdir(outbox()).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((file) => readFile(path.join(outbox(), file), 'utf8')));
    // A file still being written lacks the closing boundary of its multipart body.
    const mine = mails.filter((mail) => mail.includes(`To: ${to}`) && mail.trimEnd().endsWith('--'));
    if (mine.length >= count) return mine;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mails to ${to}`);
}

function linkIn(mail: string): string {
  // Quoted-printable may wrap long lines with a trailing '='.
  const unwrapped = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unwrapped.match(/https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no verification link in the mail');
  return match[1]!;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

let orderNumber = 0;
async function guestOrder(email: string): Promise<string> {
  const code = `GUEST-${++orderNumber}-${Math.random().toString(36).slice(2, 8)}`;
  await database.db.insert(orders).values({ code, paymentMethod: 'counter', totalAmount: 100_000, contactName: 'Khách', contactPhone: '0900000000', contactEmail: email, idempotencyKey: code });
  return code;
}

async function registerAndSignIn(email: string, password = 'mat-khau-dai-1') {
  const guest = await callerFor(database.db);
  expect(await guest.auth.register({ email, password, confirmPassword: password, firstName: 'Lan' })).toEqual({ ok: true });
  const { accessToken } = await guest.auth.login({ email, password });
  return { token: accessToken, caller: await callerFor(database.db, { token: accessToken }) };
}

describe('guest orders and the verified email', () => {
  it('hides guest orders of the email until its link is opened, then shows them', async () => {
    const email = 'victim@example.com';
    const guestCode = await guestOrder(email);
    const { caller, token } = await registerAndSignIn(email);
    expect((await caller.order.mine()).map((order) => order.orderCode)).toEqual([]);
    expect((await caller.profile.getMyProfile()).emailVerified).toBe(false);

    const [mail] = await mailsTo(email, 1);
    const response = await app.inject({ method: 'GET', url: linkIn(mail!) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard?verified=1');

    const after = await callerFor(database.db, { token });
    expect((await after.order.mine()).map((order) => order.orderCode)).toEqual([guestCode]);
    expect((await after.profile.getMyProfile()).emailVerified).toBe(true);
  });

  it('keeps showing the orders the account placed itself while signed in', async () => {
    const user = await userWithToken(database.db, 'customer');
    const caller = await callerFor(database.db, { token: user.token });
    const code = `OWN-${Date.now()}`;
    await database.db.insert(orders).values({ code, userId: user.id, paymentMethod: 'counter', totalAmount: 1, contactName: 'Lan', contactPhone: '0900000001', contactEmail: user.email, idempotencyKey: code });
    expect((await caller.order.mine()).map((order) => order.orderCode)).toEqual([code]);
  });

  it('refuses a used link and an expired one, verifying nothing', async () => {
    const email = 'links@example.com';
    await guestOrder(email);
    const { caller } = await registerAndSignIn(email);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));

    const expired = await issueVerificationToken(database.db, { id: user!.id, email }, new Date(Date.now() - 25 * 3_600_000));
    const refused = await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${expired}` });
    expect(refused.headers.location).toBe('/dashboard?verified=0');
    expect(await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' }).then((r) => r.headers.location)).toBe('/dashboard?verified=0');
    expect(await app.inject({ method: 'GET', url: '/api/auth/verify-email' }).then((r) => r.headers.location)).toBe('/dashboard?verified=0');
    expect(await caller.order.mine()).toEqual([]);

    const [mail] = await mailsTo(email, 1);
    const link = linkIn(mail!);
    expect((await app.inject({ method: 'GET', url: link })).headers.location).toBe('/dashboard?verified=1');
    expect((await app.inject({ method: 'GET', url: link })).headers.location).toBe('/dashboard?verified=0');
    const stored = await database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user!.id));
    expect(stored.every((row) => !JSON.stringify(row).includes(link.split('token=')[1]!))).toBe(true);
  });
});

describe('registration', () => {
  it('answers the same for a new and an existing email, and mails each case its own text', async () => {
    const email = 'twice@example.com';
    const guest = await callerFor(database.db, { ip: '10.9.0.1' });
    const first = await guest.auth.register({ email, password: 'mat-khau-dai-1', confirmPassword: 'mat-khau-dai-1', firstName: 'Lan' });
    const second = await guest.auth.register({ email: 'Twice@Example.com', password: 'khac-mat-khau-2', confirmPassword: 'khac-mat-khau-2', firstName: 'Mallory' });
    expect(second).toEqual(first);
    expect(first).toEqual({ ok: true });

    const mails = await mailsTo(email, 2);
    expect(mails.filter((mail) => mail.includes('/api/auth/verify-email?token='))).toHaveLength(1);
    const notice = mails.find((mail) => !mail.includes('verify-email'));
    expect(notice).toContain('auth/login');
    // The first password still signs in; the second registration changed nothing.
    expect(await codeOf(guest.auth.login({ email, password: 'mat-khau-dai-1' }))).toBe('OK');
    expect(await codeOf(guest.auth.login({ email, password: 'khac-mat-khau-2' }))).toBe('UNAUTHORIZED');
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('writes the mails in the language of the request', async () => {
    const email = 'english@example.com';
    const guest = await callerFor(database.db, { locale: 'en', ip: '10.9.0.2' });
    await guest.auth.register({ email, password: 'mat-khau-dai-1', confirmPassword: 'mat-khau-dai-1', firstName: 'Ann' });
    const [mail] = await mailsTo(email, 1);
    expect(mail).toContain('Subject: Confirm your email');
  });
});

describe('sending the link again', () => {
  it(`sends at most ${RESEND_LIMIT} links an hour per account, then answers 429 in the request's language`, async () => {
    const { email, token } = await userWithToken(database.db, 'customer');
    const caller = await callerFor(database.db, { token, locale: 'en', ip: '10.9.1.1' });
    const answers = await Promise.all(Array.from({ length: RESEND_LIMIT + 3 }, () => codeOf(caller.auth.resendVerification())));
    expect(answers.filter((code) => code === 'OK')).toHaveLength(RESEND_LIMIT);
    expect(answers.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(3);
    const error = await caller.auth.resendVerification().catch((failure: TRPCError) => failure);
    expect((error as TRPCError).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes$/);
    await mailsTo(email, RESEND_LIMIT);
  });

  it('limits one address across accounts too', async () => {
    const [first, second] = [await userWithToken(database.db, 'customer'), await userWithToken(database.db, 'customer')];
    const callers = await Promise.all([first, second].map((user) => callerFor(database.db, { token: user.token, ip: '10.9.2.2' })));
    const answers = [];
    for (const caller of [...callers, ...callers]) answers.push(await codeOf(caller.auth.resendVerification()));
    expect(answers).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
    await Promise.all([mailsTo(first.email, 2), mailsTo(second.email, 1)]);
  });

  it('sends nothing once the email is verified', async () => {
    const { id, token } = await userWithToken(database.db, 'customer');
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    const caller = await callerFor(database.db, { token, ip: '10.9.3.3' });
    expect(await caller.auth.resendVerification()).toEqual({ ok: true, alreadyVerified: true });
  });
});
