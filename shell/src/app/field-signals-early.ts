/**
 * The part of the field signals (README "Field signals and metrics") that runs from the first
 * script on: it only keeps what happens (errors, failed boundaries, pages shown) until the page is
 * idle, then loads the reporter (./field-signals.ts, with web-vitals, whose observers read the
 * browser's buffered entries, so registering late loses nothing) and hands it all over. A first
 * visit downloads no more than this before its page is idle.
 */
import { BOUNDARY_FAILURE_EVENT, type BoundaryFailure } from '@storefront/shared/federation/field-signals';

/** What the page tells the reporter, as it happened. */
export type FieldEvent = { error: unknown; filename?: string } | { boundary: BoundaryFailure } | { path: string };

/** After the document's load, once the first page's own requests are done, in an idle moment. */
const IDLE_AFTER_LOAD_MS = 2000;
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

export function startFieldSignals(): void {
  addEventListener('error', (event) => take({ error: event.error, filename: event.filename }));
  addEventListener('unhandledrejection', (event) => take({ error: event.reason }));
  addEventListener(BOUNDARY_FAILURE_EVENT, (event) => take({ boundary: (event as CustomEvent<BoundaryFailure>).detail }));
  const landing = location.pathname;
  const load = () =>
    import('./field-signals')
      .then(({ startReporter }) => {
        sink = startReporter(landing, early.splice(0));
      })
      .catch(() => undefined);
  const idle = () => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: IDLE_AFTER_LOAD_MS }) : load()), IDLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
