/**
 * The route rules (spec §7) the served document carries (api/src/http/documents.ts), read once:
 * the shell follows them on client-side navigations without a request of its own. A full load
 * never needs them here, as the server has already answered a rule's address with its redirect.
 */
import { matchRouteRule, type PublishedRouteRule } from '@storefront/shared/routes/route-rule-match';

let rules: PublishedRouteRule[] | undefined;

const isRule = (value: unknown): value is PublishedRouteRule => {
  const rule = value as Partial<PublishedRouteRule> | null;
  return typeof rule?.from === 'string' && typeof rule.to === 'string' && (rule.status === 301 || rule.status === 302) && typeof rule.external === 'boolean';
};

function documentRules(): PublishedRouteRule[] {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('route-rules')?.textContent ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRule) : [];
  } catch {
    return [];
  }
}

/**
 * Where a rule sends `pathname`, if one has it. An external target is followed only to an http(s)
 * address, whatever the document says.
 */
export function routeRuleFor(pathname: string, search: string) {
  rules ??= documentRules();
  const answer = matchRouteRule(rules, pathname, search);
  if (answer?.external && !/^https?:\/\/[^/]/i.test(answer.location)) return undefined;
  return answer;
}

/** Test renders start from a fresh document. */
export function forgetRouteRules(): void {
  rules = undefined;
}
