/**
 * Server rendering of a document's page (README "How a page is rendered"): the shell's server
 * build (dist/shell/server/, named by its entry.json, so a shell release is a new file) renders the
 * page's first screen with React's stream, from the same first-page answers the document carries;
 * the browser hydrates it. Whenever that cannot happen (no shell server build, a remote whose
 * release has no server build or whose code throws, a render that is not ready in time) the
 * document is sent as before, rendered in the browser, and the reason is logged once.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import type { Locale } from '../lib/i18n';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { readBuildFile } from './build-files';
import { inputsKey, RenderedPages, type RenderedPage } from './rendered-pages';
import type { RemoteMap } from './published-site';
import type { StartupState } from './startup-state';
import type { Encoding } from './static-files';
import { SERVER_RENDERED_ATTRIBUTE } from '@storefront/shared/startup/server-rendered';

/** The part of React's PipeableStream the document needs. */
interface PageStream {
  pipe<T extends Writable>(destination: T): T;
  abort(reason?: unknown): void;
}

interface StreamOptions {
  progressiveChunkSize?: number;
  onAllReady?: () => void;
  onError?: (error: unknown) => string | void;
}

/** shell/src/server/render.tsx's createRenderer, as its build exports it. */
interface ServerRenderer {
  render(
    request: { url: string; locale: Locale; remotes: RemoteMap; descriptions: RemoteDescription[]; startupState: unknown },
    options?: StreamOptions,
  ): Promise<PageStream>;
}

/** How long the server may take to render a page before the browser renders it (or its late parts) instead. */
export const READY_MS = 1000;

/** What shell/src/server/render.tsx exports. */
export interface ShellServerBuild {
  createRenderer(options: { distDir: string }): ServerRenderer;
  /** The shared modules it provides the remotes with. */
  providedModules: string[];
}

/** The shell's server build in `distDir`, as its entry.json names it; undefined before the first build. */
export async function loadShellBuild(distDir: string): Promise<{ file: string; build: ShellServerBuild } | undefined> {
  const folder = path.join(distDir, 'shell', 'server');
  const entry = await readBuildFile(path.join(folder, 'entry.json'), (text) => (JSON.parse(text) as { render?: unknown }).render);
  if (typeof entry !== 'string' || !/^[\w.-]+\.js$/.test(entry)) return undefined;
  const file = path.join(folder, entry);
  // Node's own require, so that the build and the packages it requires (React) are the process's one copy.
  return { file, build: createRequire(file)(file) as ShellServerBuild };
}

/** The live shell release's renderer. */
interface ShellRelease {
  file: string;
  renderer: ServerRenderer;
}

let live: ShellRelease | undefined;

/** The renderer of the shell release `distDir` holds; a new release (a new file) replaces the one before. */
export async function shellRelease(distDir: string): Promise<ShellRelease | undefined> {
  const loaded = await loadShellBuild(distDir);
  if (!loaded) return undefined;
  if (live?.file !== loaded.file) live = { file: loaded.file, renderer: loaded.build.createRenderer({ distDir }) };
  return live;
}

/** Pages rendered before, up to 32 MB of them: some hundreds of pages, in every language. */
const renderedPages = new RenderedPages(32 * 1024 * 1024);

/**
 * The remote map pages were last rendered with, and how many times it changed. A remote's texts
 * are registered process-wide as its code loads, so a page rendered while a release or rollback
 * went live may show the other release's texts: none of those is kept, and a change forgets the
 * pages kept before it.
 */
let liveRemotes = '';
let remoteChanges = 0;

function followRemotes(remotes: RemoteMap): number {
  const json = JSON.stringify(remotes);
  if (json !== liveRemotes) {
    liveRemotes = json;
    remoteChanges += 1;
    renderedPages.clear();
  }
  return remoteChanges;
}

const reported = new Set<string>();

/** Logs a reason the page was rendered in the browser once per process: each request would repeat it. */
function reportOnce(log: FastifyBaseLogger, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.has(message)) return;
  reported.add(message);
  log.warn({ err: error }, 'server rendering failed; the page is rendered in the browser');
}

// `npm start` has no nginx to compress documents, and on a slow phone network every 14 KB past
// the first (TCP's initial window) costs another round trip. A document is compressed per
// request, so Brotli runs at a middle level: about as fast as gzip's default, and still smaller.
const compressor = (encoding: Encoding) =>
  encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();

/** A document rendered in the browser: `html` as it is, compressed in `encoding`. */
export function documentBody(html: string, encoding: Encoding | undefined): string | Readable {
  return encoding ? compressor(encoding).end(html) : html;
}

/** The document around its root element: up to `<div id="root"` (its `>` not yet), what the template shows inside it, and the rest. */
function splitAtRoot(html: string): { head: string; placeholder: string; tail: string } | undefined {
  const open = /<div id="?root"?>/i.exec(html);
  const bodyEnd = html.search(/<\/body>/i);
  // The root is the body's only element before the scripts: its end is the body's last </div>.
  const close = html.lastIndexOf('</div>', bodyEnd);
  if (!open || close < open.index) return undefined;
  return {
    head: html.slice(0, open.index) + '<div id="root"',
    placeholder: html.slice(open.index + open[0].length, close),
    tail: html.slice(close),
  };
}

export interface ServerRenderInput {
  distDir: string;
  url: string;
  locale: Locale;
  remotes: RemoteMap;
  descriptions: RemoteDescription[];
  startupState: StartupState;
  log: FastifyBaseLogger;
}

/** The page's HTML, written by React's stream once all of it has rendered. */
function pageHtml(stream: PageStream): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
      final: (done) => (resolve(Buffer.concat(chunks).toString('utf8')), done()),
    });
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

/**
 * The page, once all of it has rendered: it is then sent whole, which needs no inline script to
 * put late parts in place (the policy allows none). A part still waiting after READY_MS, or one
 * that throws, is left to the browser; a page whose shell is not ready by then is not
 * server-rendered at all.
 */
async function renderPage(renderer: ServerRenderer, input: ServerRenderInput): Promise<RenderedPage> {
  const remotesAtStart = followRemotes(input.remotes);
  let whole = true;
  let allReady!: () => void;
  const ready = new Promise<void>((resolve) => (allReady = resolve));
  const rendering = renderer.render(
    {
      url: input.url,
      locale: input.locale,
      remotes: input.remotes,
      descriptions: input.descriptions,
      // As the browser reads it from the document: dates as text, so both render the same.
      startupState: JSON.parse(JSON.stringify(input.startupState)) as unknown,
    },
    {
      // Every part inline, however large, rather than sent apart with a script to move it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: allReady,
      onError: (error) => {
        whole = false;
        reportOnce(input.log, error);
      },
    },
  );
  const timedOut = new Promise<'late'>((resolve) => setTimeout(resolve, READY_MS, 'late').unref());
  const shell = await Promise.race([rendering, timedOut]);
  if (shell === 'late') {
    void rendering.then((abandoned) => abandoned.abort(), () => undefined);
    throw new Error(`the page was not ready within ${READY_MS} ms`);
  }
  if ((await Promise.race([ready, timedOut])) === 'late') shell.abort(new Error(`a part of a page was not ready within ${READY_MS} ms`));
  const html = await pageHtml(shell);
  return { html, whole: whole && followRemotes(input.remotes) === remotesAtStart };
}

/** The page, from the pages rendered before when the same release rendered it from the same inputs. */
async function renderedPage(input: ServerRenderInput): Promise<RenderedPage> {
  const release = await shellRelease(input.distDir);
  if (!release) throw new Error('the shell has no server build');
  const { file, renderer } = release;
  // The day, for what a page shows of it (the calendar's today, the footer's year).
  const key = inputsKey([file, input.url, input.locale, input.remotes, todayInVietnam(), input.startupState]);
  return renderedPages.get(key, () => renderPage(renderer, input));
}

/**
 * The document `html` as a stream in `encoding`, its head sent at once (the browser fetches the
 * styles and scripts it names while the server renders), then the page rendered by the server, or
 * when that fails, the root as the browser-rendered document has it. `whole` tells, once the
 * document is sent, whether all of the page was rendered.
 */
export function serverRenderedDocument(html: string, input: ServerRenderInput, encoding: Encoding | undefined): { body: Readable; whole: Promise<boolean> } | undefined {
  const parts = splitAtRoot(html);
  if (!parts) return undefined;
  const body = encoding ? compressor(encoding) : new PassThrough();
  body.write(parts.head);
  if ('flush' in body) body.flush();
  const whole = renderedPage(input).then(
    (page) => {
      body.end(` ${SERVER_RENDERED_ATTRIBUTE}>${page.html}${parts.tail}`);
      return page.whole;
    },
    (error: unknown) => {
      reportOnce(input.log, error);
      body.end(`>${parts.placeholder}${parts.tail}`);
      return false;
    },
  );
  return { body, whole };
}
