import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { createSession, findSession } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import type { Locale } from '../lib/i18n';
import { appRouter } from '../routers/_app';
import { createCallerFactory, createContextInner } from '../trpc';

const createCaller = createCallerFactory(appRouter);

export async function callerFor(db: Db, options: { token?: string; locale?: Locale; ip?: string } = {}) {
  const session = options.token ? await findSession(db, options.token) : null;
  return createCaller(createContextInner({ db, session, locale: options.locale, ip: options.ip }));
}

/** A caller on `token`'s live session under another `role`, e.g. one no staff area names (a role added later). */
export async function callerWithRole(db: Db, token: string, role: string, locale?: Locale) {
  const session = await findSession(db, token);
  if (!session) throw new Error('no session for the token');
  return createCaller(createContextInner({ db, session: { ...session, user: { ...session.user, role } } as unknown as typeof session, locale }));
}

/** One hash for every test user: at today's cost each hash takes about a second. */
let testPasswordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery';

/** A user of a role with a live session token. */
export async function userWithToken(db: Db, role: 'customer' | 'staff' | 'editor' | 'admin', email = `${role}-${Math.random().toString(36).slice(2)}@example.com`) {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)), role, firstName: role })
    .returning({ id: users.id });
  return { id: user!.id, email, token: await createSession(db, user!.id) };
}

/** What a call refused with: its code and its message (in the caller's language). Fails the test when the call went through. */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}
