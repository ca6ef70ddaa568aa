/**
 * The part of the field signals (README "Field signals and metrics") that runs from the first
 * script on: it only keeps what happens (errors, failed boundaries, pages shown) until the page is
 * idle, then loads the reporter (./field-signals.ts, with web-vitals, whose observers read the
 * browser's buffered entries, so registering late loses nothing) and hands it all over. A first
 * visit downloads no more than this before its page is idle.
 */
import { BOUNDARY_FAILURE_EVENT, type BoundaryFailure } from '@storefront/shared/federation/field-signal-hooks';

/** What the page tells the reporter, as it happened. */
export type FieldEvent = { error: unknown; filename?: string } | { boundary: BoundaryFailure } | { path: string };

/**
 * The page is idle once the network has been quiet this long after the document's load: the first
 * page's files, its fragments and their data all came before the reporter. A page that never goes
 * quiet loads it after IDLE_AT_MOST_MS.
 */
const QUIET_MS = 2000;
const IDLE_AT_MOST_MS = 20_000;
/** Kept until the reporter loads; a page failing in a loop is told by the first of them. */
const MAX_EARLY = 50;

const early: FieldEvent[] = [];
let sink: ((event: FieldEvent) => void) | undefined;

function take(event: FieldEvent): void {
  if (sink) sink(event);
  else if (early.length < MAX_EARLY) early.push(event);
}

/** A page of the site was shown (the router's location changed). */
export function notePageView(path: string): void {
  take({ path });
}

let landing = '/';

/** From the first script on: keeps what happens until the reporter loads. */
export function startFieldSignals(): void {
  landing = location.pathname;
  addEventListener('error', (event) => take({ error: event.error, filename: event.filename }));
  addEventListener('unhandledrejection', (event) => take({ error: event.reason }));
  addEventListener(BOUNDARY_FAILURE_EVENT, (event) => take({ boundary: (event as CustomEvent<BoundaryFailure>).detail }));
}

type Reporter = typeof import('./field-signals');

/**
 * Loads the reporter once the page is idle. The shell's start-up calls it with the import, which is
 * not written here: the entry's own lazy imports are fetched with the start-up files
 * (shared/build/startup-files-plugin.cjs), and this one must wait.
 */
export function loadReporterWhenIdle(importReporter: () => Promise<Reporter>): void {
  let load: (() => void) | undefined = () => {
    load = undefined;
    observer?.disconnect();
    importReporter()
      .then(({ startReporter }) => (sink = startReporter(landing, early.splice(0))))
      .catch(() => undefined);
  };
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => load?.(), QUIET_MS);
  };
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(wait) : undefined;
  const idle = () => {
    setTimeout(() => load?.(), IDLE_AT_MOST_MS);
    observer?.observe({ type: 'resource' });
    wait();
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
