/**
 * Runtime composition: the shell learns where each remote lives from /remotes.json at start (as
 * inlined into the document, or fetched), so releasing a remote is one line changed there and the
 * shell is never rebuilt.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageLoader, RemoteMap, RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import { loadRemoteModule, setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { preloadRemotePage } from '@storefront/shared/ui/remote-mount';
import { findRoute, type RemoteName, type RouteEntry } from '@storefront/shared/routes/route-table';
import type { ComponentType } from 'react';

async function fetchRemoteMap(): Promise<RemoteMap> {
  // The served document carries the map (api/src/http/remote-hints.ts), saving a round trip;
  // the dev server's page does not, so it is fetched there.
  const inline = document.getElementById('remote-map')?.textContent;
  if (inline) return JSON.parse(inline) as RemoteMap;
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteMap;
}

let connecting: Promise<void> | undefined;

/** Registers the remotes once; a failed attempt is retried by the next caller. */
function connectRemotes(): Promise<void> {
  connecting ??= fetchRemoteMap().then(
    (map) => registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry }))),
    (error: unknown) => {
      connecting = undefined;
      throw error;
    },
  );
  return connecting;
}

/** Every team's fragments and pages load through this (see shared/src/federation/remote-loader). */
export function installRemoteLoader(): void {
  setRemoteLoader(async (id) => {
    await connectRemotes();
    return loadRemote(id);
  });
}

/** What the page's RemoteMount loads, and what the first page is preloaded under. */
export const pageCacheKey = (route: RouteEntry) => `${route.remote}/routes#${route.id}`;

const RELOAD_DELAY_MS = 300;

/** The component of one page, from its remote's `routes` module. */
export async function loadPage(route: RouteEntry): Promise<ComponentType> {
  const routes = await loadRemoteModule<RemoteRoutesModule<RemoteName>>(`${route.remote}/routes`);
  const load: PageLoader | undefined = (routes.pages as Record<string, PageLoader>)[route.id];
  if (!load) throw new Error(`${route.remote}/routes has no page ${route.id}`);
  try {
    return (await load()).default;
  } catch {
    // The page's files are preloaded with the document (api/src/http/remote-hints.ts). When a
    // preload failed, Chromium answered the page's request, and another made at once, with that
    // failure; one more attempt a moment later goes to the network.
    await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
    return (await load()).default;
  }
}

/**
 * Starts loading the first page's module while React is still rendering the shell around it, so
 * that the page's own chunk (on the path to the largest paint) is asked for one render earlier,
 * and the page shows as soon as it is here (see preloadRemotePage). Guarded pages wait for their
 * guard: a guest must not download the account pages.
 */
export function startLoadingPage(pathname: string): void {
  const route = findRoute(pathname);
  if (!route || route.access) return;
  preloadRemotePage(pageCacheKey(route), () => loadPage(route));
}

