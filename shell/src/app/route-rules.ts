/**
 * The route rules (spec §7) the served document carries (api/src/http/documents.ts), followed on
 * client-side navigations without a request of the shell's own. A full load never needs them
 * here: the server has already answered a rule's address with its redirect. The code that reads
 * and matches them (route-rule-follow.ts, its own chunk) is fetched only by a document that has
 * rules, at its first client-side navigation (which waits for it inside the router's transition,
 * so the current page stays until then): a site without rules, and every first paint, pays
 * nothing for it.
 */
import type { RouteRuleAnswer } from '@storefront/shared/routes/route-rule-match';

let follow: ((pathname: string, search: string) => RouteRuleAnswer | undefined) | undefined;
let loading: Promise<void> | undefined;

/**
 * Where a rule sends `pathname`; or, while the document's rules wait for their matcher, the
 * matcher's download (which never rejects: without it the shell goes on without rules, as the
 * server still answers each rule's address on a full load); undefined when no rule has it.
 */
export function routeRuleAt(pathname: string, search: string): RouteRuleAnswer | Promise<void> | undefined {
  if (follow) return follow(pathname, search);
  const script = document.getElementById('route-rules');
  return script
    ? (loading ??= import('./route-rule-follow').then(
        (module) => {
          follow = module.ruleFollower(script.textContent ?? '[]');
        },
        () => {
          follow = () => undefined;
        },
      ))
    : undefined;
}
