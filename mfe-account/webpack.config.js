const path = require('node:path');
const { createAppConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'account',
  devPort: 3003,
  // scripts/build.mjs publishes each build into its own version folder.
  outputDir: process.env.REMOTE_OUTPUT_DIR ?? path.join(repoRoot, 'dist/remotes/account/dev'),
  exposes: {
    './routes': './src/app/routes.ts',
    './UserMenu': './src/fragments/user-menu.tsx',
  },
});
