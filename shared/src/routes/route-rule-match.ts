/**
 * Finding the route rule (spec §7) of an address, the same way on the server (which answers the
 * rule before rendering a document) and in the shell (which follows it on a client-side
 * navigation). Kept apart from the rules' zod contract so the shell's start-up code carries no zod.
 */

/**
 * One address a rule answers, as every document carries them for the shell (a rule on a page's
 * address answers both of the page's addresses, each to the target in its language).
 */
export interface PublishedRouteRule {
  from: string;
  to: string;
  status: 301 | 302;
  external: boolean;
}

/** The form of a path rules are compared in: without trailing slashes, percent escapes decoded. */
export function ruleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A query string that may go into a Location header as it is: printable ASCII only. */
const SAFE_SEARCH = /^\?[!-~]*$/;

export interface RouteRuleAnswer {
  location: string;
  status: 301 | 302;
  external: boolean;
}

/**
 * Where the rule for `pathname` sends the reader, or undefined when no rule has it. An internal
 * target without a query of its own keeps the request's, so campaign tags survive a moved page.
 */
export function matchRouteRule(rules: readonly PublishedRouteRule[], pathname: string, search = ''): RouteRuleAnswer | undefined {
  const key = ruleKey(pathname);
  const rule = rules.find((candidate) => ruleKey(candidate.from) === key);
  if (!rule) return undefined;
  if (rule.external || rule.to.includes('?') || !SAFE_SEARCH.test(search) || search === '?') {
    return { location: rule.to, status: rule.status, external: rule.external };
  }
  const hash = rule.to.indexOf('#');
  const location = hash === -1 ? `${rule.to}${search}` : `${rule.to.slice(0, hash)}${search}${rule.to.slice(hash)}`;
  return { location, status: rule.status, external: false };
}
