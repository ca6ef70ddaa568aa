const path = require('node:path');
const { createAppConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: '__REMOTE__',
  // scripts/build.mjs publishes each build into its own version folder.
  outputDir: process.env.REMOTE_OUTPUT_DIR ?? path.join(repoRoot, 'dist/remotes/__REMOTE__/dev'),
  exposes: {
    './routes': './src/app/routes.ts',
  },
});
