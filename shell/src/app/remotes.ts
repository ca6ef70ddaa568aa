/**
 * Runtime composition: the shell learns where each remote lives from /remotes.json, and what
 * pages and menu entries it has from the description published beside its manifest (both inlined
 * into the served document, or fetched), so releasing a remote, even one with new pages, is one
 * line changed there and the shell is never rebuilt.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntryOf, type RemoteMap, type RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { loadRemoteModule, setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { loadOnce } from '@storefront/shared/async/load-once';
import { preloadRemotePage } from '@storefront/shared/ui/remote-mount';
import { composeSite, currentSite, findRoute, fragmentsIn, setSite, type PublishedPage } from '@storefront/shared/routes/route-table';
import type { ComponentType } from 'react';

/** A JSON script of the served document (api/src/http/), which saves a round trip. */
function inlineJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

// The dev server's page carries neither the map nor the descriptions, so they are fetched there.
async function fetchRemoteMap(): Promise<RemoteMap> {
  return inlineJson<RemoteMap>('remote-map') ?? fetchJson<RemoteMap>('/remotes.json');
}

/** Each live remote's description; a remote whose description cannot be read has no pages. */
async function fetchDescriptions(): Promise<RemoteDescription[]> {
  const map = await fetchRemoteMap().catch(() => ({}));
  const descriptions = await Promise.all(
    Object.values(map).map((manifest) =>
      fetchJson<RemoteDescription>(new URL('remote-description.json', new URL(manifest, window.location.href)).href).catch(() => undefined),
    ),
  );
  return descriptions.filter((description) => description !== undefined);
}

/** Composes the site the remotes describe, from the document at once when it carries them. */
export async function loadSite(): Promise<void> {
  setSite(composeSite(inlineJson<RemoteDescription[]>('remote-descriptions') ?? (await fetchDescriptions())));
}

/**
 * Registers the remotes once, by their entries (remoteEntryOf), and resolves to their map, which
 * says where each publishes its files (next-pages-prefetch.ts); a failed attempt is retried by the
 * next caller.
 */
export const connectRemotes = loadOnce(() =>
  fetchRemoteMap().then((map) => {
    registerRemotes(Object.entries(map).map(([name, manifest]) => ({ name, entry: remoteEntryOf(manifest) })));
    return map;
  }),
);

/** Every team's fragments and pages load through this (see shared/src/federation/remote-loader). */
export function installRemoteLoader(): void {
  setRemoteLoader(async (id) => {
    await connectRemotes();
    return loadRemote(id);
  });
}

/** What the page's RemoteMount loads, and what the first page is preloaded under. */
export const pageCacheKey = (route: PublishedPage) => `${route.remote}/routes#${route.id}`;

const RELOAD_DELAY_MS = 300;

/** The component of one page, from its remote's `routes` module. */
export async function loadPage(route: PublishedPage): Promise<ComponentType> {
  const routes = await loadRemoteModule<RemoteRoutesModule>(`${route.remote}/routes`);
  const load = routes.pages[route.id];
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

/** A fragment's component, as FragmentPlace loads it. */
const loadFragment = async (id: string) => (await loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(id)).default;

/**
 * Starts loading the first page's module, and its own fragments', while React is still rendering
 * the shell around it, so that the page's own chunk (on the path to the largest paint) is asked
 * for one render earlier, and the page shows as soon as it is here (see preloadRemotePage); a
 * page the server rendered is hydrated with all of them. Guarded pages wait for their guard: a
 * guest must not download the account pages. Resolves once the loads have settled.
 */
export async function startLoadingPage(pathname: string): Promise<void> {
  const site = currentSite();
  const route = findRoute(site, pathname);
  if (!route || route.access !== 'public') return;
  await Promise.all([preloadRemotePage(pageCacheKey(route), () => loadPage(route)), ...fragmentsIn(site, route).map((id) => preloadRemotePage(id, () => loadFragment(id), true))]);
}

