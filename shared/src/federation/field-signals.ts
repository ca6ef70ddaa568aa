/**
 * What the site learns from visitors' browsers about each remote version (README "Field signals
 * and metrics"): the bounds and shapes of a report, shared by the contract the API checks and the
 * shell's reporter, without zod so the reporter does not download it. What page code needs from
 * the first render on is in ./field-signal-hooks.ts, so a first visit downloads only that before
 * the page is idle. Nothing here knows the shell or any remote.
 */
import type { BoundaryPhase } from './field-signal-hooks';

export { MAX_REQUEST_IDS, type BoundaryFailure, type BoundaryPhase } from './field-signal-hooks';

/** Where the browser sends its reports (api/src/observability/field-signals-route.ts). */
export const FIELD_SIGNALS_URL = '/api/field-signals';
export const MAX_SIGNALS_PER_REPORT = 25;

export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A published folder's name (scripts/build.mjs: `<package version>-<hash>`). */
export const REMOTE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;
export const PAGE_ID = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
/** An error's class name only (`TypeError`, `ChunkLoadError`): never its message. */
export const ERROR_CLASS = /^[A-Za-z0-9_.:-]{1,40}$/;
/** A request id as the API answers it, or as nginx's `$request_id` writes it. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
/** Where a boundary failed: loading the remote's code, one of its chunks, or rendering it. */
export const BOUNDARY_PHASES = ['load', 'render', 'chunk'] as const satisfies readonly BoundaryPhase[];

export type FieldSignal =
  | { kind: 'pageView'; pageId: string; versions: Record<string, string> }
  | { kind: 'boundaryError'; remote: string; version: string; pageId: string; phase: BoundaryPhase; errorClass: string }
  | { kind: 'unhandledError'; remote: string; version: string; pageId: string; errorClass: string }
  | { kind: 'vital'; pageId: string; remote: string; version: string; name: VitalName; value: number };

export interface FieldReport {
  signals: FieldSignal[];
  requestIds?: string[];
}


/** The class of `error` as a short name: its `name` when that is one, else 'Error'. */
export function errorClassOf(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return typeof name === 'string' && ERROR_CLASS.test(name) ? name : 'Error';
}
