/**
 * The shell's server build (docs/server-rendering/plan.md): in the API process it is the federation
 * host, as the shell is in the browser. It loads each remote's server build from the version folder
 * remotes.json names, hands it the shared modules (the packages from the API's node_modules, our
 * shared modules from this build, with the shell's CSS-module names), and renders one public page
 * inside the shell's providers and layout, with the data its components ask for.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import * as apiErrors from '@storefront/shared/api/api-errors';
import * as reactQuery from '@storefront/shared/api/react-query';
import * as trpcClientModule from '@storefront/shared/api/trpc-client';
import * as trpcReact from '@storefront/shared/api/trpc-react';
import * as featureFlags from '@storefront/shared/feature-flags/feature-flags';
import * as i18nModule from '@storefront/shared/i18n/i18n';
import * as i18nReact from '@storefront/shared/i18n/react';
import * as router from '@storefront/shared/routes/router';
import * as sessionStore from '@storefront/shared/session/session-store';
import * as componentStyles from '@storefront/shared/theme/component-styles';
import * as toastStore from '@storefront/shared/toast/toast-store';
import * as remoteMount from '@storefront/shared/ui/remote-mount';
import * as useLocale from '@storefront/shared/i18n/use-locale';
import * as emptyState from '@storefront/shared/ui/empty-state';
import * as queryState from '@storefront/shared/ui/query-state';
import * as skeleton from '@storefront/shared/ui/skeleton';
import * as routeTable from '@storefront/shared/routes/route-table';
import { createQueryClient } from '@storefront/shared/api/query-client';
import type { RemoteMap, RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import type { FirstPageQuery, Locale, PageAnswer, RemoteDescription } from '@storefront/shared/federation/remote-description';
import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import { composeSite, findRoute, fragmentsIn, setSite } from '@storefront/shared/routes/route-table';
import { StaticRouter } from '@storefront/shared/routes/server-router';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { ShellRoutes } from '../app/router';
import { pageCacheKey } from '../app/remotes';
import sharedPackage from '../../../shared/package.json';

/** What the shell shares with the remotes, as the browser shell does (shared/build/shared-modules.cjs). */
const storefrontModules: Record<string, unknown> = {
  '@storefront/shared/api/api-errors': apiErrors,
  '@storefront/shared/api/react-query': reactQuery,
  '@storefront/shared/api/trpc-client': trpcClientModule,
  '@storefront/shared/api/trpc-react': trpcReact,
  '@storefront/shared/feature-flags/feature-flags': featureFlags,
  '@storefront/shared/i18n/i18n': i18nModule,
  '@storefront/shared/i18n/react': i18nReact,
  '@storefront/shared/routes/route-table': routeTable,
  '@storefront/shared/routes/router': router,
  '@storefront/shared/session/session-store': sessionStore,
  '@storefront/shared/theme/component-styles': componentStyles,
  '@storefront/shared/toast/toast-store': toastStore,
  '@storefront/shared/ui/remote-mount': remoteMount,
  '@storefront/shared/i18n/use-locale': useLocale,
  '@storefront/shared/ui/empty-state': emptyState,
  '@storefront/shared/ui/query-state': queryState,
  '@storefront/shared/ui/skeleton': skeleton,
};

/** The names this build provides, which a test holds to the shared modules the remotes take from the host. */
export const providedModules = Object.keys(storefrontModules);

/**
 * The packages the remotes' server builds take from the host (the browser shell's singletons by
 * their concrete names: the build shares `react/` as a prefix). Node's require, not an import, so
 * each is the package's own module.exports, the one instance the API process has.
 */
const packages: Record<string, { load: () => unknown; version: string }> = {
  react: { load: () => require('react'), version: require('react/package.json').version },
  'react/jsx-runtime': { load: () => require('react/jsx-runtime'), version: require('react/package.json').version },
  'react-dom': { load: () => require('react-dom'), version: require('react-dom/package.json').version },
  i18next: { load: () => require('i18next'), version: require('i18next/package.json').version },
  zustand: { load: () => require('zustand'), version: require('zustand/package.json').version },
};

/** The shared modules of one renderer: `modules` in place of the shell's own where given. */
const sharedWith = (modules: Record<string, unknown>) => ({
  ...Object.fromEntries(
    Object.entries(packages).map(([name, { load, version }]) => [name, { version, lib: load, shareConfig: { singleton: true, requiredVersion: false as const } }]),
  ),
  ...Object.fromEntries(
    Object.entries({ ...storefrontModules, ...modules }).map(([name, module]) => [
      name,
      { version: sharedPackage.version, lib: () => module, shareConfig: { singleton: true, requiredVersion: false as const } },
    ]),
  ),
});

/** The server build of the release whose browser manifest remotes.json names: `server/` of the same version folder. */
const serverEntry = (distDir: string, manifestUrl: string): string =>
  path.join(distDir, path.posix.dirname(manifestUrl), 'server', 'remoteEntry.js');

/**
 * Evaluates a remote's server entry as CommonJS, afresh each time the runtime asks for it (once
 * per registration: the first request, and each release or rollback). Through require, a folder
 * loaded before would come back from require.cache already initialised, its modules not run
 * again: the routes module registers its texts into the shared i18n module when it runs, so a
 * rollback showed the newer release's texts. Nothing keeps a replaced container either, so it
 * can be collected. Its chunks load through webpack's async-node loading, relative to the file.
 */
function evaluateEntry(file: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
  (wrapper as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * The runtime keeps the entries it loaded process-wide, by address: a host that asked for one
 * another host loaded would get that host's container, its modules run with the other host's
 * shared modules. Each host asks for its entries under an address of its own (`file#host`).
 */
const entryOf = (file: string, host: string) => `${file}#${host}`;

const loadServerEntries = (): ModuleFederationRuntimePlugin => ({
  name: 'load-server-entries',
  // The runtime's own Node loader fetches entries over HTTP; these are files beside the API.
  loadEntry: ({ remoteInfo }) => evaluateEntry(remoteInfo.entry.slice(0, remoteInfo.entry.lastIndexOf('#'))) as never,
});

/** Renders a page until it asks for nothing more: the first render asks for data, the next ones show it. */
const MAX_RENDERS = 4;

export interface RenderRequest {
  /** The page's address: its path and query. */
  url: string;
  locale: Locale;
  /** remotes.json as the document is served with it. */
  remotes: RemoteMap;
  /** The live remotes' descriptions (remote-description.json of each). */
  descriptions: RemoteDescription[];
  /**
   * Answers a query in the API's process, as the visitor would be answered
   * (api/src/http/page-answers.ts); undefined when it has no answer to give.
   */
  answer: (query: FirstPageQuery) => Promise<unknown>;
  /** Answers given before the render (the page's description's hints, `firstPageQueries`): the first render shows them. */
  known?: PageAnswer[];
  /** When the render must end (Date.now()): a part still waiting then is left to the browser. */
  deadline: number;
}

export interface RenderedPage {
  /** The page's markup, all of it rendered (a part left waiting at the deadline as its fallback). */
  html: string;
  /** The answers the page was rendered with, for the browser to hydrate from. */
  answers: PageAnswer[];
  /** Queries the page still waits for: it shows their loading placeholder. */
  pending: number;
}

export interface ServerRenderer {
  /**
   * Renders a public page with the answers to the queries its components ask for, found by
   * rendering it: after each render, the queries waiting in the query cache are answered and the
   * page is rendered again, until none waits, MAX_RENDERS, or the deadline. Rejects when the
   * address is not a public page, when the page's remote or one of its own fragments' has no
   * server build or it fails to load, or when the page's shell cannot render by the deadline: the
   * document is then sent as today.
   */
  render(request: RenderRequest, options?: { onError?: (error: unknown) => void }): Promise<RenderedPage>;
}

/** The tRPC queries the render asked for and has no data for: [path segments, { input, type: 'query' }] keys. */
function waitingQueries(queryClient: reactQuery.QueryClient): FirstPageQuery[] {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'all', predicate: (query) => query.state.data === undefined && query.state.status === 'pending' })
    .flatMap(({ queryKey }) => {
      const [segments, options] = queryKey as [unknown, { input?: unknown; type?: unknown } | undefined];
      if (!Array.isArray(segments) || options?.type !== 'query') return [];
      const path = segments.join('.');
      return [options.input === undefined ? { path } : { path, input: options.input as Record<string, unknown> }];
    });
}

/** `work`'s result, or undefined when the deadline comes first. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()))));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One render of `tree` to its end, as HTML; at the deadline, what is still waiting is sent as its fallback. */
function renderOnce(tree: ReactNode, deadline: number, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
      final: (done) => (resolve(Buffer.concat(chunks).toString('utf8')), done()),
    });
    sink.on('error', reject);
    let shellReady = false;
    let piped = false;
    const pipe = () => {
      clearTimeout(timer);
      if (!piped) stream.pipe(sink);
      piped = true;
    };
    const stream = renderToPipeableStream(tree, {
      // Every part inline, however large, rather than sent apart with a script to move it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => void (shellReady = true),
      onShellError: (error) => (clearTimeout(timer), reject(error)),
      onAllReady: pipe,
      onError,
    });
    const timer = setTimeout(() => {
      const late = new Error(`a part of the page was not ready within the render's time`);
      if (!shellReady) return stream.abort(late);
      stream.abort(late);
      pipe();
    }, Math.max(0, deadline - Date.now()));
  });
}

/** Federation hosts made so far in this process. */
let renderers = 0;

/** One federation host for the dist folder's releases; the API keeps one per shell release. */
export function createRenderer({ distDir }: { distDir: string }): ServerRenderer {
  // The texts this renderer's remotes registered as they loaded, which each render puts over the
  // process's: two renderers (a release and its canary) hold two releases of one remote, whose
  // texts share a namespace's name.
  const ownTexts = i18nModule.createTextRegistry();
  const i18nForRemotes: typeof i18nModule = {
    ...i18nModule,
    addNamespace: (ns, resources) => (ownTexts.add(ns, resources), i18nModule.addNamespace(ns, resources)),
  };
  const shared = sharedWith({ '@storefront/shared/i18n/i18n': i18nForRemotes });
  // A name of its own: the runtime keeps each host's shared modules under its name, and this one's differ.
  const federation = createInstance({ name: `shell_server_${(renderers += 1)}`, remotes: [], shared, plugins: [loadServerEntries()] });
  // Fragments (the header's) load through the same host as the pages.
  setRemoteLoader((id) => federation.loadRemote(id) as Promise<unknown>);
  let registered = '';

  /** A release or rollback changed remotes.json: its remotes replace the ones loaded (their containers and shared scope). */
  function syncRemotes(remotes: RemoteMap): void {
    const key = JSON.stringify(remotes);
    if (key === registered) return;
    federation.registerRemotes(
      Object.entries(remotes).map(([name, manifest]) => ({ name, entry: entryOf(serverEntry(distDir, manifest), federation.name) })),
      { force: true },
    );
    registered = key;
  }

  async function loadPageComponent(remote: string, id: string): Promise<ComponentType> {
    const routes = await federation.loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    const load = routes?.pages[id];
    if (!load) throw new Error(`${remote}/routes has no page ${id}`);
    return (await load()).default;
  }

  /** The components of a page's own fragments (other teams' parts of its first screen), by id as FragmentPlace keys them. */
  async function loadFragments(ids: readonly string[]): Promise<Array<[string, ComponentType]>> {
    return Promise.all(
      ids.map(async (id) => {
        const fragment = await federation.loadRemote<{ default: ComponentType }>(id);
        if (!fragment) throw new Error(`${id} did not load`);
        return [id, fragment.default] as [string, ComponentType];
      }),
    );
  }

  return {
    async render(request, { onError = () => undefined } = {}) {
      syncRemotes(request.remotes);
      const site = composeSite(request.descriptions);
      const { pathname } = new URL(request.url, 'http://server.invalid');
      const route = findRoute(site, pathname);
      if (!route || route.access !== 'public' || route.personal) throw new Error(`${pathname} is not a public page the same for every reader`);
      const [Page, fragments] = await Promise.all([loadPageComponent(route.remote, route.id), loadFragments(fragmentsIn(site, route))]);
      // The page's module registered its texts as it loaded; this request's instance starts with them.
      const i18n = i18nModule.createI18n(request.locale, { texts: i18nModule.registeredTextsWith(ownTexts) });
      // The route table is the shell's module state (useLocalePath reads it): the same site for
      // every request but during a release, until it becomes a per-request context (plan, slice 5).
      setSite(site);
      const queryClient = createQueryClient();
      const trpcClient = trpcClientModule.createApiClient();
      // The browser's own tree (../app/app.tsx) with the server's router: the same components,
      // so the same markup, Suspense boundaries and ids for the browser to hydrate.
      const tree = (
        <i18nReact.I18nextProvider i18n={i18n}>
          <remoteMount.ServerComponents value={new Map<string, ComponentType<Record<string, unknown>>>([[pageCacheKey(route), Page], ...fragments])}>
            <AppProviders clients={{ trpcClient, queryClient }}>
              <StaticRouter location={request.url}>
                <ShellRoutes />
              </StaticRouter>
            </AppProviders>
          </remoteMount.ServerComponents>
        </i18nReact.I18nextProvider>
      );
      const answers: PageAnswer[] = [...(request.known ?? [])];
      trpcReact.cacheAnswers(queryClient, trpcClient, answers);
      const asked = new Set<string>();
      for (let renders = 1; ; renders += 1) {
        const html = await renderOnce(tree, request.deadline, onError);
        const waiting = waitingQueries(queryClient);
        // A query asked before and not answered would not be answered now: the page shows its placeholder.
        const toAsk = waiting.filter((query) => !asked.has(JSON.stringify(query)));
        if (toAsk.length === 0 || renders === MAX_RENDERS || Date.now() >= request.deadline) return { html, answers, pending: waiting.length };
        toAsk.forEach((query) => asked.add(JSON.stringify(query)));
        const answered = await beforeDeadline(
          Promise.all(toAsk.map(async (query) => ({ ...query, data: await request.answer(query) }))),
          request.deadline,
        );
        const found = (answered ?? []).filter((query) => query.data !== undefined);
        if (found.length === 0) return { html, answers, pending: waiting.length };
        trpcReact.cacheAnswers(queryClient, trpcClient, found);
        answers.push(...found);
      }
    },
  };
}
