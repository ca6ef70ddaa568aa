/**
 * Route rules (spec §7): a site path answered with a redirect before any page renders, internal
 * (to another path of this site) or external (to an http(s) address elsewhere), permanent (301)
 * or temporary (302). Editors manage them in the console (staff area `content`); the API checks
 * these schemas and the console's form checks the same ones before sending. The checks that need
 * the other rules or the live pages (loops, chains, a page's second address) are the API's
 * (api/src/routing/route-rules.ts).
 */
import * as z from 'zod/mini';
import { id } from './common';
import { messageKey } from './message-key';

/** The most rules the site may hold: every document carries them all, for the shell to follow. */
export const ROUTE_RULES_MAX = 100;
export const RULE_PATH_MAX = 200;
export const RULE_TARGET_MAX = 500;

export const ROUTE_RULE_STATUSES = [301, 302] as const;
export type RouteRuleStatus = (typeof ROUTE_RULE_STATUSES)[number];
export const ROUTE_RULE_KINDS = ['internal', 'external'] as const;
export type RouteRuleKind = (typeof ROUTE_RULE_KINDS)[number];

/**
 * Paths the site answers with something other than a page document: the API, health, the build's
 * files, uploads, SEO files, the payment sandbox, and `/server`, where nginx answers 404 itself
 * (the shell's server build). No rule starts or ends there.
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/healthz',
  '/remotes',
  '/remotes.json',
  '/builds',
  '/server',
  '/uploads',
  '/seed-media',
  '/sandbox',
  '/robots.txt',
  '/sitemap.xml',
  '/.well-known',
  '/assets',
] as const;

const under = (prefixes: readonly string[], path: string) => {
  const lower = path.toLowerCase();
  return prefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
};

/**
 * Whether a rule may not start at `path` (`/api` and `/api/…` are reserved, `/apiary` is not). The
 * reader's own pages (sign-in, the console, where an editor must always reach the rules to undo
 * one, and checkout, where a payment gateway returns the buyer) are kept too: the API knows them
 * from the live pages (api/src/routing/route-rules.ts).
 */
export function isReservedPath(path: string): boolean {
  return under(SERVER_PATH_PREFIXES, path);
}

/**
 * A rule's own path: slash-separated segments of letters, digits, `-`, `_`, `~` and percent
 * escapes. No query, fragment, backslash, space or control character (nothing can reach a header),
 * no empty, `.` or `..` segment (no `//host` trick, no second spelling of a path), and no dot at all,
 * so no file of the build (`main.js`, `favicon.ico`) can be shadowed. The home page `/` is not one:
 * a rule there would take the whole site away.
 */
const SOURCE_PATH = /^(?:\/(?:[A-Za-z0-9_~-]|%[0-9A-Fa-f]{2})+)+$/;

export const ruleSourcePath = z.string({ error: messageKey('validation.required') }).check(
  z.trim(),
  z.minLength(1, { error: messageKey('validation.required'), abort: true }),
  z.maxLength(RULE_PATH_MAX, { error: messageKey('validation.maxLength', { max: RULE_PATH_MAX }), abort: true }),
  // A trailing slash is the same address (the server ignores it), so it is stored without.
  z.overwrite((value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value)),
  z.regex(SOURCE_PATH, { error: messageKey('validation.rulePath'), abort: true }),
  z.refine((value: string) => !isReservedPath(value), { error: messageKey('validation.reservedPath') }),
);

/** Printable ASCII without spaces, quotes, angle brackets or backslashes: safe in a Location header. */
const HEADER_SAFE = /^[!#-&(-;=?-[\]-~]+$/;

/**
 * An internal target: a path of this site, with an optional query and fragment. It starts with one
 * `/` and no `//` or `/\`, which browsers would read as another host.
 */
export function isInternalTarget(value: string): boolean {
  if (!HEADER_SAFE.test(value) || !value.startsWith('/')) return false;
  const path = value.split(/[?#]/, 1)[0]!;
  if (path.includes('//') || /(^|\/)\.\.?(\/|$)/.test(path)) return false;
  return !under(SERVER_PATH_PREFIXES, path);
}

/** An external target: an absolute http or https address with a host and no user name or password. */
export function isExternalTarget(value: string): boolean {
  if (!HEADER_SAFE.test(value) || !/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const target = z.string({ error: messageKey('validation.required') }).check(
  z.trim(),
  z.minLength(1, { error: messageKey('validation.required'), abort: true }),
  z.maxLength(RULE_TARGET_MAX, { error: messageKey('validation.maxLength', { max: RULE_TARGET_MAX }), abort: true }),
);

const ruleFields = {
  fromPath: ruleSourcePath,
  kind: z.enum(ROUTE_RULE_KINDS, { error: messageKey('validation.invalid') }),
  target,
  status: z.union([z.literal(301), z.literal(302)], { error: messageKey('validation.invalid') }),
};

/** The target must be of the rule's kind; the error names the target field. */
const targetOfKind = z.refine<{ kind: RouteRuleKind; target: string }>(
  (value) => (value.kind === 'internal' ? isInternalTarget(value.target) : isExternalTarget(value.target)),
  { error: messageKey('validation.redirectTarget'), path: ['target'] },
);

/** A rule to its own path is a loop on its first request. */
const notToItself = z.refine<{ kind: RouteRuleKind; fromPath: string; target: string }>(
  (value) => value.kind !== 'internal' || value.target.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase() !== value.fromPath.toLowerCase(),
  { error: messageKey('validation.redirectLoop'), path: ['target'] },
);

export const routeRuleInput = z.object(ruleFields).check(targetOfKind, notToItself);
export type RouteRuleInput = z.infer<typeof routeRuleInput>;
/** What the form holds before parsing (the status as picked). */
export type RouteRuleFormValues = z.input<typeof routeRuleInput>;

export const updateRouteRuleInput = z.object({ id, ...ruleFields }).check(targetOfKind, notToItself);
export type UpdateRouteRuleInput = z.infer<typeof updateRouteRuleInput>;

export const deleteRouteRuleInput = z.object({ id });

/** A rule as the console lists it. */
export interface RouteRule {
  id: number;
  fromPath: string;
  kind: RouteRuleKind;
  target: string;
  status: RouteRuleStatus;
  updatedAt: string;
}

export type { PublishedRouteRule } from '@storefront/shared/routes/route-rule-match';
