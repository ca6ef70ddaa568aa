const path = require('node:path');
const { createAppConfig, createServerConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

const remote = {
  appDir: __dirname,
  name: 'account',
  // scripts/build.mjs publishes each build into its own version folder.
  outputDir: process.env.REMOTE_OUTPUT_DIR ?? path.join(repoRoot, 'dist/remotes/account/dev'),
  exposes: {
    './routes': './src/app/routes.ts',
    './dashboard': './src/app/dashboard.ts',
    './UserMenu': './src/fragments/user-menu.tsx',
  },
};

// The browser build, and the server build the API renders pages with (docs/server-rendering/plan.md).
module.exports = [createAppConfig(remote), createServerConfig(remote)];
