const path = require('node:path');
const { createAppConfig, createServerConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

const remote = {
  appDir: __dirname,
  name: 'content',
  // scripts/build.mjs publishes each build into its own version folder.
  outputDir: process.env.REMOTE_OUTPUT_DIR ?? path.join(repoRoot, 'dist/remotes/content/dev'),
  exposes: {
    './routes': './src/app/routes.ts',
    './dashboard': './src/app/dashboard.ts',
  },
};

// The browser build, and the server build the API renders pages with (docs/server-rendering/plan.md).
module.exports = [
  createAppConfig({
    ...remote,
    cacheGroups: {
      // The texts every page but the home page imports (src/app/locales/page-texts.ts): one chunk,
      // fetched once, rather than a copy inside each page's chunk.
      pageTexts: { test: /[\\/]locales[\\/]vi-pages\.ts$/, chunks: 'async', name: 'page-texts', enforce: true },
    },
  }),
  createServerConfig(remote),
];
