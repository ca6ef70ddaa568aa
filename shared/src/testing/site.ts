/**
 * Test-only: makes `definitions` the site the rendered components link into (`pathFor`), as the
 * shell does at start with the live remotes' descriptions.
 */
import { describeRemote } from '@storefront/shared/federation/publish-description';
import type { RemoteDefinition } from '@storefront/shared/federation/remote-description';
import { composeSite, setSite, type Site } from '@storefront/shared/routes/route-table';

export function useSiteOf(...definitions: Array<RemoteDefinition<Record<string, string>>>): Site {
  const site = composeSite(definitions.map(describeRemote));
  setSite(site);
  return site;
}
