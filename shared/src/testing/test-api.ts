/**
 * Test-only. The API a component test renders against: the real router, on a fresh seeded database of its
 * own (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set), reached through
 * tRPC's local link with the headers the page's own client sends (bearer token, language). So a
 * component test sees the answers, refusals and translated field errors the site would give, and
 * typed: a test names procedures as the page does.
 *
 * Arrange data with `db` (drizzle) or `caller` (the router as a given person); make the database
 * go away with `databaseDown`, or the whole API with `unreachable`, to see what a person is told
 * when it does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTRPCClient, TRPCClientError, unstable_localLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { TRPCError } from '@trpc/server';
import { requestHeaders, type ApiClient } from '@storefront/shared/api/trpc-client';
import { setAccessToken } from '@storefront/shared/api/access-token';
import type { Db } from '@storefront/api/db/client';
import { bearerToken, findSession } from '@storefront/api/auth/sessions';
import { localeFromHeaders } from '@storefront/api/lib/i18n';
import { appRouter, type AppRouter } from '@storefront/api/router';
import { seedDatabase } from '@storefront/api/seed/seed';
import { createContextInner, markUnavailable, unavailableOr } from '@storefront/api/trpc';
import { currentSite } from '@storefront/shared/routes/route-table';
import { mailSent } from '@storefront/api/lib/mail-in-background';
import { callerFor, userWithToken } from '@storefront/api/testing/callers';

export { TEST_PASSWORD } from '@storefront/api/testing/callers';
import { createTestDatabase } from '@storefront/api/testing/test-db';
import { writePublishedSite } from '@storefront/api/testing/published-site';
import { DEFAULT_RULE } from '@storefront/api/releases/canary-rule';

export type Role = 'customer' | 'staff' | 'editor' | 'admin';

export interface TestApi {
  /** The client the page uses: hand it to the render helper. */
  client: ApiClient;
  /** The database behind it, to arrange data or read what a call changed. */
  db: Db;
  /** Every procedure the page called, in order, with its input. */
  calls: { path: string; input: unknown }[];
  /** The inputs of every call to `path`. */
  callsTo(path: string): unknown[];
  /** The router called directly, as a visitor or as the person holding `token`. */
  caller(options?: { token?: string }): ReturnType<typeof callerFor>;
  /** Makes a person of `role` and signs the page in as them (the token the page stores). */
  signIn(role?: Role, email?: string): Promise<{ id: number; email: string; token: string }>;
  /** While true, every query the API makes fails as when the database cannot be reached. */
  databaseDown(down: boolean): void;
  /** While true, no call reaches the API: each fails as when the connection drops. */
  unreachable(unreachable: boolean): void;
  /** Resolves once the mail the calls so far started (an order's confirmation) is written. */
  mailSent(): Promise<void>;
  /** The published build the API serves (the real site's remotes at version 1), where a test may start a canary. */
  distDir: string;
  close(): Promise<void>;
}

/** What a dropped connection looks like to the API (see isDatabaseUnavailable). */
function connectionLost(): Error {
  return Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
}

/** `db` as the API sees it: itself, or a database whose every use fails while it is down. */
function switchableDb(db: Db, isDown: () => boolean): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!isDown() || typeof value !== 'function') return value;
      return () => {
        throw connectionLost();
      };
    },
  });
}

/**
 * Records each operation the client sends, then passes it on, or, while the API is unreachable,
 * fails it as the page's client does when the connection drops (a TypeError from fetch).
 */
function recordingLink(calls: TestApi['calls'], isUnreachable: () => boolean): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        if (!isUnreachable()) return next(op).subscribe(observer);
        observer.error(TRPCClientError.from(new TypeError('fetch failed')));
        return () => {};
      });
}

export async function createTestApi(): Promise<TestApi> {
  // The API's files (the mail outbox) go to a folder of the test's own, never the checkout's data/.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-test-api-'));
  process.env.DATA_DIR = dataDir;
  const distDir = writePublishedSite(path.join(dataDir, 'dist'));
  const database = await createTestDatabase();
  await seedDatabase(database.db);
  let down = false;
  let unreachable = false;
  const db = switchableDb(database.db, () => down);
  const calls: TestApi['calls'] = [];

  const client = createTRPCClient<AppRouter>({
    links: [
      recordingLink(calls, () => unreachable),
      unstable_localLink({
        router: appRouter,
        async createContext() {
          // The same headers the HTTP client sends, read the way the server reads them.
          const headers = requestHeaders();
          const token = bearerToken(headers.Authorization);
          const locale = localeFromHeaders(headers);
          // As the server does: a signed-in call whose session cannot be looked up is refused as an outage.
          if (token && down) throw unavailableOr(connectionLost(), locale);
          const session = token ? await findSession(database.db, token) : null;
          // The site the test rendered into (setSite), as the server's is the live remotes' pages.
          return createContextInner({ db, session, locale, site: () => Promise.resolve(currentSite()), releases: { distDir, rule: DEFAULT_RULE } });
        },
        onError({ error, ctx }) {
          markUnavailable(error as TRPCError, ctx?.locale ?? 'vi');
        },
      }),
    ],
  });

  return {
    client,
    db: database.db,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
    caller: (options = {}) => callerFor(database.db, options),
    async signIn(role = 'customer', email) {
      const user = await userWithToken(database.db, role, email);
      setAccessToken(user.token);
      return user;
    },
    databaseDown(value) {
      down = value;
    },
    unreachable(value) {
      unreachable = value;
    },
    mailSent,
    distDir,
    async close() {
      // Mail the calls started is written before its folder goes.
      await mailSent();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's API: started before its first test, closed after its last. Tests of one file
 * share its database, so each arranges the rows it reads.
 */
export function withTestApi(): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi();
  }, 60_000);
  afterAll(() => api?.close());
  return new Proxy({} as TestApi, {
    get(_, property) {
      if (!api) throw new Error('The test API starts in beforeAll: use it inside a test');
      return Reflect.get(api, property);
    },
  });
}

export { and, desc, eq, like, ne, sql, tables } from '@storefront/api/testing/rows';
