/**
 * SPIKE: the shared modules as the shell provides them, built for Node with the shell's CSS class
 * names (css-loader, exportOnlyLocals, `shell-[hash:base64:5]` as in shared/build/webpack-app.cjs).
 * The API cannot import them itself: they import CSS modules, and esbuild's class names differ.
 * Packages stay external, so React and react-router are the API process's own instances.
 */
const path = require('node:path');
const { scriptRule, repoRoot } = require('../shared/build/webpack-app.cjs');

module.exports = {
  context: path.join(repoRoot, 'shell'),
  mode: 'production',
  target: 'node',
  entry: { host: path.join(__dirname, 'server-host-entry.ts') },
  devtool: false,
  output: { path: process.env.OUT ?? path.join(__dirname, 'out/host'), library: { type: 'commonjs2' }, clean: true },
  externalsType: 'commonjs',
  externals: [({ request }, callback) => (/^(?![./]|@storefront\/)/.test(request) && !path.isAbsolute(request) ? callback(null, request) : callback())],
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      scriptRule(true),
      {
        test: /\.css$/,
        use: [{ loader: 'css-loader', options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true, localIdentName: 'shell-[hash:base64:5]' } } }],
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
};
