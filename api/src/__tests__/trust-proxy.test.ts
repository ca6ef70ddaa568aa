/**
 * Behind a proxy: X-Forwarded-For is believed from the proxies TRUST_PROXY names (loopback by
 * default) and from nobody else, and the address limits count under is the client's, IPv6 by /64.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseEnv } from '../env';
import { postgresRateLimiter, type RateLimiter } from '../lib/rate-limit';
import { buildServer, type ServerOptions } from '../server';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

/** The keys a server counted under while answering, through the real database limiter. */
async function serverCountingKeys(trustProxy?: ServerOptions['trustProxy']) {
  const keys: string[] = [];
  const limiter = postgresRateLimiter(database.db);
  const recording: RateLimiter = { ...limiter, hit: (key, limit, windowSeconds) => (keys.push(key), limiter.hit(key, limit, windowSeconds)) };
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-proxy-'));
  const app: FastifyInstance = await buildServer({
    db: database.db,
    publicUrl: 'http://127.0.0.1:8080',
    distDir: path.join(root, 'dist'),
    uploadsDir: path.join(root, 'uploads'),
    seedMediaDir: path.join(root, 'seed-media'),
    rateLimiter: recording,
    logLevel: 'silent',
    trustProxy,
  });
  /** Signs in with a wrong password from `remoteAddress`, saying it forwards for `forwardedFor`. */
  const loginFrom = async (remoteAddress: string, forwardedFor?: string) => {
    keys.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/trpc/auth.login',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    });
    return keys.join(' ');
  };
  return { loginFrom, close: () => app.close() };
}

describe('client address behind a proxy', () => {
  it('by default believes only a loopback proxy, and keys IPv6 clients by their /64', async () => {
    const server = await serverCountingKeys();
    try {
      expect(await server.loginFrom('127.0.0.1', '2001:db8:1:2::77')).toContain('login-ip:2001:db8:1:2::/64');
      expect(await server.loginFrom('127.0.0.1', '2001:db8:1:2:ffff::1')).toContain('login-ip:2001:db8:1:2::/64');
      expect(await server.loginFrom('127.0.0.1', '203.0.113.5')).toContain('login-ip:203.0.113.5');
      // Not a trusted proxy: its X-Forwarded-For is a lie a client could tell to dodge its limits.
      const direct = await server.loginFrom('198.51.100.20', '203.0.113.99');
      expect(direct).toContain('login-ip:198.51.100.20');
      expect(direct).not.toContain('203.0.113.99');
      expect(await server.loginFrom('::ffff:198.51.100.21')).toContain('login-ip:198.51.100.21');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('believes the proxies TRUST_PROXY names instead', async () => {
    const trustProxy = parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).TRUST_PROXY;
    expect(trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    const server = await serverCountingKeys(trustProxy);
    try {
      expect(await server.loginFrom('10.20.30.40', '203.0.113.5')).toContain('login-ip:203.0.113.5');
      expect(await server.loginFrom('192.168.1.1', '203.0.113.6')).toContain('login-ip:203.0.113.6');
      expect(await server.loginFrom('127.0.0.1', '203.0.113.7')).toContain('login-ip:127.0.0.1');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('reads TRUST_PROXY in Fastify’s forms and refuses anything else, naming the setting', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2001:db8::/32,loopback' }).TRUST_PROXY).toEqual(['2001:db8::/32', 'loopback']);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: "proxy.example.com" is not an address/);
  });
});
