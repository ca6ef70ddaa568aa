/**
 * The one initTRPC. Errors are formatted here: validation failures carry `fieldErrors`
 * (z.flattenError, messages translated into the request locale, keys kept in `fieldErrorKeys`),
 * a domain module's DomainError becomes the TRPCError of its code and message, and anything
 * unexpected becomes a plain "Internal Server Error" without internals.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { mayUse, type StaffArea } from '@storefront/shared/contracts/staff-roles';
import { translateValidationMessage } from '@storefront/shared/contracts/validation-messages';
import { siteHostsOf } from '@storefront/shared/routes/route-rule-match';
import { composeSite, type Site } from '@storefront/shared/routes/route-table';
import { isDatabaseUnavailable, type Db } from './db/client';
import type { Session } from './auth/sessions';
import type { CanaryRule } from './releases/canary-rule';
import type { RateLimiter } from './lib/rate-limit';
import { postgresRateLimiter } from './lib/rate-limit';
import { t as translate, type Locale } from './lib/i18n';
import { DomainError, fail as domainFail, fieldFailure as domainFieldFailure } from './lib/domain-error';

export interface ContextInner {
  db: Db;
  session: Session | null;
  locale: Locale;
  /** Client address, for rate limits. */
  ip: string;
  rateLimiter: RateLimiter;
  publicUrl: string;
  /** The hosts this site answers at (hostKey form): the public URL's and SITE_HOST_ALIASES. */
  siteHosts: readonly string[];
  /** The live remotes' pages (http/published-site.ts), read when a procedure needs them: seo.head. */
  site: () => Promise<Site>;
  /** The published build this server serves (remotes, canaries) and its canary rule; undefined where it serves none. */
  releases?: { distDir: string; rule: CanaryRule };
}

/** Before a procedure is given the live site (tests, the document's own calls), it sees no pages. */
const emptySite = composeSite([]);

export function createContextInner(opts: {
  db: Db;
  session?: Session | null;
  locale?: Locale;
  ip?: string;
  rateLimiter?: RateLimiter;
  publicUrl?: string;
  hostAliases?: readonly string[];
  site?: () => Promise<Site>;
  releases?: { distDir: string; rule: CanaryRule };
}): ContextInner {
  return {
    db: opts.db,
    session: opts.session ?? null,
    locale: opts.locale ?? 'vi',
    ip: opts.ip ?? '127.0.0.1',
    rateLimiter: opts.rateLimiter ?? postgresRateLimiter(opts.db),
    publicUrl: opts.publicUrl ?? 'http://127.0.0.1:8080',
    siteHosts: siteHostsOf(opts.publicUrl ?? 'http://127.0.0.1:8080', opts.hostAliases),
    site: opts.site ?? (() => Promise.resolve(emptySite)),
    releases: opts.releases,
  };
}

export type Context = ContextInner;

/** A failed contract check; the contracts use zod's mini API, whose errors are core `$ZodError`s. */
function isZodError(cause: unknown): cause is z.core.$ZodError {
  return cause instanceof z.core.$ZodError;
}

/** Issues zod raises on its own (wrong type, unknown enum …) get a generic key, never English text. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'validation.required';
  return 'validation.invalid';
}

const tRPC = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const locale: Locale = ctx?.locale ?? 'vi';
    const { stack: _stack, ...data } = shape.data;
    if (isZodError(error.cause)) {
      const keys = z.flattenError(error.cause, issueKey);
      const translateAll = (list: string[]) => list.map((key) => translateValidationMessage(key, locale));
      const fieldErrors = Object.fromEntries(
        Object.entries(keys.fieldErrors as Record<string, string[]>).map(([field, list]) => [field, translateAll(list)]),
      );
      const formErrors = translateAll(keys.formErrors);
      const first = formErrors[0] ?? Object.values(fieldErrors)[0]?.[0];
      return {
        ...shape,
        message: first ?? translate(locale, 'errors.validation'),
        data: { ...data, fieldErrors, formErrors, fieldErrorKeys: keys.fieldErrors, formErrorKeys: keys.formErrors },
      };
    }
    // An unexpected throw (it carries a cause) must not leak internals; deliberate errors keep their text.
    if (error.code === 'INTERNAL_SERVER_ERROR' && error.cause) {
      return { ...shape, message: translate(locale, 'errors.internal'), data };
    }
    return { ...shape, data };
  },
});

/** The TRPCError a domain refusal is answered with: its code, its message, its cause (a field's zod error). */
function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: error.code, message: error.message, cause: error.cause });
}

/**
 * Every procedure's first middleware: a DomainError thrown below it (by a domain module, a router
 * or a later middleware) reaches tRPC as the refusal it is, not as an unexpected error. tRPC has
 * already wrapped it in an INTERNAL_SERVER_ERROR by then, with the DomainError as the cause.
 */
const domainErrors = tRPC.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});

export const router = tRPC.router;
export const createCallerFactory = tRPC.createCallerFactory;
export const publicProcedure = tRPC.procedure.use(domainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: translate(ctx.locale, 'errors.unauthorized') });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** A procedure for the roles that may use `area` (shared/src/contracts/staff-roles.ts); everyone else is FORBIDDEN. */
export function areaProcedure(area: StaffArea) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!mayUse(ctx.session.user.role, area)) throw new TRPCError({ code: 'FORBIDDEN', message: translate(ctx.locale, 'errors.forbidden') });
    return next();
  });
}

/** The gate, orders and queues: staff and admins. */
export const staffProcedure = areaProcedure('operations');

/**
 * `limit` calls per account in `windowSeconds` for a console procedure that scans many rows or
 * changes many at once (a year's report, an order search, closing a range of days), counted before
 * any work, in the shared counters of lib/rate-limit.ts: a stolen or scripted staff session cannot
 * keep the database busy. `name` keys the counter, so procedures may share a budget.
 */
export function heavyWork(name: string, limit: number, windowSeconds: number) {
  return tRPC.middleware(async ({ ctx, next }) => {
    const result = await ctx.rateLimiter.hit(`heavy:${name}:${ctx.session?.user.id ?? ctx.ip}`, limit, windowSeconds);
    if (!result.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: translate(ctx.locale, 'errors.tooManyAttempts', { minutes: Math.ceil(result.retryAfterSeconds / 60) }) });
    return next();
  });
}

/**
 * For routers: lib/domain-error.ts's `fail` as the TRPCError it is answered with, so a router's
 * own catch can tell a refusal (a TRPCError) from a failure.
 */
export function fail(...args: Parameters<typeof domainFail>): TRPCError {
  return toTRPCError(domainFail(...args));
}

/** For routers: lib/domain-error.ts's `fieldFailure` as a TRPCError. */
export function fieldFailure(...args: Parameters<typeof domainFieldFailure>): TRPCError {
  return toTRPCError(domainFieldFailure(...args));
}

/** The localised "try again" a caller gets when the database could not answer, else the error itself. */
export function unavailableOr(cause: unknown, locale: Locale): unknown {
  return isDatabaseUnavailable(cause) ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: translate(locale, 'errors.unavailable'), cause }) : cause;
}

/**
 * Turns an unexpected error whose cause is an unreachable or too slow database into a 503 with the
 * localised "try again" (tRPC builds the response from the error after onError), so callers can
 * tell an outage from a bug. Says whether it did.
 */
export function markUnavailable(error: TRPCError, locale: Locale): boolean {
  if (error.code !== 'INTERNAL_SERVER_ERROR' || !isDatabaseUnavailable(error.cause)) return false;
  Object.assign(error, { code: 'SERVICE_UNAVAILABLE', message: translate(locale, 'errors.unavailable') });
  return true;
}
