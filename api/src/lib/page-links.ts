/**
 * The API's own links into the site (mails, payment returns, the email verification redirect)
 * lead to the live page serving a role (shared/src/federation/page-roles.ts), never to an address
 * written here: a remote may move its pages, and the release check (scripts/build.mjs) keeps
 * every role served.
 */
import { PAGE_ROLES, type PageRole } from '@storefront/shared/federation/page-roles';
import { composeSite, pagePath, pageServing, type Locale, type Site } from '@storefront/shared/routes/route-table';

let liveSite: () => Promise<Site> = () => Promise.resolve(composeSite([]));

/** Where the live site is read: the published build the server serves (server.ts). */
export function linkIntoSite(site: () => Promise<Site>): void {
  liveSite = site;
}

/**
 * The address (without the public URL) of the live page serving `role`, in `locale`. With no live
 * page serving it (a refused release cannot cause that, a hand-edited remotes.json can) the link
 * leads to `/`, and the log says which role is missing and what needs it.
 */
export async function rolePath(role: PageRole, locale: Locale = 'vi', params: Record<string, string> = {}): Promise<string> {
  const page = pageServing(await liveSite(), role);
  if (page) return pagePath(page, locale, params);
  console.error(`No live page serves ${role}, needed by ${PAGE_ROLES[role].neededBy}: the link leads to / instead`);
  return '/';
}
