const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig, createServerConfig, repoRoot } = require('@storefront/shared/build/webpack-app.cjs');

const PWA_DIR = path.join(__dirname, 'src/features/check-in/pwa');

/**
 * The installable gate scanner's files (web app manifest, icons, service worker) are published as
 * they are, in pwa/ of this remote's folder: the manifest names its icons relative to itself, and
 * the API serves the worker the check-in section's description names at a fixed address
 * (api/src/http/dashboard-workers.ts).
 */
class PublishScannerAppFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PublishScannerAppFiles.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PublishScannerAppFiles.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(PWA_DIR);
        for (const file of fs.readdirSync(PWA_DIR).sort()) {
          compilation.emitAsset(`pwa/${file}`, new webpack.sources.RawSource(fs.readFileSync(path.join(PWA_DIR, file))));
        }
      });
    });
  }
}

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

const config = createAppConfig({
  ...remote,
  cacheGroups: {
    // The staff screens' styles (./src/app/dashboard.ts's sections and the console kit they use)
    // in a stylesheet of their own, loaded with the first section: the public pages' styles.css
    // then carries none of them.
    staffStyles: {
      type: 'css/mini-extract',
      test: /[\\/](mfe-commerce[\\/]src[\\/]features[\\/](ticket-console|product-console|category-console|service-console|order-desk|refunds|reports|check-in)|shared[\\/]src[\\/]console)[\\/]/,
      name: 'staff-styles',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  },
});

// The browser build, and the server build the API renders pages with (docs/server-rendering/plan.md).
module.exports = [
  (env, argv) => {
    const built = config(env, argv);
    built.plugins.push(new PublishScannerAppFiles());
    return built;
  },
  createServerConfig(remote),
];
