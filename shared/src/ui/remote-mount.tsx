/**
 * Shows a component that a team's remote provides, inside its own error boundary: when the
 * remote's files cannot be loaded or its code throws, only this area shows a localised fallback
 * with a retry button; the rest of the page keeps working.
 */
import { createContext, lazy, startTransition, Suspense, use, useEffect, useMemo, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { ReaderState } from '@storefront/shared/federation/page-roles';
import { loadRemoteModule } from '@storefront/shared/federation/remote-loader';
import { reportBoundaryFailure, type BoundaryPhase } from '@storefront/shared/federation/field-signal-hooks';
import { currentSite, fragmentsAt, type RemoteName } from '@storefront/shared/routes/route-table';
import { ErrorBoundary } from '@storefront/shared/ui/error-boundary';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './remote-mount.module.css';

type Load = () => Promise<ComponentType<Record<string, unknown>>>;

// One stable component per key (a lazy one, or a preloaded page as it is), so revisiting a page
// renders at once. A failed one stays failed until Retry forgets it: React renders a failed area
// once more before its error boundary shows, and a fresh load there would suspend again, which
// during a client-side navigation (a transition) kept the previous page on screen for ever.
const components = new Map<string, ComponentType<Record<string, unknown>>>();
// Pages the shell started loading before anything rendered them (preloadRemotePage).
const preloading = new Map<string, Promise<void>>();

// The browser answers a script whose document preload failed (api/src/http/remote-hints.ts) with
// that failure the first time it is asked for, without the network; each attempt consumes the
// failures of one level (the exposed module, then the page's own chunks). A third failure means
// the network itself is down.
const CHUNK_ATTEMPTS = 3;

async function loadPastFailedPreloads(load: Load): Promise<ComponentType<Record<string, unknown>>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt === CHUNK_ATTEMPTS || !(error instanceof Error && error.name === 'ChunkLoadError')) throw error;
    }
  }
}

// Errors of loading a remote's code rather than of rendering it: the boundary reports them apart.
const loadFailures = new WeakSet<object>();

function componentFor(key: string, load: Load) {
  let component = components.get(key);
  if (!component) {
    component = lazy(() =>
      loadPastFailedPreloads(load).then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          if (typeof error === 'object' && error !== null) loadFailures.add(error);
          throw error;
        },
      ),
    );
    components.set(key, component);
  }
  return component;
}

// Fragments around the page (the header's) load once the page's own remote has loaded, or after
// a short while on pages without one: on a slow phone the content gets the bandwidth and the main
// thread first.
const AROUND_PAGE_DELAY_MS = 1500;
let pageLoadSettled!: () => void;
const pageLoaded = new Promise<void>((resolve) => {
  pageLoadSettled = resolve;
});
const afterPage = () => Promise.race([pageLoaded, new Promise<void>((resolve) => setTimeout(resolve, AROUND_PAGE_DELAY_MS))]);

/**
 * Starts loading the shell's first page before React renders it, or one of that page's own
 * fragments (`fragment`). Its RemoteMount shows
 * `pending` as plain content meanwhile and the page itself once it is here, never through a
 * Suspense fallback: React keeps a shown fallback on screen for at least 300 ms, which held the
 * first page's largest paint back until the rest of the page had loaded too. A failure
 * is left to the RemoteMount, which loads again and offers Retry. Resolves once it has settled.
 */
export function preloadRemotePage(key: string, load: Load, fragment = false): Promise<void> {
  if (components.has(key)) return Promise.resolve();
  const started = preloading.get(key);
  if (started) return started;
  const settled = load()
    .then((component) => void components.set(key, component), () => undefined)
    .finally(() => {
      preloading.delete(key);
      if (!fragment) pageLoadSettled();
    });
  preloading.set(key, settled);
  return settled;
}

/** Whether a preload of `key` is still on its way; the component renders again once it is not. */
function usePreloading(key: string): boolean {
  const pending = preloading.get(key);
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!pending) return;
    let mounted = true;
    // As a transition the page's first render yields to the browser every few milliseconds
    // instead of one long task (Lighthouse counts that as blocking time).
    void pending.then(() => mounted && startTransition(settled));
    return () => {
      mounted = false;
    };
  }, [pending]);
  return pending !== undefined;
}

/**
 * The components a server render loaded before it started (the shell's server build): per
 * request, where the process-wide cache above would keep the first release's code for good.
 */
export const ServerComponents = createContext<ReadonlyMap<string, ComponentType<Record<string, unknown>>> | null>(null);

/** Where a boundary's error came from: a chunk that did not arrive, the remote's code failing to load, or its render. */
function boundaryPhase(error: unknown): BoundaryPhase {
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'chunk';
  return typeof error === 'object' && error !== null && loadFailures.has(error) ? 'load' : 'render';
}

function FragmentFailure({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={styles.fragmentRetry} onClick={retry} title={t('errors.remoteFailed')}>
      {t('errors.retry')}
    </button>
  );
}

/**
 * Another team's exposed module, through the shell's loader: for a page that loads what other
 * remotes add to it (the dashboard's sections), as this module is the one every app shares.
 */
export { loadRemoteModule };

export interface RemoteMountProps {
  /** The team whose code renders here; marks the area with data-boundary. */
  team: RemoteName;
  /** Identifies what is loaded (e.g. 'shop/routes#trailList'). */
  cacheKey: string;
  load: Load;
  props?: Record<string, unknown>;
  /** Shown while the code loads. */
  pending?: ReactNode;
  /** A fragment inside someone else's page (small fallback) rather than a whole page. */
  fragment?: boolean;
}

export function RemoteMount({ team, cacheKey, load, props, pending = null, fragment = false }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const preloadPending = usePreloading(cacheKey);
  const serverComponent = use(ServerComponents)?.get(cacheKey);
  // A page's own fragments are part of its first screen: the server renders them, and the
  // browser loads them before it hydrates (preloadRemotePage). A fragment around the page (the
  // header's) shows what its team shows for the reader (their cart, their name), which the server
  // cannot know: the server and the hydrating browser both show `pending`, and the browser loads
  // it once the page is hydrated.
  const hydrated = useHydrated();
  const Tag = fragment ? 'span' : 'div';
  const waiting = preloadPending || (fragment && !hydrated && !(serverComponent ?? components.has(cacheKey)));
  const Loaded = waiting ? undefined : (serverComponent ?? componentFor(cacheKey, fragment ? load : () => load().finally(pageLoadSettled)));
  // The same element while its inputs are: the end of hydration renders this mount again, at once
  // and in one task (useHydrated), and that must not render the team's whole page again with it.
  return useMemo(
    () =>
      Loaded ? (
        <Tag data-boundary={team} className={fragment ? styles.fragment : undefined}>
          <ErrorBoundary
            name={cacheKey}
            resetKey={cacheKey}
            onRetry={() => {
              components.delete(cacheKey);
              setAttempt((n) => n + 1);
            }}
            fallback={fragment ? (_error, retry) => <FragmentFailure retry={retry} /> : undefined}
            onError={(error) => reportBoundaryFailure(team, boundaryPhase(error), error)}
          >
            <Suspense key={attempt} fallback={pending}>
              <Loaded {...props} />
            </Suspense>
          </ErrorBoundary>
        </Tag>
      ) : (
        <Tag data-boundary={team}>{pending}</Tag>
      ),
    [Loaded, Tag, team, fragment, cacheKey, attempt, pending, props],
  );
}

export interface FragmentPlaceProps {
  /** A place of the shell (page-roles.ts, ShellPlace) or of the page rendering this. */
  place: string;
  /** Shown while a fragment's code loads. */
  pending?: ReactNode;
  /** Shown when no fragment fills the place for this reader. */
  fallback?: ReactNode;
  /** Around the page rather than in it (the header): loads after the page's own remote. */
  aroundPage?: boolean;
  /** What the place's owner knows of the reader: a fragment `shownWhen` a state not true here is not shown. */
  reader?: Partial<Record<ReaderState, boolean>>;
}

/**
 * The fragments the live remotes put in `place` ('remote/Name', as exposed), by position, each in
 * its own boundary: the page or shell that has the place names no other team's fragment. A fragment shown only to a reader in
 * some state (`shownWhen`) is not loaded for anyone else.
 */
export function FragmentPlace({ place, pending, fallback = null, aroundPage = false, reader = {} }: FragmentPlaceProps) {
  const site = currentSite();
  const shown = fragmentsAt(site, place).filter((id) => {
    const when = site.fragments.get(id)?.shownWhen;
    return !when || reader[when];
  });
  if (shown.length === 0) return fallback;
  return shown.map((id) => (
    <RemoteMount
      key={id}
      fragment
      team={id.slice(0, id.indexOf('/'))}
      cacheKey={id}
      pending={pending}
      load={async () => {
        // Around the page (the header's): after the page's own remote.
        if (aroundPage) await afterPage();
        return (await loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(id)).default;
      }}
    />
  ));
}
