/**
 * Fixed-window counters shared by every API instance: in PostgreSQL by default, in Redis when
 * REDIS_URL is set. `hit` counts one attempt and says whether the caller is still under the limit.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** How many hits the key has in its current window, without counting one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function postgresRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      // One statement: start a new window when the old one is over, else count up.
      const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
        INSERT INTO rate_limits (key, count, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
        RETURNING count, reset_at`);
      const row = result.rows[0]!;
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
      return { allowed: Number(row.count) <= limit, count: Number(row.count), retryAfterSeconds };
    },
    async peek(key) {
      const result = await db.execute<{ count: number }>(
        sql`SELECT count FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
      );
      return Number(result.rows[0]?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const name = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(name)
        .ttl(name)
        .exec()) as [[unknown, number], [unknown, number]];
      if (ttl < 0) await redis.expire(name, windowSeconds);
      return { allowed: count <= limit, count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      return Number((await redis.get(`rl:${key}`)) ?? 0);
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
  };
}
