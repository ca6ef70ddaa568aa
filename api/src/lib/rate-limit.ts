/**
 * Fixed-window counters shared by every API instance: in PostgreSQL by default, in Redis when
 * REDIS_URL is set (falling back to PostgreSQL while Redis is away). `hit` counts one attempt and
 * says whether the caller is still under the limit.
 */
import { sql } from 'drizzle-orm';
import { isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Details for /healthz about the store behind the counters (e.g. `{ redis: 'down' }`). */
  health?(): Record<string, 'up' | 'down'>;
}

/** Counters in rate_limits; `db` may be a transaction, whose rollback then takes the hit back. */
export function postgresRateLimiter(db: Pick<Db, 'execute'>): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      // One statement (migration 0024): start a new window when the old one is over, else count up.
      const result = await db.execute<{ hits: number; resets_at: string | Date }>(sql`SELECT hits, resets_at FROM rate_limit_hit(${key}, ${windowSeconds})`);
      const row = result.rows[0]!;
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.resets_at).getTime() - Date.now()) / 1000));
      return { allowed: Number(row.hits) <= limit, count: Number(row.hits), retryAfterSeconds };
    },
  };
}

/**
 * One atomic step on the Redis server: count the hit and, when the key has no expiry (a new
 * window, or a key an interrupted client left behind), give it one. Two round trips would leave a
 * key counting for ever whenever the connection dropped between them.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/**
 * A Redis client that fails at once while Redis is away (no queue of waiting commands, short
 * timeouts) and keeps reconnecting in the background, so a limiter can fall back instead of hanging.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  // Connection errors surface as failed commands, which the fallback limiter reports once.
  redis.on('error', () => {});
  return redis;
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `rl:${key}`, windowSeconds)) as [number, number];
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, ttl) };
    },
    health: () => ({ redis: redis.status === 'ready' ? 'up' : 'down' }),
  };
}

/**
 * `primary` (Redis) while it answers, `fallback` (the database's counters) while it does not, so
 * limits keep working and selling goes on during an outage. Says so once when it starts falling
 * back and once when the primary answers again.
 */
export function withFallback(primary: RateLimiter, fallback: RateLimiter, log: { warn(message: string): void; info(message: string): void }): RateLimiter {
  let fallingBack = false;
  const attempt = async <T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> => {
    try {
      const result = await call(primary);
      if (fallingBack) log.info('rate limits: Redis answers again, counting there');
      fallingBack = false;
      return result;
    } catch (error) {
      if (!fallingBack) log.warn(`rate limits: Redis unavailable (${(error as Error).message}), counting in the database until it answers`);
      fallingBack = true;
      return call(fallback);
    }
  };
  return {
    hit: (key, limit, windowSeconds) => attempt((limiter) => limiter.hit(key, limit, windowSeconds)),
    health: () => primary.health?.() ?? {},
  };
}

/**
 * The address limits count a client by. An IPv6 subscriber is usually given a whole /64 and can
 * pick any address in it, so IPv6 clients are keyed by that prefix; IPv4 addresses (also written as
 * IPv4-mapped IPv6) stay whole.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%', 1)[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [group];
        // A dotted IPv4 tail stands for the last two groups.
        const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const [head, tail] = address.split('::') as [string, string | undefined];
  const headGroups = toGroups(head);
  const tailGroups = tail === undefined ? [] : toGroups(tail);
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
