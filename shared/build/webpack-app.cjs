// One webpack configuration for the shell host and every remote, so that the shared singletons,
// loaders and output naming can never drift apart between teams.
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');
const { CheckoutIndependentBuildPlugin } = require('./checkout-independent-build-plugin.cjs');
const { CssClassNamesPlugin } = require('./css-class-names-plugin.cjs');
const { FEDERATION_BUNDLER_RUNTIME_FILE, federationRuntimeCoreAlias, reactRouterProductionAliases } = require('./library-internals.cjs');
const { PageChunksPlugin } = require('./page-chunks-plugin.cjs');
const { StartupFilesPlugin } = require('./startup-files-plugin.cjs');
const { SHARED_MODULES } = require('./shared-modules.cjs');

const repoRoot = path.resolve(__dirname, '../..');

// ARCHITECTURE.md §2: these load exactly once per page, whichever app loads first provides them.
// react-router-dom, react-i18next, TanStack Query and the tRPC client packages are singletons too,
// but through the shared modules that wrap them (@storefront/shared/routes/router, …/i18n/react,
// …/api/*): a shared package is never tree-shaken, so sharing them whole would ship code no page
// runs. The guard test
// shared/src/routes/__tests__/single-door.test.ts keeps every app behind those modules.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'i18next',
  'zustand',
];

/** The folder of a published remote's version that holds its server build. */
const SERVER_FOLDER = 'server';
const SERVER_FOLDER_PATTERN = new RegExp(`^${SERVER_FOLDER}(/|$)`);

const REMOTES = require('../../remotes.config.cjs');
// Where `npm run dev` serves each remote.
const DEV_REMOTES = Object.fromEntries(REMOTES.map(({ name, devPort }) => [name, `http://127.0.0.1:${devPort}/mf-manifest.json`]));

/**
 * The version of the shared modules: `@storefront/shared`'s own, in semver. Its modules are the
 * contracts between the teams (page descriptions, events, session, API client, UI kit), so a change
 * that a remote built against the old ones cannot run with takes a new major version.
 */
const SHARED_VERSION = require('../package.json').version;

/**
 * What an app asks of the shared modules: the version range of each, from its package.json (a
 * package pinned there needs that version or a compatible later one; `@storefront/shared` is
 * named with its range).
 */
function sharedRequirements(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const requirements = {};
  for (const name of SINGLETONS) {
    const pin = pkg.dependencies?.[name.replace(/\/$/, '')];
    if (pin) requirements[name] = `^${pin}`;
  }
  for (const module of sharedModuleNames()) requirements[module] = pkg.dependencies['@storefront/shared'];
  return requirements;
}

/** What the shell provides: the version of each shared module, which the release of a remote is checked against. */
function sharedProvisions() {
  const provisions = {};
  for (const name of SINGLETONS) provisions[name] = require(`${name.replace(/\/$/, '')}/package.json`).version;
  for (const module of sharedModuleNames()) provisions[module] = SHARED_VERSION;
  return provisions;
}

const sharedModuleNames = () => [...SHARED_MODULES.stateful, ...SHARED_MODULES.loadedByTheShell].map((module) => `@storefront/shared/${module}`);

function sharedConfig(appDir, fromShellOnly) {
  const pkg = require(path.join(appDir, 'package.json'));
  const versionOf = (name) => {
    const base = name.replace(/\/$/, '');
    return pkg.dependencies?.[base] ?? require(`${base}/package.json`).version;
  };
  // A published remote takes every shared module from the shell (import: false), which provides
  // them all: no fallback copies, whose registrations and chunk names every remoteEntry.js would
  // otherwise carry. Its standalone dev page has no shell, so development keeps the fallbacks.
  // It needs the shared modules in the range its package.json names, strictly: a shell that
  // provides an incompatible version makes loading the remote fail, which its boundary shows,
  // instead of running the remote against contracts it was not built for.
  const fromShell = fromShellOnly ? { import: false } : {};
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name), ...fromShell };
  }
  const required = fromShellOnly ? { requiredVersion: pkg.dependencies['@storefront/shared'], strictVersion: true } : { requiredVersion: SHARED_VERSION };
  for (const module of sharedModuleNames()) {
    shared[module] = { singleton: true, version: SHARED_VERSION, ...required, ...fromShell };
  }
  // zod is not shared: shared packages are never tree-shaken, and all of zod with its locales is
  // far more than the forms use. It holds no page-wide state, and only form pages load it.
  return shared;
}

/**
 * CSS modules as every build of an app names them: the server builds use the browser build's
 * names, or the HTML rendered on the server would carry classes no stylesheet has.
 */
function cssModules(name, production, options = {}) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    // A team prefix keeps one remote's classes from ever touching another's.
    localIdentName: production ? `${name}-[hash:base64:5]` : `${name}-[name]-[local]`,
    ...options,
  };
}

/** TypeScript and JSX through swc, as every app (and the bench's baseline page) compiles them. */
function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * A .br and a .gz beside every text file, which the servers send as they are (brotli_static,
 * gzip_static). Brotli at its best level is smaller than gzip on our scripts, and every
 * current browser asks for it; gzip stays for the clients that do not. Zopfli writes ordinary gzip
 * smaller than zlib's best level. Both are slow, which costs the build a few seconds once
 * instead of every visitor the bytes.
 */
function precompression() {
  const everyTextFile = { test: /\.(js|css|html|json|svg)$/, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...everyTextFile,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...everyTextFile,
      // Five iterations find almost all of the gain of zopfli's default fifteen, and the build's
      // time grows with every iteration.
      compressionOptions: { numiterations: 5 },
      algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.appDir      folder of the app (its package.json gives versions)
 * @param {string} options.name        federation name: 'shell', or the remote's name in remotes.config.cjs
 * @param {Record<string,string>} [options.exposes]  modules a remote offers to the shell
 * @param {number} [options.devPort]   port of `npm run dev` for the shell (a remote's is in remotes.config.cjs)
 * @param {string} options.outputDir   where the production build goes
 * @param {boolean} [options.host]     the shell: has index.html and the federation runtime plugin
 * @param {Record<string, object>} [options.cacheGroups]  the app's own splitChunks cache groups
 */
function createAppConfig({ appDir, name, exposes, devPort = REMOTES.find((remote) => remote.name === name)?.devPort, outputDir, host = false, cacheGroups = {} }) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    // Every remote also runs alone with its own dev page. A published remote takes the federation
    // runtime, its webpack glue and every shared module from the shell, so it has no page of its own.
    const publishedRemote = !host && production;
    const standalone = !host && !production;
    // A published remote's files live in a folder named after the hash of the whole build
    // (scripts/build.mjs), which already makes every address unique to its content; hashes in
    // its file names would only fill the name table of each remoteEntry.js.
    const contentHash = publishedRemote ? '' : '.[contenthash:10]';
    return {
      // `npm run dev` serves this one (--config-name): the server build is for published releases.
      name: 'browser',
      context: appDir,
      // A published remote is only its federation entry: its dev page (src/index.ts, with the site's
      // global stylesheet) would put a second copy of global.css into the remote's styles.css, which
      // loads after the active theme's colours and overrode them on every page.
      entry: publishedRemote ? {} : { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        // Documents are served at nested paths (/auth/login), so the shell's files are addressed
        // from the root; a remote's files are found next to its remoteEntry.js, wherever published.
        publicPath: host ? '/' : 'auto',
        // The federation runtime asks for the entry's file name before hashes exist, only to
        // learn its folder depth; answering without the hash there keeps hashed names elsewhere.
        filename: production
          ? (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js')
          : '[name].js',
        // A published remote's lazily loaded scripts are named by chunk id: its remoteEntry.js
        // then carries no table of names for every page, staff section and text chunk it could
        // load, which every visitor downloaded. page-chunks.json and mf-manifest.json name the
        // files, from the chunk groups' names (page-chunks-plugin.cjs).
        chunkFilename: publishedRemote ? '[id].js' : production ? `[name]${contentHash}.js` : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // The server build (createServerConfig, createShellServerConfig) shares the folder and cleans its own part.
        clean: production ? { keep: SERVER_FOLDER_PATTERN } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...federationRuntimeCoreAlias(), ...(production && reactRouterProductionAliases()) },
      },
      module: {
        rules: [
          scriptRule(production),
          // These packages have no import-time effects but do not say so in their package.json,
          // so webpack kept code nothing calls (the WebSocket link, on every page).
          { test: /[\\/]node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/, sideEffects: false },
          {
            test: /\.css$/,
            use: [
              // Published builds ship CSS as stylesheets (not JavaScript strings a script injects);
              // development keeps style-loader for fast rebuilds.
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: { modules: cssModules(name, production) },
              },
            ],
          },
          { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          remotes: {},
          shared: sharedConfig(appDir, publishedRemote),
          shareStrategy: 'loaded-first',
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins: host
            ? [path.join(repoRoot, 'shared/src/federation/retry-plugin.ts'), path.join(repoRoot, 'shared/src/federation/share-bundler-runtime-plugin.ts')]
            : [],
          // One federation runtime per page: the shell provides it and the published remotes use
          // it, instead of each remoteEntry.js carrying its own copy. A remote's
          // standalone dev page has no shell, so development builds keep their own runtime.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: publishedRemote }),
            // Browser-only pages: leave out the runtime's Node.js loading paths. A remote never
            // imports another remote through webpack (fragments load through the shell's runtime,
            // shared/src/federation/remote-loader.ts), so its published entry needs no remote-loading
            // code. (Its standalone dev page brings its own runtime, which must keep it.) The shell
            // registers each remote by its remoteEntry.js (shell/src/app/remotes.ts), so its runtime
            // leaves out the plugins that read manifests and preload from them: about 1.5 KB gzip
            // of every page's start-up file.
            optimization: { target: 'web', ...(publishedRemote && { disableRemote: true }), ...(host && { disableSnapshot: true }) },
          },
        }),
        (host || standalone) &&
          new HtmlWebpackPlugin({
            template: host ? './src/index.html' : path.join(repoRoot, 'shared/build/standalone.html'),
            filename: host ? 'index.html' : 'standalone.html',
            title: name,
            inject: 'body',
            scriptLoading: 'defer',
            publicPath: '/',
            minify: production ? { collapseWhitespace: true, removeComments: false } : false,
          }),
        // A published remote's federation entry uses the shell's copy of the webpack bundler
        // runtime too (shared/src/federation/bundler-runtime-from-shell.ts).
        publishedRemote &&
          new webpack.NormalModuleReplacementPlugin(
            FEDERATION_BUNDLER_RUNTIME_FILE,
            path.join(repoRoot, 'shared/src/federation/bundler-runtime-from-shell.ts'),
          ),
        production && new MiniCssExtractPlugin({ filename: `[name]${contentHash}.css`, chunkFilename: `[name]${contentHash}.css` }),
        host && production && new StartupFilesPlugin({ publicPath: '/' }),
        publishedRemote && new PageChunksPlugin(),
        publishedRemote && new CheckoutIndependentBuildPlugin({ root: repoRoot }),
        ...(production ? precompression() : []),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // One stylesheet per app: a page then waits for one file per team, not one per chunk,
        // and a style two chunks share is downloaded once.
        splitChunks: production
          ? {
              cacheGroups: {
                styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
                ...cacheGroups,
                // The shell's start-up code in two files (libraries, our code) instead of one per
                // shared module: federation makes every shared module a chunk of its own, and a
                // browser on HTTP/1.1 fetches six files at a time, so each extra six cost a round
                // trip before the first paint. The shell's other lazy code (bootstrap, the English
                // and validation texts, the theme, the toast viewer, the SEO refresh) has cache groups of its
                // own; a lazy import added without one would land in these files.
                ...(host && {
                  // Fetched only by pages in English (shared/src/i18n/common-resources-en.ts).
                  englishTexts: { test: /-en\.ts$/, chunks: 'async', name: 'english-texts', enforce: true, priority: 10 },
                  // Fetched only with a form's schema (shared/src/i18n/i18n.ts, the validation namespace).
                  validationTexts: { test: /[\\/]contracts[\\/]validation-messages\.ts$/, chunks: 'async', name: 'validation-texts', enforce: true, priority: 10 },
                  // Fetched with the first toast, or once the page has settled (shared/src/ui/app-providers.tsx).
                  toaster: { test: /[\\/]shared[\\/]src[\\/]ui[\\/]toaster\./, type: /^javascript\//, chunks: 'async', name: 'toaster', enforce: true, priority: 10 },
                  // Fetched only by a document without the theme's colours in its head (shell/src/app/start-up.ts).
                  theme: { test: /[\\/]shared[\\/]src[\\/]theme[\\/]theme(-css|-defaults)?\.ts$/, chunks: 'async', name: 'theme', enforce: true, priority: 10 },
                  // Fetched only on a client-side navigation (shell/src/app/root-route.tsx).
                  seo: { test: /[\\/]shared[\\/]src[\\/]seo[\\/]/, chunks: 'async', name: 'seo', enforce: true, priority: 10 },
                  // Fetched only by a document that carries route rules, once it has loaded (shell/src/app/route-rules.ts).
                  routeRules: { test: /[\\/]route-rule-(match|follow)\.ts$/, chunks: 'async', name: 'route-rules', enforce: true, priority: 10 },
                  libraries: { test: /[\\/]node_modules[\\/]/, chunks: 'async', name: 'libraries', enforce: true },
                  startup: { type: /^javascript\//, chunks: 'async', name: 'startup', enforce: true, priority: -10 },
                }),
              },
            }
          : undefined,
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: host ? { index: '/index.html' } : { index: '/standalone.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads', '/seed-media', '/sandbox'], target: 'http://127.0.0.1:8080' }],
        static: false,
        // In development the shell composes the remotes' dev servers instead of published builds.
        setupMiddlewares: (middlewares) => {
          if (host) {
            middlewares.unshift(
              { name: 'dev-remote-map', path: '/remotes.json', middleware: (_request, response) => response.json(DEV_REMOTES) },
              // Live reload replaces new-build detection in development: the id never changes.
              { name: 'dev-build-id', path: '/builds/latest.json', middleware: (_request, response) => response.json({ id: 'dev' }) },
            );
          }
          return middlewares;
        },
      },
    };
  };
}

/**
 * A remote's server build, beside its browser build (createAppConfig) with the same exposes and
 * shared modules, for the API to render its pages in Node (docs/server-rendering/plan.md):
 * the container is a CommonJS module whose chunks webpack's async-node loading reads from the
 * folder it lies in, in `server/` of the version folder, so the version's hash covers both builds.
 * Every shared module comes from the host (the shell's server build), as in the published browser
 * build; CSS modules give only their class names, named as in the browser build. Nothing in it is
 * sent to browsers: no compression, no source maps, readable stacks.
 *
 * @param {object} options
 * @param {string} options.appDir     folder of the remote
 * @param {string} options.name       the remote's name in remotes.config.cjs
 * @param {Record<string,string>} options.exposes  the modules its browser build exposes
 * @param {string} options.outputDir  its browser build's folder
 */
function createServerConfig({ appDir, name, exposes, outputDir }) {
  return () => ({
    name: 'server',
    context: appDir,
    mode: 'production',
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(outputDir, SERVER_FOLDER),
      // Without a name: a named library exports `{ [name]: container }`, which the federation
      // runtime cannot initialise (RUNTIME-002), where `module.exports` must be the container.
      library: { type: 'commonjs-module' },
      chunkFilename: '[name].js',
      uniqueName: `${name}-server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: reactRouterProductionAliases() },
    module: {
      rules: [
        scriptRule(true),
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: cssModules(name, true, { exportOnlyLocals: true }) } }] },
        // The browser build publishes the files; this build only needs their addresses.
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes,
        remotes: {},
        shared: sharedConfig(appDir, true),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      new CheckoutIndependentBuildPlugin({ root: repoRoot }),
      new CssClassNamesPlugin(),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  });
}

/** The file beside the shell's server build naming its hashed entry, which the API loads. */
const SHELL_SERVER_MANIFEST = 'entry.json';

/** Writes SHELL_SERVER_MANIFEST: a new shell release is a new file, never one already loaded. */
class ShellServerManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(ShellServerManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: ShellServerManifestPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const [render] = compilation.entrypoints.get('render').getEntrypointChunk().files;
        compilation.emitAsset(SHELL_SERVER_MANIFEST, new webpack.sources.RawSource(`${JSON.stringify({ render })}\n`));
      });
    });
  }
}

/**
 * The shell's server build (shell/src/server/render.tsx): the federation host that renders a page
 * in the API process. Packages are left to Node's require, so React and react-router are the
 * API's own, the instances the remotes' server builds are handed; our own code, the shared
 * modules included, is bundled with the shell's CSS-module names, as the browser gets them from
 * the shell.
 *
 * @param {object} options
 * @param {string} options.appDir     the shell's folder
 * @param {string} options.outputDir  its browser build's folder
 */
function createShellServerConfig({ appDir, outputDir }) {
  const isPackage = (request) => !/^[./]/.test(request) && !path.isAbsolute(request) && !request.startsWith('@storefront/');
  return () => ({
    name: 'server',
    context: appDir,
    mode: 'production',
    target: 'node',
    entry: { render: './src/server/render.tsx' },
    devtool: false,
    output: {
      path: path.join(outputDir, SERVER_FOLDER),
      filename: '[name].[contenthash:10].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (isPackage(request) ? callback(null, request) : callback())],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      // createRequire is Node's here (the host requires each remote's entry from its folder),
      // not webpack's compile-time require, which cannot follow a path known only at run time.
      parser: { javascript: { createRequire: false } },
      rules: [
        scriptRule(true),
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: cssModules('shell', true, { exportOnlyLocals: true }) } }] },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new CssClassNamesPlugin(), new ShellServerManifestPlugin()],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  });
}

module.exports = { createAppConfig, createServerConfig, createShellServerConfig, SERVER_FOLDER, SHELL_SERVER_MANIFEST, precompression, repoRoot, scriptRule, sharedProvisions, sharedRequirements, SINGLETONS };
