/** Starts the API: parse env, open + migrate the database, seed once, serve. */
import { DEFAULT_RULE } from './releases/canary-rule';
import { startExpirySweep } from './auth/sweep';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { parseEnv, type Env } from './env';
import { scheduleOrphanUploadSweep } from './media/orphan-uploads';
import { connectRedis, postgresRateLimiter, redisRateLimiter, withFallback } from './lib/rate-limit';
import { seedDatabase } from './seed/seed';
import { buildServer } from './server';
import { loadTicketKeyring, TicketKeyError, useTicketKeyring } from './tickets/keys';
import { mailSent } from './lib/mail-in-background';
import { ordersSettled } from './commerce/place-order';

async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Before the database opens: a key that cannot be read stops start-up at once, naming its setting.
  try {
    useTicketKeyring(await loadTicketKeyring({ signingKey: env.TICKET_SIGNING_KEY, retiredKeys: env.TICKET_SIGNING_KEYS_RETIRED, dataDir: env.DATA_DIR }));
  } catch (error) {
    if (!(error instanceof TicketKeyError)) throw error;
    console.error(`Invalid configuration:\n  ${error.message}`);
    process.exit(1);
  }

  // The embedded database allows one process at a time: refuse before opening it if another holds it.
  let lock;
  try {
    lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR, 'the server');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    timeouts: { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS },
  });
  await database.migrate(env.MIGRATIONS_DIR);
  if (env.SEED) await seedDatabase(database.db);

  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
  const databaseLimiter = postgresRateLimiter(database.db);
  // While Redis is away the limits count in the database, said once in the log (at request time, so `app` exists).
  const rateLimiter = redis
    ? withFallback(redisRateLimiter(redis), databaseLimiter, { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) })
    : databaseLimiter;
  const app = await buildServer({
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    hostAliases: env.SITE_HOST_ALIASES,
    distDir: env.DIST_DIR,
    uploadsDir: env.UPLOADS_DIR,
    seedMediaDir: env.SEED_MEDIA_DIR,
    metricsToken: env.METRICS_TOKEN,
    databaseUsage: database.usage,
    rateLimiter,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    instanceName: env.INSTANCE_NAME,
    canaries: { rule: { ...DEFAULT_RULE, minPageViews: env.CANARY_MIN_PAGE_VIEWS }, checkSeconds: env.CANARY_CHECK_SECONDS },
  });

  startExpirySweep(database.db, (error) => app.log.warn({ err: error }, 'expiry sweep failed'));
  scheduleOrphanUploadSweep(app, { db: database.db, uploadsDir: env.UPLOADS_DIR });

  // Close cleanly so PGlite flushes its files and in-flight requests finish.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request or database call that never ends must not keep a stopped instance alive.
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    // close() waits for every connection to end, and a keep-alive connection whose request finishes
    // during shutdown stays open for as long as the proxy keeps it. Closing each one as soon as it
    // is idle lets in-flight requests finish and the process end.
    const dropIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch(() => {});
    clearInterval(dropIdle);
    // Requests whose callers left are not waited for by close(); their orders still need the pool.
    await ordersSettled();
    await mailSent();
    redis?.disconnect();
    await database.close().catch(() => {});
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  logPaymentGateway(app.log, env);
  app.log.info(`storefront on ${env.PUBLIC_URL} (${database.driver}${database.driver === 'pglite' ? ` in ${env.DATA_DIR}/pglite` : ''})`);
}

/** Says at start-up which gateway takes the money, so a demo is never mistaken for live sales. */
function logPaymentGateway(log: { info(message: string): void; warn(message: string): void }, env: Env): void {
  if (env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET && env.VNPAY_URL) log.info(`payments: VNPay merchant ${env.VNPAY_TMN_CODE}`);
  else if (env.PAYMENT_SANDBOX) log.warn('payments: embedded VNPay sandbox gateway ON (PAYMENT_SANDBOX=1): a demo, no money moves');
  else log.warn('payments: no online gateway, pay at the counter only (set VNPAY_TMN_CODE, VNPAY_HASH_SECRET, VNPAY_URL or PAYMENT_SANDBOX=1)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
