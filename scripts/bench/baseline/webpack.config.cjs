/**
 * The baseline page of `npm run bench`: React 19 alone, built with the same loaders, output
 * naming, minification and precompression as the apps (shared/build/webpack-app.cjs), minus
 * Module Federation. Written to the folder layout the embedded server serves (`<dist>/shell/`).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { precompression, scriptRule } = require('@storefront/shared/build/webpack-app.cjs');

module.exports = (outputDir) => ({
  context: __dirname,
  entry: { main: './src/index.tsx' },
  mode: 'production',
  devtool: 'source-map',
  output: { path: path.join(outputDir, 'shell'), publicPath: '/', filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: { rules: [scriptRule(true)] },
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html', filename: 'index.html', inject: 'body', scriptLoading: 'defer', publicPath: '/', minify: { collapseWhitespace: true, removeComments: false } }),
    ...precompression(),
  ],
  optimization: { moduleIds: 'deterministic' },
  performance: { hints: false },
});
