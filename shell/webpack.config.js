const path = require('node:path');
const { createAppConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3000,
  outputDir: path.join(repoRoot, 'dist/shell'),
});
