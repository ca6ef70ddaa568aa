const path = require('node:path');
const { createAppConfig, createServerConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

const remote = {
  appDir: __dirname,
  name: 'commerce',
  // scripts/build.mjs publishes each build into its own version folder.
  outputDir: process.env.REMOTE_OUTPUT_DIR ?? path.join(repoRoot, 'dist/remotes/commerce/dev'),
  exposes: {
    './routes': './src/app/routes.ts',
    './dashboard': './src/app/dashboard.ts',
    './CartBadge': './src/fragments/cart-badge.tsx',
    './TicketHighlights': './src/fragments/ticket-highlights.tsx',
  },
};

// The browser build, and the server build the API renders pages with (docs/server-rendering/plan.md).
module.exports = [
  createAppConfig({
    ...remote,
    cacheGroups: {
      // The staff screens' styles (./src/app/dashboard.ts's sections and the console kit they use)
      // in a stylesheet of their own, loaded with the first section: the public pages' styles.css
      // then carries none of them.
      staffStyles: {
        type: 'css/mini-extract',
        test: /[\\/](mfe-commerce[\\/]src[\\/]features[\\/](ticket-console|product-console|category-console|service-console|order-desk|refunds|reports)|shared[\\/]src[\\/]console)[\\/]/,
        name: 'staff-styles',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  }),
  createServerConfig(remote),
];
