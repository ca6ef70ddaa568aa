/**
 * The field signals' hooks in page code that runs from the first render on (README "Field signals
 * and metrics"): a remote's boundary (ui/remote-mount.tsx) tells that it failed with a window
 * event, which whoever reports listens to, and the API client keeps the request ids of its last
 * answers. Kept apart from ./field-signals.ts, which only the reporter and the API need, so a first
 * visit downloads only these few lines before the page is idle. Nothing here knows the shell or
 * any remote.
 */

/** X-Request-Id answers of the API a report may name, the last ones before a failure. */
export const MAX_REQUEST_IDS = 5;

/** Where a boundary failed: loading the remote's code, one of its chunks, or rendering it. */
export type BoundaryPhase = 'load' | 'render' | 'chunk';

/** What a failed boundary tells; the reporter keeps only the error's class. */
export interface BoundaryFailure {
  remote: string;
  phase: BoundaryPhase;
  error: unknown;
}

export const BOUNDARY_FAILURE_EVENT = 'storefront:boundary-failure';

/** Tells whoever listens that `remote`'s boundary failed in `phase`. Nothing happens on a server. */
export function reportBoundaryFailure(remote: string, phase: BoundaryPhase, error: unknown): void {
  // Read through globalThis: the API type-checks this file too, without the DOM's types.
  const page = (globalThis as { window?: EventTarget }).window;
  const detail: BoundaryFailure = { remote, phase, error };
  page?.dispatchEvent(new CustomEvent(BOUNDARY_FAILURE_EVENT, { detail }));
}
