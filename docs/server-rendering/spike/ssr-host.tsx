/**
 * SPIKE: the API process as a plain-Node federation host (no webpack), rendering one remote page
 * to HTML from the remote's server build, with the document's first-page answers.
 *
 *   cd api && npx tsx ../spike/ssr-host.tsx <distDir>
 *
 * It proves or disproves, in this order:
 *  1. @module-federation/runtime (2.9.3, already installed with enhanced) loads a commonjs-module
 *     server container named by remotes.json, through the documented `loadEntry` runtime hook;
 *  2. the page renders with renderToPipeableStream, one React shared with the host;
 *  3. a release (remotes.json rewritten to a new version folder) is picked up without restarting,
 *     by registerRemotes(..., { force: true });
 *  4. a remote whose server build is missing fails in loadRemote, where the API can fall back.
 */
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

async function main() {
const distDir = path.resolve(process.argv[2] ?? '../spike/out');
const require = createRequire(__filename);
const { SHARED_MODULES } = require('../shared/build/shared-modules.cjs');
const sharedVersion: string = require('../shared/package.json').version;

// ---- the host's shared modules: the very instances the API's own code uses ----------------------
const packages = ['react', 'react/jsx-runtime', 'react-dom', 'i18next', 'zustand'];
const storefront = [...SHARED_MODULES.stateful, ...SHARED_MODULES.loadedByTheShell].map((m: string) => `@storefront/shared/${m}`);
// Packages: the API's own. Storefront modules: the shell's Node build of them (spike/server-host.webpack.cjs).
const { modules: storefrontModules } = require(path.join(distDir, 'host/host.js'));
const loaded: Record<string, any> = {
  ...Object.fromEntries(packages.map((name) => [name, require(name)])),
  ...Object.fromEntries(storefront.map((name: string) => [name, storefrontModules[name]])),
};
const versionOf = (name: string) => (name.startsWith('@storefront/') ? sharedVersion : require(`${name.split('/')[0]}/package.json`).version);
const shared = Object.fromEntries(
  Object.entries(loaded).map(([name, module]) => [
    name,
    // CJS packages come through import() as { default: module.exports, ...named }: hand out module.exports.
    { version: versionOf(name), lib: () => module, shareConfig: { singleton: true, requiredVersion: false as const } },
  ]),
);

// ---- the documented way to load an entry the runtime cannot: loadEntry --------------------------
/** remotes.json's entries are URLs of browser manifests; the server container lies in server/ beside it. */
const serverEntryFile = (manifestUrl: string) => path.join(distDir, manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1), 'server', 'remoteEntry.js');

const requireServerEntry: () => ModuleFederationRuntimePlugin = () => ({
  name: 'require-server-entry',
  loadEntry({ remoteInfo }) {
    // A rollback registers a folder loaded before. Its container (and its module cache) from
    // require's cache would not run its modules again, and import-time registrations into shared
    // state (the routes module's addNamespace) would keep the newer release's texts: evaluate afresh.
    if (process.env.SPIKE_REUSE_CONTAINERS !== '1') delete require.cache[remoteInfo.entry];
    return require(remoteInfo.entry);
  },
});

const federation = createInstance({ name: 'api_ssr', remotes: [], shared, plugins: [requireServerEntry()] });

let registered = '';
/** Registers the remotes of remotes.json again when it changed: a release or rollback. */
function syncRemotes(): Record<string, string> {
  const map = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  const key = JSON.stringify(map);
  if (key !== registered) {
    federation.registerRemotes(Object.entries(map).map(([name, manifest]) => ({ name, entry: serverEntryFile(manifest) })), { force: true });
    registered = key;
  }
  return map;
}

// ---- one page, as the document would render it ---------------------------------------------------
const { createI18n } = loaded['@storefront/shared/i18n/i18n'];
const { I18nextProvider } = loaded['@storefront/shared/i18n/react'];
const { QueryClientProvider } = loaded['@storefront/shared/api/react-query'];
const { TRPCProvider, cacheAnswers } = loaded['@storefront/shared/api/trpc-react'];
const { createApiClient } = loaded['@storefront/shared/api/trpc-client'];
const { createQueryClient } = storefrontModules['@storefront/shared/api/query-client'];

async function renderPage(pathname: string, locale: 'vi' | 'en', answers: unknown[]): Promise<{ html: string; ms: number }> {
  const started = performance.now();
  syncRemotes();
  const routes = (await federation.loadRemote<{ pages: Record<string, () => Promise<{ default: React.ComponentType }>> }>('content/routes'))!;
  const Page = (await routes.pages.home()).default;
  const i18n = createI18n(locale); // one instance per request: the module's global one is the process's
  const queryClient = createQueryClient();
  const trpcClient = createApiClient();
  cacheAnswers(queryClient, trpcClient, answers);
  const tree = (
    <StaticRouter location={pathname}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <Page />
          </TRPCProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StaticRouter>
  );
  const html = await new Promise<string>((resolve, reject) => {
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(tree, {
      onAllReady() {
        const sink = new PassThrough();
        let out = '';
        sink.on('data', (chunk) => (out += chunk));
        sink.on('end', () => resolve(out));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        errors.push(error);
        console.warn('  onError (the client renders this boundary):', String(error).slice(0, 200));
      },
    });
  });
  return { html, ms: performance.now() - started };
}

const answers = JSON.parse(readFileSync(path.join(distDir, 'startup-state.json'), 'utf8')).queries;
const step = process.argv[3] ?? 'all';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

if (step === 'all' || step === 'render') {
  const first = await renderPage('/', 'vi', answers);
  console.log(`render 1: ${first.html.length} chars in ${first.ms.toFixed(0)} ms`);
  console.log('  h1:', /<h1[^>]*>(.*?)<\/h1>/.exec(first.html)?.[1]);
  console.log('  text:', text(first.html).slice(0, 600));
  const again = await renderPage('/', 'en', []);
  writeFileSync(path.join(distDir, 'home.vi.html'), first.html);
  console.log(`render 2 (en, no answers, cached container): ${again.html.length} chars in ${again.ms.toFixed(0)} ms; h1:`, /<h1[^>]*>(.*?)<\/h1>/.exec(again.html)?.[1]);
}

  if (step === 'all' || step === 'release') {
    const h1 = async (label: string) => {
      try {
        const { html, ms } = await renderPage('/', 'vi', answers);
        console.log(`${label}: h1 = ${/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]} (${ms.toFixed(0)} ms)`);
      } catch (error) {
        // Where the API would send today's client-rendered document instead.
        console.log(`${label}: loadRemote failed -> client-rendered document. ${String(error).split('\n')[0].slice(0, 160)}`);
      }
    };
    const publish = (version: string) => writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify({ content: `/remotes/content/${version}/mf-manifest.json` }));
    const folder = (version: string) => path.join(distDir, 'remotes/content', version);
    publish('v1');
    await h1('v1 live');
    // A second release: same build with one text changed (stands in for a rebuilt remote).
    rmSync(folder('v2'), { recursive: true, force: true });
    cpSync(folder('v1'), folder('v2'), { recursive: true });
    const routesChunk = path.join(folder('v2'), 'server', readdirSync(path.join(folder('v2'), 'server')).find((f) => f.startsWith('src_app_routes_ts'))!);
    writeFileSync(routesChunk, readFileSync(routesChunk, 'utf8').replace('Khám phá khu du lịch cáp treo', 'Khám phá khu du lịch cáp treo (bản phát hành 2)'));
    publish('v2');
    await h1('v2 released (same process)');
    publish('v-missing');
    await h1('release whose server build is missing');
    publish('v1');
    await h1('rolled back to v1');
    publish('v2');
    await h1('v2 again');
    const g = globalThis as any;
    console.log('instances in __FEDERATION__:', g.__FEDERATION__.__INSTANCES__.map((i: any) => i.name + (i.options?.id ? `(${i.options.id})` : '')).join(', '));
    console.log('required server entries still in require.cache:', Object.keys(require.cache).filter((k) => k.endsWith('remoteEntry.js')).map((k) => path.relative(distDir, k)).join(', '));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
