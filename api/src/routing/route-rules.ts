/**
 * Route rules (spec §7): which addresses answer with a redirect, for the document server (before it
 * renders), for the shell (every document carries them) and for the console, whose changes are
 * checked here against the other rules and the live pages, and logged with before and after.
 *
 * A rule on a page's address answers both of the page's addresses (`/trails` and `/duong-mon`), and an
 * internal target that is a page's address is given in the language of the address asked for.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { findRoute, isReadersOwnPage, type Site, type PublishedPage } from '@storefront/shared/routes/route-table';
import { pathOnSite, ruleKey, type PublishedRouteRule } from '@storefront/shared/routes/route-rule-match';
import { ROUTE_RULES_MAX, type RouteRule, type RouteRuleInput, type UpdateRouteRuleInput } from '@storefront/shared/contracts/route-rules';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { routeRules } from '../db/schema';
import { transactionWithRetry } from '../db/transaction-retry';
import type { Locale } from '../lib/i18n';
import { recordStaffAction, type StaffAction } from '../staff/action-log';
import { fail, fieldFailure } from '../lib/domain-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StoredRule = Pick<RouteRule, 'fromPath' | 'kind' | 'target' | 'status'>;

const ruleColumns = {
  id: routeRules.id,
  fromPath: routeRules.fromPath,
  kind: routeRules.kind,
  target: routeRules.target,
  status: routeRules.status,
  updatedAt: routeRules.updatedAt,
};

/** Every rule, oldest first: at most ROUTE_RULES_MAX short rows, read for each document. */
function allRulesStatement(db: Db) {
  return preparedStatement(db, 'route_rules_all', (database, name) =>
    database.select(ruleColumns).from(routeRules).orderBy(asc(routeRules.id)).prepare(name),
  );
}

const asRule = (row: { id: number; fromPath: string; kind: 'internal' | 'external'; target: string; status: number; updatedAt: Date }): RouteRule => ({
  ...row,
  status: row.status === 302 ? 302 : 301,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listRouteRules(db: Db): Promise<RouteRule[]> {
  return (await allRulesStatement(db).execute()).map(asRule);
}

/** The page with no `:params` whose English or Vietnamese address is `path`. */
function pageAt(site: Site, path: string): PublishedPage | undefined {
  const key = ruleKey(path);
  return site.pages.find((page) => !page.paths.en.includes(':') && (ruleKey(page.paths.en) === key || ruleKey(page.paths.vi) === key));
}

/** `target` with its path given as the page's address in `locale`, when its path is a page's. */
function targetIn(site: Site, target: string, locale: Locale): string {
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const page = pageAt(site, path);
  return page ? `${page.paths[locale]}${cut === -1 ? '' : target.slice(cut)}` : target;
}

/** Every address the rules answer, as documents carry them for the shell. */
export function publishRules(rules: readonly StoredRule[], site: Site): PublishedRouteRule[] {
  return rules.flatMap((rule) => {
    const own: PublishedRouteRule = { from: rule.fromPath, to: rule.target, status: rule.status, external: rule.kind === 'external' };
    const page = pageAt(site, rule.fromPath);
    if (!page || ruleKey(page.paths.en) === ruleKey(page.paths.vi)) return [own];
    const other: Locale = ruleKey(page.paths.en) === ruleKey(rule.fromPath) ? 'vi' : 'en';
    return [own, { ...own, from: page.paths[other], to: own.external ? own.to : targetIn(site, own.to, other) }];
  });
}

/** The published rules of the live site: what a document answers and carries. */
export async function publishedRouteRules(db: Db, site: Site): Promise<PublishedRouteRule[]> {
  return publishRules(await listRouteRules(db), site);
}

const targetPath = (target: string) => ruleKey(target.split(/[?#]/, 1)[0]!);

/**
 * Why `rules` cannot all hold, or undefined: two rules answering one address (a page's two
 * addresses count as one), or an internal target that another rule answers, which makes a chain
 * (A→B→C) or a loop (A→B→A, or A to its own page's other address). A reader is redirected once.
 */
function conflictOf(rules: readonly StoredRule[], site: Site): { key: 'errors.routeRuleExists' | 'errors.routeRuleChain'; path: string } | undefined {
  const published = publishRules(rules, site);
  const froms = new Map<string, PublishedRouteRule>();
  for (const entry of published) {
    const key = ruleKey(entry.from);
    if (froms.has(key)) return { key: 'errors.routeRuleExists', path: entry.from };
    froms.set(key, entry);
  }
  for (const entry of published) {
    if (!entry.external && froms.has(targetPath(entry.to))) return { key: 'errors.routeRuleChain', path: entry.from };
  }
  return undefined;
}

interface AdminContext {
  db: Db;
  locale: Locale;
  actorId: number;
  site: Site;
  /** The hosts this site answers at, in hostKey form. */
  siteHosts: readonly string[];
}

/**
 * Runs one change of the rules in a transaction that first takes the rules' advisory lock, so two
 * editors saving at once are checked one after the other (two saves that would make A→B and B→A
 * together cannot both pass), and writes its staff-log row with it.
 */
function changeRules<T>(ctx: AdminContext, change: (tx: Tx, current: RouteRule[]) => Promise<{ result: T; log?: { action: StaffAction; subjectId: number; before: unknown; after: unknown } }>): Promise<T> {
  return transactionWithRetry(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('route_rules'))`);
    const current = (await tx.select(ruleColumns).from(routeRules).orderBy(asc(routeRules.id))).map(asRule);
    const { result, log } = await change(tx, current);
    if (log) await recordStaffAction(tx, { actorId: ctx.actorId, subjectKind: 'routeRule', ...log });
    return result;
  });
}

const stored = (rule: StoredRule): StoredRule => ({ fromPath: rule.fromPath, kind: rule.kind, target: rule.target, status: rule.status });

/**
 * An external rule to one of this site's own hosts (however its name is spelled: case, a trailing
 * dot, a default port) would dodge the loop checks: it must be an internal one.
 */
function checkTarget(ctx: AdminContext, input: RouteRuleInput) {
  // A reader's own page is kept: the guard, the mails and the payment gateway send readers there.
  const page = findRoute(ctx.site, input.fromPath);
  if (page && isReadersOwnPage(page)) throw fieldFailure(ctx, ['fromPath'], 'validation.reservedPath');
  if (input.kind === 'external' && pathOnSite(input.target, ctx.siteHosts) !== undefined) throw fail(ctx, 'BAD_REQUEST', 'errors.routeRuleOwnHost');
}

function checkSet(ctx: AdminContext, rules: StoredRule[]) {
  const conflict = conflictOf(rules, ctx.site);
  if (conflict) throw fail(ctx, 'CONFLICT', conflict.key, { path: conflict.path });
}

export function createRouteRule(ctx: AdminContext, input: RouteRuleInput): Promise<RouteRule> {
  checkTarget(ctx, input);
  return changeRules(ctx, async (tx, current) => {
    if (current.length >= ROUTE_RULES_MAX) throw fail(ctx, 'CONFLICT', 'errors.routeRulesFull', { max: ROUTE_RULES_MAX });
    checkSet(ctx, [...current.map(stored), stored(input)]);
    const [row] = await tx.insert(routeRules).values(stored(input)).returning(ruleColumns);
    const rule = asRule(row!);
    return { result: rule, log: { action: 'routeRule.create', subjectId: rule.id, before: null, after: stored(rule) } };
  });
}

export function updateRouteRule(ctx: AdminContext, input: UpdateRouteRuleInput): Promise<RouteRule> {
  checkTarget(ctx, input);
  return changeRules(ctx, async (tx, current) => {
    const existing = current.find((rule) => rule.id === input.id);
    if (!existing) throw fail(ctx, 'NOT_FOUND', 'errors.routeRuleNotFound');
    // Saving a rule unchanged writes and records nothing.
    if (JSON.stringify(stored(existing)) === JSON.stringify(stored(input))) return { result: existing };
    checkSet(ctx, current.map((rule) => (rule.id === input.id ? stored(input) : stored(rule))));
    const [row] = await tx.update(routeRules).set({ ...stored(input), updatedAt: new Date() }).where(eq(routeRules.id, input.id)).returning(ruleColumns);
    const rule = asRule(row!);
    return { result: rule, log: { action: 'routeRule.update', subjectId: rule.id, before: stored(existing), after: stored(rule) } };
  });
}

export function deleteRouteRule(ctx: AdminContext, input: { id: number }): Promise<{ id: number }> {
  return changeRules(ctx, async (tx, current) => {
    const existing = current.find((rule) => rule.id === input.id);
    if (!existing) throw fail(ctx, 'NOT_FOUND', 'errors.routeRuleNotFound');
    await tx.delete(routeRules).where(eq(routeRules.id, input.id));
    return { result: { id: input.id }, log: { action: 'routeRule.delete', subjectId: input.id, before: stored(existing), after: null } };
  });
}
