/**
 * New-build detection (spec §4/§7): after a deploy, an open tab still asks for chunks of the old
 * build, which may be gone. We poll `/builds/latest.json`; once a newer build has been seen, a
 * chunk-load error means "this tab is stale" and the page reloads, at most once per 10 s so a
 * genuinely broken chunk cannot cause a reload loop.
 */
export const BUILD_MANIFEST_URL = '/builds/latest.json';
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'storefront:last-chunk-reload';

/** Query string busts every cache between us and the file. */
export function buildManifestUrl(now: number): string {
  return `${BUILD_MANIFEST_URL}?t=${now}`;
}

/** A build id other than the one this page loaded is newer: ids are opaque, only the latest is published. */
export function isNewerBuild(latestId: string | undefined, loadedId: string | undefined): boolean {
  return latestId !== undefined && loadedId !== undefined && latestId !== loadedId;
}

export function shouldReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs;
}

/** Failed loads of scripts or federated modules, as webpack, browsers and Module Federation word them. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|RUNTIME-00[38]/i.test(
    error.message,
  );
}

let loadedBuildId: string | undefined;
let newerBuildSeen = false;

/** For tests: forget what was seen. */
export function resetBuildWatch(): void {
  loadedBuildId = undefined;
  newerBuildSeen = false;
}

export function isNewerBuildSeen(): boolean {
  return newerBuildSeen;
}

/** Records one poll's answer; the first answer is the loaded build unless it was given. */
export function noteLatestBuild(latestId: string): void {
  if (loadedBuildId === undefined) loadedBuildId = latestId;
  else if (isNewerBuild(latestId, loadedBuildId)) newerBuildSeen = true;
}

async function pollOnce(fetchImpl: typeof fetch): Promise<void> {
  try {
    const response = await fetchImpl(buildManifestUrl(Date.now()), { cache: 'no-store' });
    if (!response.ok) return;
    const body: unknown = await response.json();
    const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
    if (typeof id === 'string' || typeof id === 'number') noteLatestBuild(String(id));
  } catch {
    // offline or mid-deploy: the next poll will tell
  }
}

function readGuard(): number | null {
  try {
    const value = Number(sessionStorage.getItem(RELOAD_GUARD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when `error` is a chunk-load error seen after a newer build, unless a reload
 * happened less than 10 s ago. Returns whether it reloaded.
 */
export function handleChunkLoadError(error: unknown, reload: () => void = () => window.location.reload()): boolean {
  if (!newerBuildSeen || !isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!shouldReload(now, readGuard())) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false; // without the guard a broken chunk could reload forever
  }
  reload();
  return true;
}

export interface BuildWatchOptions {
  /** The build this page was built from, when the bundle knows it; else the first poll decides. */
  loadedBuildId?: string;
  intervalMs?: number;
  fetch?: typeof fetch;
}

/** The build the served document belongs to (api/src/http/documents.ts); the dev server's page has none. */
export function documentBuildId(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || undefined;
}

/**
 * Starts polling and reloading on stale chunk errors; returns the function that stops both.
 * Knowing the loaded build, the first poll waits for the interval: asked at start-up it only
 * competed with the page's own requests and held back its largest paint.
 */
export function startBuildWatch(options: BuildWatchOptions = {}): () => void {
  const { intervalMs = BUILD_POLL_INTERVAL_MS } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  if (options.loadedBuildId !== undefined) loadedBuildId = options.loadedBuildId;
  else void pollOnce(fetchImpl);
  const timer = setInterval(() => void pollOnce(fetchImpl), intervalMs);
  const onRejection = (event: PromiseRejectionEvent) => handleChunkLoadError(event.reason);
  const onError = (event: Event) => {
    // A <script> that failed to load fires a plain, non-bubbling error event: seen only in the capture phase.
    const failedScript = event.target instanceof HTMLScriptElement;
    const error = failedScript ? Object.assign(new Error(`Loading chunk ${event.target.src} failed`), { name: 'ChunkLoadError' }) : (event as ErrorEvent).error;
    handleChunkLoadError(error);
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError, true);
  return () => {
    clearInterval(timer);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError, true);
  };
}
