/**
 * Rate limits on Redis: a key always has an expiry after a hit, and a Redis that is not there
 * (REDIS_URL at a port where nothing listens) does not stop anything: the counters move to the
 * database, the log says so once, and /healthz names Redis as down while staying 200.
 */
import { sql } from 'drizzle-orm';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { Redis } from 'ioredis';
import { buildServer } from '../../server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { connectRedis, postgresRateLimiter, redisRateLimiter, withFallback } from '../rate-limit';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

/** A port nothing listens on: bound once, then released. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function collectingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => warnings.push(message), info: () => {} } };
}

describe('Redis that is not there', () => {
  it('counts in the database instead, warns once, and /healthz stays 200 with redis down', async () => {
    const redis = connectRedis(`redis://127.0.0.1:${await deadPort()}`);
    const { warnings, log } = collectingLog();
    const limiter = withFallback(redisRateLimiter(redis), postgresRateLimiter(database.db), log);
    try {
      const results = [];
      for (let attempt = 0; attempt < 3; attempt++) results.push(await limiter.hit('order:203.0.113.9', 2, 600));
      expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
      const counted = await database.db.execute<{ count: number }>(sql`SELECT count FROM rate_limits WHERE key = 'order:203.0.113.9'`);
      expect(Number(counted.rows[0]?.count)).toBe(3);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Redis unavailable/);

      const root = mkdtempSync(path.join(os.tmpdir(), 'sf-redis-down-'));
      const app = await buildServer({
        db: database.db,
        publicUrl: 'http://127.0.0.1:8080',
        distDir: path.join(root, 'dist'),
        uploadsDir: path.join(root, 'uploads'),
        seedMediaDir: path.join(root, 'seed-media'),
        rateLimiter: limiter,
        logLevel: 'silent',
      });
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      await app.close();
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ ok: true, database: 'up', redis: 'down' });
    } finally {
      redis.disconnect();
    }
  }, 30_000);
});

describe('Redis counters', () => {
  let redis: Redis;
  let available = true;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    await redis.connect().catch(() => {
      available = false;
    });
    if (!available && process.env.CI) throw new Error('Redis is required for this test');
  });
  afterAll(() => redis.disconnect());

  it('never leaves a key without expiry, even one a client left behind', async () => {
    if (!available) return;
    const prefix = `test-${process.pid}-${Date.now()}`;
    const limiter = redisRateLimiter(redis);
    await Promise.all(Array.from({ length: 50 }, (_, index) => limiter.hit(`${prefix}:${index % 5}`, 10, 60)));
    // A counter written without its expiry, as two separate commands leave it when the second is lost.
    await redis.set(`rl:${prefix}:left`, '3');
    const after = await limiter.hit(`${prefix}:left`, 10, 60);
    expect(after).toMatchObject({ count: 4, allowed: true });
    for (const key of [...Array.from({ length: 5 }, (_, index) => `${prefix}:${index}`), `${prefix}:left`]) {
      expect(await redis.ttl(`rl:${key}`)).toBeGreaterThan(0);
      await redis.del(`rl:${key}`);
    }
  });

  it('reports Redis as up in the health details', async () => {
    if (!available) return;
    expect(redisRateLimiter(redis).health?.()).toEqual({ redis: 'up' });
  });
});
