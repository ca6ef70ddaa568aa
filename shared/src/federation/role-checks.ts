/**
 * The release's check of roles (page-roles.ts): a remote may move or rename the page that serves a
 * role, or hand the role to another remote, but not leave it served by no live page, as the
 * shell, the shared links and the API would then link nowhere.
 */
import { PAGE_ROLES } from './page-roles';
import type { RemoteDescription } from './remote-description';

/**
 * The roles `next` stops serving that `live` (the remote's live description) served, and that no
 * page of `others` (the other remotes, live or released with it) serves: each told with the page
 * that served it and who needs it.
 */
export function lostRoles(next: RemoteDescription, live: RemoteDescription | undefined, others: readonly RemoteDescription[]): string[] {
  const servedElsewhere = new Set(
    [next, ...others.filter((other) => other.remote !== next.remote)].flatMap((description) => description.pages.flatMap((page) => (page.serves ? [page.serves] : []))),
  );
  return (live?.pages ?? []).flatMap((page) =>
    page.serves && !servedElsewhere.has(page.serves)
      ? [`page ${page.id} served ${page.serves}, needed by ${PAGE_ROLES[page.serves].neededBy}; no live page would serve it`]
      : [],
  );
}
