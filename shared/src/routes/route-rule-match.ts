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

/** A URL's host (name and port) as hosts are compared: lower case, without the name's trailing dot. */
export function hostKey(host: string): string {
  return host.toLowerCase().replace(/\.(?=:\d+$|$)/, '');
}

/** The hosts this site answers at, as hostKey gives them: the public URL's and its aliases. */
export function siteHostsOf(publicUrl: string, aliases: readonly string[] = []): string[] {
  return [new URL(publicUrl).host, ...aliases].map(hostKey);
}

/** The path, query and fragment of `url` when it is an address on one of `siteHosts`; else undefined. */
export function pathOnSite(url: string, siteHosts: readonly string[]): string | undefined {
  try {
    const parsed = new URL(url);
    return siteHosts.includes(hostKey(parsed.host)) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** The answer of one rule to a request with `search`. */
function answerOf(rule: PublishedRouteRule, search: string): RouteRuleAnswer {
  if (rule.external || rule.to.includes('?') || !SAFE_SEARCH.test(search) || search === '?') {
    return { location: rule.to, status: rule.status, external: rule.external };
  }
  const hash = rule.to.indexOf('#');
  const location = hash === -1 ? `${rule.to}${search}` : `${rule.to.slice(0, hash)}${search}${rule.to.slice(hash)}`;
  return { location, status: rule.status, external: false };
}

/**
 * The most rules one answer follows. Saving refuses chains and loops, so only rules stored before
 * those checks can make one; a longer chain is taken for a loop.
 */
export const MAX_RULE_HOPS = 8;

/**
 * Where the rules send a reader of `pathname`, or undefined when no rule has it. An internal
 * target without a query of its own keeps the request's, so campaign tags survive a moved page.
 * Rules that lead on to other rules (an internal target, or an external one on one of
 * `siteHosts`) are followed here, so the reader is redirected once, to the end; rules that lead
 * back to an address already passed, or past MAX_RULE_HOPS, answer nothing, and the page itself is
 * served: a browser is never sent round a loop.
 */
export function matchRouteRule(rules: readonly PublishedRouteRule[], pathname: string, search = '', siteHosts: readonly string[] = []): RouteRuleAnswer | undefined {
  const passed = new Set<string>();
  let answer: RouteRuleAnswer | undefined;
  for (let path = pathname, query = search; ; ) {
    const key = ruleKey(path);
    if (passed.has(key)) return undefined;
    const rule = rules.find((candidate) => ruleKey(candidate.from) === key);
    if (!rule) return answer;
    if (passed.size === MAX_RULE_HOPS) return undefined;
    passed.add(key);
    const next = answerOf(rule, query);
    // One temporary step makes the whole answer temporary.
    answer = { ...next, status: answer?.status === 302 ? 302 : next.status };
    const onSite = next.external ? pathOnSite(next.location, siteHosts) : next.location;
    if (onSite === undefined) return answer;
    const cut = onSite.search(/[?#]/);
    path = cut === -1 ? onSite : onSite.slice(0, cut);
    query = cut === -1 || onSite[cut] === '#' ? '' : onSite.slice(cut).split('#', 1)[0]!;
  }
}
