/**
 * Server rendering of a document's page (README "How a page is rendered"): the shell's server
 * build (dist/shell/server/, named by its entry.json, so a shell release is a new file) renders the
 * page with React's stream and the answers to the queries its components ask for, which the
 * document carries after it (./page-answers.ts); the browser hydrates it from the same answers. Whenever that cannot happen (no shell server build, a remote whose
 * release has no server build or whose code throws, a render that is not ready in time) the
 * document is sent as before, rendered in the browser, and the reason is logged once.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../lib/i18n';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { readBuildFile } from '../lib/build-files';
import { inputsKey, RenderedPages, type RenderedPage } from './rendered-pages';
import type { RemoteMap } from './published-site';
import type { FirstPageQuery, PageAnswer, RemoteDescription } from '@storefront/shared/federation/remote-description';
import { answerAll, pageAnswersElement, type PageQueryAnswerer } from './page-answers';
import type { Encoding } from './static-files';
import { SERVER_RENDERED_ATTRIBUTE } from '@storefront/shared/startup/server-rendered';

/** shell/src/server/render.tsx's createRenderer, as its build exports it. */
interface ServerRenderer {
  render(
    request: {
      url: string;
      locale: Locale;
      remotes: RemoteMap;
      descriptions: RemoteDescription[];
      answer: PageQueryAnswerer;
      known: PageAnswer[];
      deadline: number;
    },
    options?: { onError?: (error: unknown) => void },
  ): Promise<{ html: string; answers: PageAnswer[]; pending: number }>;
}

/** How long the server may take to render a page, its renders and answers all told, before the browser renders it (or its late parts) instead. */
export const READY_MS = 1000;

/**
 * How much later than READY_MS the render may end: it ends its own work at READY_MS (a part still
 * waiting is sent as its placeholder), which takes a moment; this is for a render that cannot end
 * (a remote's code that never loads).
 */
const GRACE_MS = 250;

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

/**
 * The live shell release: one renderer (a federation host) per remote map it is asked to render
 * with, so that a canary's visitors and the others are each rendered by their own versions.
 */
interface ShellRelease {
  file: string;
  build: ShellServerBuild;
  renderers: Map<string, ServerRenderer>;
}

/** The stable map and the canaries' maps: more are the rest of an ended release, let go first. */
const MAX_RENDERERS = 4;

let live: ShellRelease | undefined;

/**
 * How many remote maps were taken in since the process started: a remote's texts are registered
 * process-wide as its code loads, so a page rendered while another map's remotes first loaded may
 * show their texts, and is not kept.
 */
let remoteChanges = 0;

/** The renderer of the shell release `distDir` holds, for `remotes`; a new release (a new file) replaces the ones before. */
export async function shellRenderer(distDir: string, remotes: RemoteMap): Promise<{ file: string; renderer: ServerRenderer } | undefined> {
  const loaded = await loadShellBuild(distDir);
  if (!loaded) return undefined;
  if (live?.file !== loaded.file) live = { ...loaded, renderers: new Map() };
  const key = JSON.stringify(remotes);
  let renderer = live.renderers.get(key);
  if (!renderer) {
    remoteChanges += 1;
    renderedPages.clear();
    if (live.renderers.size >= MAX_RENDERERS) live.renderers.delete(live.renderers.keys().next().value!);
    renderer = live.build.createRenderer({ distDir });
    live.renderers.set(key, renderer);
  }
  return { file: live.file, renderer };
}

/** Pages rendered before, up to 32 MB of them: some hundreds of pages, in every language. */
const renderedPages = new RenderedPages(32 * 1024 * 1024);

const reported = new Set<string>();

/** Logs a reason the page was rendered in the browser once per process: each request would repeat it. */
function reportOnce(log: FastifyBaseLogger, error: unknown, what = 'server rendering failed; the page is rendered in the browser'): void {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.has(message)) return;
  reported.add(message);
  log.warn({ err: error }, what);
}

/**
 * Whether the page's `<main>` holds no loading placeholder (`aria-busy="true"`, shared/src/ui/skeleton
 * and the pages' own): a page served as its placeholder would be kept and served so to every reader
 * until its data changed. A page without `<main>` has nothing to judge.
 */
export function mainIsWhole(html: string): boolean {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  return !main || !/\baria-busy=(["']?)true\1/i.test(main[1]!);
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

const ROOT_END = '</div>';

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
  /** Answers the page's queries as the visitor would be answered. */
  answer: PageQueryAnswerer;
  /** The queries the page's description lists: answered before its first render, which then shows them. */
  hints: FirstPageQuery[];
  /** The database's write position when the document was asked for (../db/data-version.ts); undefined when unknown. */
  dataVersion: string | undefined;
  log: FastifyBaseLogger;
}

/** `work`, or a rejection when it takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} was not ready within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The page and its answers, rendered until it asks for nothing more or READY_MS has passed: it is
 * then sent whole, which needs no inline script to put late parts in place (the policy allows
 * none). A page still showing a placeholder in its `<main>`, or still waiting for a query, or one
 * of whose parts threw, is sent as it is but not kept, and logged once; a page that cannot be
 * rendered at all in time is left to the browser.
 */
async function renderPage(renderer: ServerRenderer, input: ServerRenderInput): Promise<RenderedPage> {
  const remotesAtStart = remoteChanges;
  const deadline = Date.now() + READY_MS;
  let failed = false;
  const known = await within(answerAll(input.answer, input.hints), READY_MS, 'the answers to the page\'s queries');
  const page = await within(
    renderer.render(
      { url: input.url, locale: input.locale, remotes: input.remotes, descriptions: input.descriptions, answer: input.answer, known, deadline },
      {
        onError: (error) => {
          failed = true;
          reportOnce(input.log, error);
        },
      },
    ),
    READY_MS + GRACE_MS,
    'the page',
  );
  const { pathname } = new URL(input.url, 'http://server.invalid');
  if (page.pending > 0 || !mainIsWhole(page.html)) {
    const reason = page.pending > 0 ? `${page.pending} of its queries unanswered` : 'a loading placeholder in its <main>';
    reportOnce(input.log, new Error(`${pathname} (${input.locale}) was rendered with ${reason}`), 'a page was rendered with a placeholder; it is not kept');
    failed = true;
  }
  return {
    html: page.html,
    answers: pageAnswersElement(input.locale, page.answers),
    whole: !failed && remoteChanges === remotesAtStart,
  };
}

/**
 * The page, from the pages rendered before when the same release rendered it from the same inputs:
 * the same data (the database's write position), address, language and day. Without a write
 * position it is rendered each time.
 */
async function renderedPage(input: ServerRenderInput): Promise<RenderedPage> {
  const release = await shellRenderer(input.distDir, input.remotes);
  if (!release) throw new Error('the shell has no server build');
  const { file, renderer } = release;
  if (input.dataVersion === undefined) return renderPage(renderer, input);
  // The day, for what a page shows of it (the calendar's today, the footer's year).
  const key = inputsKey([file, input.url, input.locale, input.remotes, todayInVietnam(), input.dataVersion]);
  return renderedPages.get(key, () => renderPage(renderer, input));
}

/**
 * The document `html` as a stream in `encoding`, its head sent at once (the browser fetches the
 * styles and scripts it names while the server renders), then the page rendered by the server, or
 * when that fails, the root as the browser-rendered document has it, with the answers the page's
 * description lists. `whole` tells, once the
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
      // The answers right after the root: the browser's start-up reads them before it hydrates.
      body.end(` ${SERVER_RENDERED_ATTRIBUTE}>${page.html}${ROOT_END}${page.answers}${parts.tail.slice(ROOT_END.length)}`);
      return page.whole;
    },
    async (error: unknown) => {
      reportOnce(input.log, error);
      // The browser renders the page: what its description lists still comes with it.
      const known = await within(answerAll(input.answer, input.hints), READY_MS, "the answers to the page's queries").catch(() => []);
      const answers = known.length > 0 ? pageAnswersElement(input.locale, known) : '';
      body.end(`>${parts.placeholder}${ROOT_END}${answers}${parts.tail.slice(ROOT_END.length)}`);
      return false;
    },
  );
  return { body, whole };
}
