/**
 * SPIKE: a remote's server build, beside its browser build. Same exposes, same shared modules
 * (all taken from the host: import:false), but built for Node: target async-node, the container
 * as a CommonJS module, chunks read from the folder the entry lies in (webpack's own async-node
 * chunk loading), CSS modules only as their class names (exportOnlyLocals) with the browser
 * build's naming, so the server's class names equal the browser's.
 *
 * Usage: REMOTE=content OUT=/abs/dir npx webpack -c spike/server-remote.webpack.cjs
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { scriptRule, SINGLETONS, repoRoot } = require('../shared/build/webpack-app.cjs');
const { SHARED_MODULES } = require('../shared/build/shared-modules.cjs');
const { reactRouterProductionAliases } = require('../shared/build/library-internals.cjs');

const remote = process.env.REMOTE ?? 'content';
const appDir = path.join(repoRoot, `mfe-${remote}`);
const pkg = require(path.join(appDir, 'package.json'));
const SHARED_VERSION = require('../shared/package.json').version;
// The real work would have each remote's webpack.config.js export its exposes for both builds.
const EXPOSES = { content: { './routes': './src/app/routes.ts' } };

const shared = {};
for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: pkg.dependencies[name.replace(/\/$/, '')], import: false };
for (const module of [...SHARED_MODULES.stateful, ...SHARED_MODULES.loadedByTheShell]) {
  shared[`@storefront/shared/${module}`] = { singleton: true, version: SHARED_VERSION, requiredVersion: pkg.dependencies['@storefront/shared'], strictVersion: true, import: false };
}

module.exports = {
  context: appDir,
  mode: 'production',
  target: 'async-node',
  entry: {},
  devtool: false,
  output: {
    path: process.env.OUT ?? path.join(repoRoot, `dist/remotes/${remote}/server-spike`),
    library: { type: 'commonjs-module' },
    chunkFilename: '[name].js',
    publicPath: 'auto',
    uniqueName: `${remote}-server`,
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: reactRouterProductionAliases() },
  module: {
    rules: [
      scriptRule(true),
      {
        test: /\.css$/,
        use: [{
          loader: 'css-loader',
          options: {
            modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true, localIdentName: `${remote}-[hash:base64:5]` },
          },
        }],
      },
      { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: remote,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      exposes: EXPOSES[remote],
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
    }),
  ],
  optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'named' },
  performance: { hints: false },
};
