/**
 * The browser's field signals (README "Field signals and metrics"): which page was shown with which
 * remote versions, which remote's boundary or script failed, and the page's LCP, INP and CLS,
 * batched and sent with `navigator.sendBeacon` when a batch is full, every 10 s and when the page
 * is hidden. Loaded once the page is idle (./field-signals-early.ts keeps what came before).
 *
 * Only what the site itself publishes leaves the browser: page ids, remote names and versions,
 * an error's class name, numbers, and the X-Request-Id of the API's last answers. Never an
 * address, a query, an error's message or anything the visitor typed.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { recentRequestIds } from '@storefront/shared/api/trpc-client';
import type { RemoteMap } from '@storefront/shared/federation/remote-contract';
import {
  errorClassOf,
  FIELD_SIGNALS_URL,
  MAX_SIGNALS_PER_REPORT,
  REMOTE_NAME,
  REQUEST_ID,
  REMOTE_VERSION,
  type FieldReport,
  type FieldSignal,
  type VitalName,
} from '@storefront/shared/federation/field-signals';
import { currentSite, findRoute } from '@storefront/shared/routes/route-table';
import type { FieldEvent } from './field-signals-early';
import { connectRemotes } from './remotes';

const SEND_EVERY_MS = 10_000;
/** The share of sessions that report, unless the document says otherwise (`<meta name="field-signals-rate">`). */
const DEFAULT_SAMPLE_RATE = 1;
const SAMPLED_KEY = 'field-signals-sampled';

/** A published remote's files: `/remotes/<remote>/<version>/…`. */
const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9-]*)\/([A-Za-z0-9][A-Za-z0-9._+-]*)\//;

/** Each remote's version: the folder its manifest is published in. */
export function versionsOf(map: RemoteMap): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [remote, manifest] of Object.entries(map)) {
    const match = REMOTE_FILE.exec(new URL(manifest, 'http://site.invalid').pathname);
    if (match && match[1] === remote && REMOTE_NAME.test(remote) && REMOTE_VERSION.test(match[2]!)) versions[remote] = match[2]!;
  }
  return versions;
}

/** The remote version whose script threw `error`: the script's address, else the topmost of its stack's frames in a remote's files. */
export function scriptOwner(error: unknown, filename?: string): { remote: string; version: string } | undefined {
  const stack = typeof error === 'object' && error !== null ? (error as { stack?: unknown }).stack : undefined;
  for (const text of [filename, typeof stack === 'string' ? stack : undefined]) {
    const match = text ? REMOTE_FILE.exec(text) : null;
    if (match && REMOTE_VERSION.test(match[2]!)) return { remote: match[1]!, version: match[2]! };
  }
  return undefined;
}

export interface ReporterDeps {
  /** Each remote's version in the visitor's map. */
  versions: Record<string, string>;
  /** The page at `path`: its id and the remote that owns it. */
  pageOf: (path: string) => { id: string; remote: string } | undefined;
  /** Sends one report; false when the browser would not queue it. */
  send: (body: string) => boolean;
  requestIds?: () => string[];
  /** The page a reader is on now. */
  currentPath?: () => string;
}

export class FieldReporter {
  private signals: FieldSignal[] = [];
  private errorsSince = false;

  constructor(private readonly deps: ReporterDeps) {}

  /** One thing the page told; sent when the batch is full. */
  take(event: FieldEvent): void {
    const signal = this.signalOf(event);
    if (!signal) return;
    this.signals.push(signal);
    if (signal.kind !== 'pageView' && signal.kind !== 'vital') this.errorsSince = true;
    if (this.signals.length >= MAX_SIGNALS_PER_REPORT) this.flush();
  }

  /** A vital of the page the document was loaded for: web-vitals measures the document, not each client-side page. */
  vital(landingPath: string, name: VitalName, value: number): void {
    const page = this.deps.pageOf(landingPath);
    const version = page && this.deps.versions[page.remote];
    if (!page || !version) return;
    this.signals.push({ kind: 'vital', pageId: page.id, remote: page.remote, version, name, value: Math.round(value * 1000) / 1000 });
    if (this.signals.length >= MAX_SIGNALS_PER_REPORT) this.flush();
  }

  /** Sends what is waiting, with the API's last request ids when it holds an error. */
  flush(): void {
    if (this.signals.length === 0) return;
    const report: FieldReport = { signals: this.signals.splice(0, MAX_SIGNALS_PER_REPORT) };
    const requestIds = this.errorsSince ? (this.deps.requestIds?.() ?? []).filter((id) => REQUEST_ID.test(id)) : [];
    if (requestIds.length > 0) report.requestIds = requestIds;
    this.errorsSince = false;
    this.deps.send(JSON.stringify(report));
    if (this.signals.length > 0) this.flush();
  }

  private signalOf(event: FieldEvent): FieldSignal | undefined {
    const { versions, pageOf } = this.deps;
    if ('path' in event) {
      const page = pageOf(event.path);
      return page && { kind: 'pageView', pageId: page.id, versions: { ...versions } };
    }
    const page = pageOf(this.deps.currentPath?.() ?? location.pathname);
    if (!page) return undefined;
    if ('boundary' in event) {
      const { remote, phase, error } = event.boundary;
      const version = versions[remote];
      return version ? { kind: 'boundaryError', remote, version, pageId: page.id, phase, errorClass: errorClassOf(error) } : undefined;
    }
    // An error of no remote's script (the shell's, an extension's) is not a remote version's.
    const owner = scriptOwner(event.error, event.filename);
    return owner && { kind: 'unhandledError', ...owner, pageId: page.id, errorClass: errorClassOf(event.error) };
  }
}

/** Sends at the interval, and when the page is hidden or left (the last moment a beacon is sure to go). */
export function installReporter(reporter: FieldReporter): () => void {
  const flush = () => reporter.flush();
  const onVisibility = () => document.visibilityState === 'hidden' && flush();
  const timer = setInterval(flush, SEND_EVERY_MS);
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Whether this visitor session reports: decided once per session, so its page views and errors go together. */
export function sessionSampled(): boolean {
  const rate = Number(document.querySelector<HTMLMetaElement>('meta[name="field-signals-rate"]')?.content ?? DEFAULT_SAMPLE_RATE);
  try {
    const kept = sessionStorage.getItem(SAMPLED_KEY);
    if (kept === '1' || kept === '0') return kept === '1';
    const sampled = Math.random() < (Number.isFinite(rate) ? rate : DEFAULT_SAMPLE_RATE);
    sessionStorage.setItem(SAMPLED_KEY, sampled ? '1' : '0');
    return sampled;
  } catch {
    return Math.random() < rate;
  }
}

const beacon = (body: string) => navigator.sendBeacon(FIELD_SIGNALS_URL, new Blob([body], { type: 'application/json' }));

/**
 * Starts reporting what `early` holds and all that follows; `landingPath` is the page the document
 * was loaded for, whose remote its vitals are counted for.
 */
export function startReporter(landingPath: string, early: FieldEvent[]): (event: FieldEvent) => void {
  if (!sessionSampled() || typeof navigator.sendBeacon !== 'function') return () => undefined;
  const waiting = [...early];
  let reporter: FieldReporter | undefined;
  void connectRemotes()
    .then((map) => {
      const pageOf = (path: string) => findRoute(currentSite(), path);
      const ready = new FieldReporter({ versions: versionsOf(map), pageOf, send: beacon, requestIds: recentRequestIds });
      reporter = ready;
      for (const event of waiting.splice(0)) ready.take(event);
      installReporter(ready);
      // A browser without the performance entries these read reports the rest all the same.
      const vital = (metric: Metric) => ready.vital(landingPath, metric.name as VitalName, metric.value);
      try {
        onLCP(vital);
        onINP(vital);
        onCLS(vital);
      } catch {
        // Nothing to measure with.
      }
    })
    .catch(() => undefined);
  return (event) => (reporter ? reporter.take(event) : void waiting.push(event));
}
