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
  }),
  createShellServerConfig({ appDir: __dirname, outputDir }),
];
