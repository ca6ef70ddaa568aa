/** The rules of the document's `#route-rules` script and their matcher (see route-rules.ts). */
import { matchRouteRule, type PublishedRouteRule, type RouteRuleAnswer } from '@storefront/shared/routes/route-rule-match';

const isRule = (value: unknown): value is PublishedRouteRule => {
  const rule = value as Partial<PublishedRouteRule> | null;
  return typeof rule?.from === 'string' && typeof rule.to === 'string' && (rule.status === 301 || rule.status === 302) && typeof rule.external === 'boolean';
};

/**
 * A matcher over the rules `json` lists. An external target is followed only to an http(s)
 * address, whatever the document says.
 */
export function ruleFollower(json: string): (pathname: string, search: string) => RouteRuleAnswer | undefined {
  let rules: PublishedRouteRule[] = [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) rules = parsed.filter(isRule);
  } catch {
    // an unreadable list is no rules: the server still answers each address on a full load
  }
  return (pathname, search) => {
    const answer = matchRouteRule(rules, pathname, search);
    return answer?.external && !/^https?:\/\/[^/]/i.test(answer.location) ? undefined : answer;
  };
}
