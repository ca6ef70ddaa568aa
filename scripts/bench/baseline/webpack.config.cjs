/**
 * The baseline page of `npm run bench`: React 19 alone, built with the same loaders, output
 * naming, minification and precompression as the apps (shared/build/webpack-app.cjs), minus
 * Module Federation. Written to the folder layout the embedded server serves (`<dist>/shell/`).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

module.exports = (outputDir) => ({
  context: __dirname,
  entry: { main: './src/index.tsx' },
  mode: 'production',
  devtool: 'source-map',
  output: { path: path.join(outputDir, 'shell'), publicPath: '/', filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: false } }, target: 'es2020' } },
        },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html', filename: 'index.html', inject: 'body', scriptLoading: 'defer', publicPath: '/', minify: { collapseWhitespace: true, removeComments: false } }),
    new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, threshold: 0, minRatio: 1 }),
  ],
  optimization: { moduleIds: 'deterministic' },
  performance: { hints: false },
});
