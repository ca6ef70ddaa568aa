/** Starts the API: parse env, open + migrate the database, seed once, serve. */
import { Redis } from 'ioredis';
import { openDatabase } from './db/client';
import { parseEnv, type Env } from './env';
import { postgresRateLimiter, redisRateLimiter } from './lib/rate-limit';
import { seedDatabase } from './seed/seed';
import { buildServer } from './server';

async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate(env.MIGRATIONS_DIR);
  if (env.SEED) await seedDatabase(database.db);

  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildServer({
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    distDir: env.DIST_DIR,
    uploadsDir: env.UPLOADS_DIR,
    seedMediaDir: env.SEED_MEDIA_DIR,
    rateLimiter: redis ? redisRateLimiter(redis) : postgresRateLimiter(database.db),
    logLevel: env.LOG_LEVEL,
  });

  // Close cleanly so PGlite flushes its files and in-flight requests finish.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => {});
    redis?.disconnect();
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`storefront on ${env.PUBLIC_URL} (${database.driver}${database.driver === 'pglite' ? ` in ${env.DATA_DIR}/pglite` : ''})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
