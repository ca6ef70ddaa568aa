/**
 * Passwords: the "forgot password" mail and its link, and a signed-in change. Attacks first: the
 * request answers the same for any email (no account enumeration) and is limited per address and
 * per email; the token is stored hashed, works once (also twice at once) and for 30 minutes, and an
 * expired one says so; a new password ends every session and every other link; a change needs the
 * current password and the sign-up rules, and ends the account's other sessions.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { mimeParts } from '@storefront/shared/testing/mime-message';
import { issuePasswordReset } from '../../auth/password-reset';
import { passwordResets, rateLimits, sessions, users } from '../../db/schema';
import { mailSent } from '../../lib/mail-in-background';
import { callerFor, refusal, TEST_PASSWORD, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

// Each reset, change and sign-in hashes a password at full cost (about a second here).
jest.setTimeout(60_000);

let database: TestDatabase;
let outboxRoot: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  outboxRoot = await mkdtemp(path.join(tmpdir(), 'password-reset-'));
  // Mail goes to DATA_DIR/outbox when no SMTP server is set.
  process.env.DATA_DIR = outboxRoot;
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await database?.destroy();
  await rm(outboxRoot, { recursive: true, force: true }).catch(() => {});
});

beforeEach(async () => {
  await database.db.delete(rateLimits);
});

let nextIp = 0;
/** Every call from its own address unless a test names one, so the per-address limits never count across tests. */
const visitor = (locale: 'vi' | 'en' = 'vi', ip = `198.51.100.${(nextIp++ % 250) + 1}`) => callerFor(database.db, { locale, ip });
const withToken = (token: string, locale: 'vi' | 'en' = 'vi') => callerFor(database.db, { token, locale });
const NEW_PASSWORD = 'a brand new password';

/** The reset mails sent to `to`, newest last, as a mail program reads them. */
async function resetMails(to: string): Promise<{ subject: string; text: string }[]> {
  await mailSent();
  const dir = path.join(outboxRoot, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.includes('password-reset')).sort();
  const mails = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return mails
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) => ({ subject: /^Subject: (.*)$/m.exec(raw)![1]!, text: mimeParts(raw).find((part) => part.type === 'text/plain')!.text() }));
}

async function mailedToken(to: string): Promise<string> {
  const text = (await resetMails(to)).at(-1)?.text ?? '';
  const match = /https?:\/\/\S+\/auth\/reset-password\?token=([A-Za-z0-9_-]+)&lang=(vi|en)/.exec(text);
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return match[1]!;
}

const reset = async (token: string, locale: 'vi' | 'en' = 'vi', password = NEW_PASSWORD) =>
  (await visitor(locale)).password.reset({ token, password, confirmPassword: password });
const signIn = async (email: string, password: string) => (await visitor()).auth.login({ email, password });
const liveSessionsOf = (userId: number) => database.db.select().from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

describe('asking for a reset (attacks)', () => {
  it('answers the same for a known, an unknown and a disabled email; only the live account is mailed', async () => {
    const known = await userWithToken(database.db, 'customer');
    const disabled = await userWithToken(database.db, 'staff');
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    const answers = await Promise.all(
      [known.email, 'nobody-here@example.com', disabled.email].map(async (email) => (await visitor()).password.requestReset({ email })),
    );
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await resetMails(known.email)).toHaveLength(1);
    expect(await resetMails('nobody-here@example.com')).toEqual([]);
    expect(await resetMails(disabled.email)).toEqual([]);
  });

  it('is limited per email (3 an hour, from any address) and per address (10 an hour), for unknown emails alike', async () => {
    const known = await userWithToken(database.db, 'customer');
    for (let i = 0; i < 3; i += 1) await (await visitor()).password.requestReset({ email: known.email });
    expect(await refusal((await visitor('en')).password.requestReset({ email: known.email }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in 60 minutes',
    });
    expect(await resetMails(known.email)).toHaveLength(3);

    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i += 1) await (await visitor('vi', ip)).password.requestReset({ email: `unknown-${i}@example.com` });
    expect((await refusal((await visitor('vi', ip)).password.requestReset({ email: 'unknown-10@example.com' }))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('mails a link in the language of the page, storing only the token\'s sha256', async () => {
    const known = await userWithToken(database.db, 'customer');
    await (await visitor('en')).password.requestReset({ email: known.email.toUpperCase() });
    const [mail] = await resetMails(known.email);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.text).toContain('30 minutes');
    expect(mail!.text).toContain('&lang=en');
    const token = await mailedToken(known.email);
    const rows = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, known.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('a reset link (attacks)', () => {
  it('sets the password once, ends every session of the account, and the old password stops working', async () => {
    const account = await userWithToken(database.db, 'staff');
    const other = await signIn(account.email, TEST_PASSWORD);
    await (await visitor()).password.requestReset({ email: account.email });
    const token = await mailedToken(account.email);

    await expect(reset(token)).resolves.toEqual({ ok: true });
    expect(await liveSessionsOf(account.id)).toEqual([]);
    expect((await refusal((await withToken(account.token)).profile.getMyProfile())).code).toBe('UNAUTHORIZED');
    expect((await refusal((await withToken(other.accessToken)).profile.getMyProfile())).code).toBe('UNAUTHORIZED');
    expect((await refusal(signIn(account.email, TEST_PASSWORD))).code).toBe('UNAUTHORIZED');
    await expect(signIn(account.email, NEW_PASSWORD)).resolves.toHaveProperty('accessToken');

    expect(await refusal(reset(token, 'vi', 'mallory password'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được dùng. Vui lòng yêu cầu liên kết mới',
    });
    await expect(signIn(account.email, NEW_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('used twice at once, sets one password', async () => {
    const account = await userWithToken(database.db, 'customer');
    const token = await issuePasswordReset(database.db, account.id);
    const results = await Promise.allSettled([reset(token, 'vi', 'first password 1'), reset(token, 'vi', 'second password 2')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('expires after 30 minutes, says so in the request language, and changes nothing', async () => {
    const account = await userWithToken(database.db, 'customer');
    const token = await issuePasswordReset(database.db, account.id, new Date(Date.now() - 31 * 60_000));
    expect(await refusal(reset(token, 'en'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This password reset link has expired (it works for 30 minutes). Please ask for a new link',
    });
    expect(await liveSessionsOf(account.id)).toHaveLength(1);
    await expect(signIn(account.email, TEST_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('refuses a garbage token and a weak or mismatched password with field errors, changing nothing', async () => {
    const account = await userWithToken(database.db, 'customer');
    const token = await issuePasswordReset(database.db, account.id);
    expect((await refusal(reset('not-a-token'))).code).toBe('BAD_REQUEST');
    expect(await refusal(reset(token, 'en', 'short'))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('validation.minLength') });
    expect((await refusal((await visitor()).password.reset({ token, password: NEW_PASSWORD, confirmPassword: 'other one' }))).code).toBe('BAD_REQUEST');
    await expect(reset(token)).resolves.toEqual({ ok: true });
  });

  it('dies when the password is changed or another link is used', async () => {
    const account = await userWithToken(database.db, 'customer');
    const [first, second, third] = [await issuePasswordReset(database.db, account.id), await issuePasswordReset(database.db, account.id), await issuePasswordReset(database.db, account.id)];
    await reset(first);
    expect((await refusal(reset(second))).code).toBe('BAD_REQUEST');
    const { accessToken } = await signIn(account.email, NEW_PASSWORD);
    const fourth = await issuePasswordReset(database.db, account.id);
    await (await withToken(accessToken)).password.change({ currentPassword: NEW_PASSWORD, password: 'changed password', confirmPassword: 'changed password' });
    expect((await refusal(reset(third))).code).toBe('BAD_REQUEST');
    expect((await refusal(reset(fourth))).code).toBe('BAD_REQUEST');
  });
});

describe('changing the password (attacks)', () => {
  it('needs the current password, with a localised field error, and changes nothing without it', async () => {
    const account = await userWithToken(database.db, 'customer');
    const me = await withToken(account.token, 'en');
    expect(await refusal(me.password.change({ currentPassword: 'wrong one!', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The current password is not correct',
    });
    // The sign-up rules; the HTTP answer translates the key (trpc.ts's error formatter).
    expect(await refusal(me.password.change({ currentPassword: TEST_PASSWORD, password: 'short', confirmPassword: 'short' }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('validation.minLength') });
    expect((await refusal((await visitor()).password.change({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).code).toBe('UNAUTHORIZED');
    await expect(signIn(account.email, TEST_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it("ends the account's other sessions and keeps this one", async () => {
    const account = await userWithToken(database.db, 'staff');
    const other = await signIn(account.email, TEST_PASSWORD);
    await (await withToken(account.token)).password.change({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await expect((await withToken(account.token)).profile.getMyProfile()).resolves.toMatchObject({ email: account.email });
    expect((await refusal((await withToken(other.accessToken)).profile.getMyProfile())).code).toBe('UNAUTHORIZED');
    expect(await liveSessionsOf(account.id)).toHaveLength(1);
    await expect(signIn(account.email, NEW_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('is limited to 5 tries per account in 15 minutes, so a stolen session cannot guess the password', async () => {
    const account = await userWithToken(database.db, 'customer');
    const me = await withToken(account.token);
    for (let i = 0; i < 5; i += 1) await refusal(me.password.change({ currentPassword: `guess ${i} wrong`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect((await refusal(me.password.change({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
  });
});
