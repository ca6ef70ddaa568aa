const path = require('node:path');
const { createAppConfig, createShellServerConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

const outputDir = path.join(repoRoot, 'dist/shell');

// The browser build, and the server build the API renders pages with (docs/server-rendering/plan.md).
module.exports = [
  createAppConfig({
    appDir: __dirname,
    name: 'shell',
    host: true,
    devPort: 3000,
    outputDir,
    cacheGroups: {
      // Needed only once a page has settled (app/next-pages.ts): a chunk of its own, not the
      // start-up chunk, where the shared build puts the shell's other lazy modules.
      nextPagesPrefetch: { test: /[\\/]shell[\\/]src[\\/]app[\\/]next-pages-prefetch\.ts$/, chunks: 'async', name: 'next-pages-prefetch', enforce: true, priority: 10 },
      // The field signals' reporter, its report contract and web-vitals, fetched once the page is
      // idle (app/field-signals-early.ts); the contract alone fell into the start-up file.
      fieldSignals: {
        test: /[\\/]shell[\\/]src[\\/]app[\\/]field-signals\.ts$|[\\/]shared[\\/]src[\\/]federation[\\/]field-signals\.ts$|[\\/]node_modules[\\/]web-vitals[\\/]/,
        chunks: 'async',
        name: 'field-signals',
        enforce: true,
        priority: 10,
      },
    },
  }),
  createShellServerConfig({ appDir: __dirname, outputDir }),
];
