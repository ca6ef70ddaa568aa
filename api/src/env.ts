/**
 * Configuration from the environment, parsed once. Invalid values stop start-up with a message
 * naming the variable. Paths resolve against the directory npm was started from (the repo root for
 * `npm start`), so `npm run user:create` in the workspace reaches the same data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER } from '@storefront/shared/contracts/checkout-rules';
import { DEFAULT_POSTGRES_TIMEOUTS } from './db/client';

/** The api package directory, found from the working directory (works for tsx, the bundle and jest). */
function findApiRoot(): string {
  const candidates = [process.env.INIT_CWD, process.cwd()].filter((dir): dir is string => Boolean(dir));
  for (const start of candidates) {
    for (const dir of [start, path.join(start, 'api'), path.dirname(start)]) {
      const pkg = path.join(dir, 'package.json');
      if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"name": "@storefront/api"')) return dir;
    }
  }
  return path.join(process.cwd(), 'api');
}

export const apiRoot = findApiRoot();
export const repoRoot = path.dirname(apiRoot);

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** `name` or `name:port`, as a URL's host reads it. */
function isHost(value: string): boolean {
  try {
    return new URL(`http://${value}`).host === value.toLowerCase().replace(/:80$/, '');
  } catch {
    return false;
  }
}

/** Limits of one order and of unpaid pay-at-counter seats, unless the settings below say otherwise. */
export const DEFAULT_CHECKOUT_LIMITS = { ticketsPerOrder: MAX_TICKETS_PER_ORDER, unpaidPerContact: 20, unpaidSharePercent: 20, counterCutoffMinutes: 60 };

/** New orders one network address may place per 10 minutes, unless ORDER_LIMIT_PER_IP says otherwise. */
export const DEFAULT_ORDER_LIMIT_PER_IP = 60;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Names this instance in every answer's X-Served-By header, to tell instances behind one proxy apart. */
  INSTANCE_NAME: z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash or underscore').optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: optionalUrl,
  /** Other hosts (`name` or `name:port`) that serve this same site, comma-separated: route rules may not lead to them. */
  SITE_HOST_ALIASES: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((host) => host.trim()).filter(Boolean))
    .refine((hosts) => hosts.every(isHost), 'comma-separated host names, each with an optional :port'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'dist')),
  /** How often each instance judges the running canaries (README "Release a remote to a canary"). */
  CANARY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Page views a canary needs before the rule compares its error rate with the stable version's. */
  CANARY_MIN_PAGE_VIEWS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Skip seeding at start-up (an operator who wants an empty database). */
  SEED: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  VNPAY_TMN_CODE: z.string().optional(),
  VNPAY_HASH_SECRET: z.string().optional(),
  VNPAY_URL: optionalUrl,
  VNPAY_API_URL: optionalUrl,
  /**
   * 1: the embedded VNPay sandbox takes the payments (demo and tests; its secret is public, so no
   * money moves and nothing it signs is worth anything).
   */
  PAYMENT_SANDBOX: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * Orders one network address may place per 10 minutes; 0 turns the limit off (load tests, where
   * one address stands in for many buyers). High enough for a tour group behind one address.
   */
  ORDER_LIMIT_PER_IP: z.coerce.number().int().min(0).default(DEFAULT_ORDER_LIMIT_PER_IP),
  /** PostgreSQL: how long opening a connection, or waiting for a free one, may take before the call fails. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
  /** PostgreSQL: how long one statement may run, or go unanswered, before it fails. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POSTGRES_TIMEOUTS.statementMs),
  /** Proxies whose X-Forwarded-For is believed: true, false, or addresses/CIDRs (comma separated). */
  TRUST_PROXY: z.string().default('loopback').transform(parseTrustProxy),
  /**
   * Signs the short-lived links through which staff see uploads not yet approved. Unset: a random
   * key is generated once into DATA_DIR/upload-url.key, which every instance on that DATA_DIR shares.
   */
  UPLOAD_URL_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Tickets of every category together in one order; the checkout contract refuses more than its default. */
  MAX_TICKETS_PER_ORDER: z.coerce.number().int().min(1).max(MAX_TICKETS_PER_ORDER).default(DEFAULT_CHECKOUT_LIMITS.ticketsPerOrder),
  /** Unpaid pay-at-counter tickets per visit date for one phone, one email or one network address. */
  UNPAID_TICKETS_PER_CONTACT: z.coerce.number().int().min(0).default(DEFAULT_CHECKOUT_LIMITS.unpaidPerContact),
  /** Share (%) of a date's capacity that unpaid pay-at-counter seats may take. */
  UNPAID_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_CHECKOUT_LIMITS.unpaidSharePercent),
  /** Minutes after opening on the visit day when unpaid pay-at-counter orders give their seats back. */
  COUNTER_CUTOFF_MINUTES: z.coerce.number().int().min(0).max(600).default(DEFAULT_CHECKOUT_LIMITS.counterCutoffMinutes),
  /**
   * The Ed25519 key that signs ticket QR codes: PEM (PKCS#8) or a private JWK. Required in
   * production; unset elsewhere, one is generated once into DATA_DIR/ticket-keys.
   */
  TICKET_SIGNING_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /**
   * The bearer token that opens GET /metrics to a scraper. Unset: /metrics answers only clients on
   * this machine (loopback, after the trusted proxy's X-Forwarded-For).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  /** Keys TICKET_SIGNING_KEY replaced (JSON array of JWKs): their tickets keep verifying. */
  TICKET_SIGNING_KEYS_RETIRED: z.string().optional().or(z.literal('').transform(() => undefined)),
})
  .superRefine(refuseUnsafeGateway)
  .superRefine(requireTicketKeyInProduction);

/**
 * Instances of a production site must sign with the same key, and one generated into a DATA_DIR
 * would be lost with it: production names its key.
 */
function requireTicketKeyInProduction(env: { NODE_ENV: string; TICKET_SIGNING_KEY?: string }, context: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.TICKET_SIGNING_KEY) {
    context.addIssue({ code: 'custom', path: ['TICKET_SIGNING_KEY'], message: 'required in production (an Ed25519 private key, PEM PKCS#8 or JWK)' });
  }
}

const VNPAY_SETTINGS = ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_URL'] as const;

/**
 * A partial VNPay configuration would quietly take no payment (or, formerly, the sandbox's); a
 * production server without a gateway would sell nothing online. Both stop start-up, naming each
 * missing setting. The sandbox is never mixed with a real merchant account.
 */
function refuseUnsafeGateway(env: { NODE_ENV: string; PAYMENT_SANDBOX: boolean } & Partial<Record<(typeof VNPAY_SETTINGS)[number], string>>, context: z.RefinementCtx): void {
  const missing = VNPAY_SETTINGS.filter((name) => !env[name]);
  const partial = missing.length > 0 && missing.length < VNPAY_SETTINGS.length;
  const complete = missing.length === 0;
  if (env.PAYMENT_SANDBOX && complete) {
    context.addIssue({ code: 'custom', path: ['PAYMENT_SANDBOX'], message: 'must not be 1 together with a real VNPay configuration (VNPAY_*); choose one' });
    return;
  }
  const requireAll = partial || (env.NODE_ENV === 'production' && !complete && !env.PAYMENT_SANDBOX);
  if (!requireAll) return;
  const why = partial ? 'required with the other VNPay settings' : 'required in production (or PAYMENT_SANDBOX=1 for a demo without real payments)';
  for (const name of missing) context.addIssue({ code: 'custom', path: [name], message: why });
}

/** Names Fastify (proxy-addr) accepts for address ranges in trustProxy. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY in one of Fastify's trustProxy forms. */
function parseTrustProxy(value: string, context: z.RefinementCtx): boolean | string[] {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const valid = NAMED_RANGES.includes(entry) || (isIP(address!) > 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
    if (!valid) context.addIssue({ code: 'custom', message: `"${entry}" is not an address, a CIDR range or one of ${NAMED_RANGES.join(', ')}` });
  }
  return entries;
}

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Folder of uploaded files (DATA_DIR/uploads). */
  UPLOADS_DIR: string;
  /** Generated SVG seed images shipped with the api package. */
  SEED_MEDIA_DIR: string;
  MIGRATIONS_DIR: string;
};

const baseDir = process.env.INIT_CWD ?? process.cwd();

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const hostForUrl = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return {
    ...env,
    DATA_DIR: dataDir,
    DIST_DIR: path.resolve(baseDir, env.DIST_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${hostForUrl}:${env.PORT}`).replace(/\/+$/, ''),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    SEED_MEDIA_DIR: path.join(apiRoot, 'seed-media'),
    MIGRATIONS_DIR: path.join(apiRoot, 'drizzle'),
  };
}
