/**
 * `npm run bench`: builds what is stale, serves the production build the way `npm start`
 * does (one Node process, precompressed Brotli and gzip) beside a baseline (an empty React 19 page built with
 * the same loaders, served by the same server), measures, and writes BENCHMARKS.md. Lighthouse
 * runs there and again through the production path (nginx.conf over HTTPS and HTTP/2, as
 * `npm run serve:prod`), which is the one its targets are read from, and so does the first tap on
 * the phone menu of a throttled Chromium.
 *
 * `orders-production` buys through `npm run serve:prod` (nginx, two API instances on PostgreSQL),
 * steadily and while one instance is stopped.
 *
 * `rush` measures the database's own ceiling for an order's writes on one hot date (pgbench, from
 * Debian's postgresql-client) and one API instance's orders at 100 and 400 buyers beside it.
 *
 * `npm run bench -- --only bytes,lighthouse,first-tap,critical,documents,api,orders,orders-production,rush` runs a subset:
 * it replaces its own sections of BENCHMARKS.md and keeps the others. `SKIP_BUILD=1` measures the
 * build that is there, even when sources are newer. Work files go to scripts/bench/.out/.
 *
 * Each section's measuring and writing is in its own module beside this one; lib.mjs has what they share.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  BASELINE_PORT,
  SITE_PORT,
  buildAll,
  buildStaleTargets,
  children,
  log,
  only,
  outDir,
  pgliteQuery,
  postgresQuery,
  rssOf,
  sections,
  siteSections,
  sleep,
  startProduction,
  startSite,
  stop,
  trpc,
  wants,
  withBenchDatabase,
  withBrowser,
} from './lib.mjs';
import { criticalPath, loadPage } from './page-load.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { firstTapSuite } from './first-tap.mjs';
import { documentsSuite } from './documents.mjs';
import { apiSuite } from './api.mjs';
import { ordersSuite } from './orders.mjs';
import { productionOrdersSuite } from './orders-production.mjs';
import { rushSuite } from './rush.mjs';
import { report } from './report.mjs';

// ── Main ─────────────────────────────────────────────────────────────────────────────────────
/** The sections measured on the embedded server, with Lighthouse also, and the first tap only, through serve:prod. */
async function measureSite(results) {
  const baselineDist = await buildAll();
  let site = await startSite('site', SITE_PORT);
  const baseline = await startSite('baseline', BASELINE_PORT, { DIST_DIR: baselineDist });
  try {
    const [product] = (await trpc(site.url, 'product.list', {})).items;
    const [post] = (await trpc(site.url, 'post.list', { kind: 'article' })).items ?? [];
    const pages = [
      { path: '/', remote: 'content', budget: 171 },
      { path: `/san-pham/${product.slug}`, remote: 'commerce', budget: 220 },
      { path: '/dat-ve', remote: 'commerce', budget: 220 },
      { path: '/checkout/ticket', remote: 'commerce', budget: 220 },
    ];
    if (wants('bytes') || wants('critical')) {
      log('bytes and critical path …');
      await withBrowser(async (browser) => {
        results.bytes = [];
        results.critical = [];
        // The budget is in gzip bytes; Chromium itself takes Brotli, which is what it downloads.
        for (const page of pages) {
          const loaded = await loadPage(browser, site.url, page.path, page.remote, 'gzip');
          const brotli = await loadPage(browser, site.url, page.path, page.remote);
          results.bytes.push({ ...page, ...loaded, brotliTotal: brotli.total });
          results.critical.push({ path: page.path, ...criticalPath(brotli.requests, page.remote) });
        }
        results.baselineBytes = (await loadPage(browser, baseline.url, '/', null, 'gzip')).total;
        results.baselineBrotliBytes = (await loadPage(browser, baseline.url, '/', null)).total;
      });
      if (!wants('bytes')) delete results.bytes;
      if (!wants('critical')) delete results.critical;
    }
    results.memory = { idle: rssOf(site.child.pid) };
    const lighthouseAll = async (served, siteUrl, baselineUrl) => {
      const targets = [
        ['baseline: empty React 19 page', `${baselineUrl}/`],
        ['`/`', `${siteUrl}/`],
        // The same page without fetching the next pages in the background (shell/src/app/next-pages.ts):
        // the pair shows what that prefetch costs the first page's LCP and TBT.
        ['`/?prefetch=off`', `${siteUrl}/?prefetch=off`],
        [`\`/san-pham/${product.slug}\``, `${siteUrl}/san-pham/${product.slug}`],
        ['`/dat-ve`', `${siteUrl}/dat-ve`],
        ...(post ? [[`\`/bai-viet/${post.slug}\``, `${siteUrl}/bai-viet/${post.slug}`]] : []),
      ];
      const medians = [];
      for (const [label, url] of targets) medians.push(await lighthouseMedian(url, label, served));
      return medians;
    };
    // The pages whose first screen a reader on a phone can tap, and the empty page beside them.
    const firstTapAll = (siteUrl, baselineUrl) =>
      withBrowser((browser) =>
        firstTapSuite(browser, [
          { label: 'baseline: empty React 19 page', url: `${baselineUrl}/`, menu: false },
          { label: '`/`', url: `${siteUrl}/`, menu: true },
          { label: `\`/san-pham/${product.slug}\``, url: `${siteUrl}/san-pham/${product.slug}`, menu: true },
          { label: '`/dat-ve`', url: `${siteUrl}/dat-ve`, menu: true },
          ...(post ? [{ label: `\`/bai-viet/${post.slug}\``, url: `${siteUrl}/bai-viet/${post.slug}`, menu: true }] : []),
        ]),
      );
    if (wants('lighthouse')) {
      log('lighthouse on the embedded server (HTTP/1.1) …');
      results.lighthouseEmbedded = await lighthouseAll('embedded', site.url, baseline.url);
    }
    if (wants('lighthouse') || wants('first-tap')) {
      await withBenchDatabase(async (databaseUrl) => {
        const production = await startProduction(databaseUrl, baselineDist);
        try {
          if (wants('lighthouse')) {
            log('lighthouse through nginx over HTTPS and HTTP/2 …');
            results.lighthouse = await lighthouseAll('production', production.site, production.baseline);
          }
          if (wants('first-tap')) {
            log('first tap on the phone menu through nginx over HTTPS and HTTP/2 …');
            results.firstTap = await firstTapAll(production.site, production.baseline);
          }
        } finally {
          await production.stop();
        }
      });
    }
    await stop(baseline.child);
    results.memory.idle = Math.max(results.memory.idle, rssOf(site.child.pid));
    if (wants('documents')) {
      log('documents under load …');
      results.documents = await documentsSuite(site, pages.filter((page) => page.path !== '/checkout/ticket').map((page) => page.path).concat(post ? [`/bai-viet/${post.slug}`] : []));
    }
    if (wants('api') || wants('orders')) {
      // PGlite admits one opener per folder: the baseline route reads a copy of the same data.
      const copy = path.join(outDir, 'data-site-copy');
      await stop(site.child);
      rmSync(copy, { recursive: true, force: true });
      cpSync(path.join(site.dataDir, 'pglite'), copy, { recursive: true });
      site = await startSite('site', SITE_PORT, { DATA_DIR: site.dataDir }, { fresh: false });
      await sleep(3000);
      results.memory.idle = rssOf(site.child.pid);
      results.api = {};
      if (wants('api')) {
        const pglite = await pgliteQuery(copy);
        try {
          const suite = await apiSuite('PGlite', site, pglite.query);
          results.api.PGlite = suite;
          results.memory.api = suite.peakRss;
        } finally {
          await pglite.close();
        }
      }
      if (wants('orders')) {
        log('orders (PGlite) …');
        // The check reads the embedded database once the server has stopped (one opener at a time).
        const orders = await ordersSuite(site, async (sql, params) => {
          await stop(site.child);
          const reader = await pgliteQuery(path.join(site.dataDir, 'pglite'));
          try {
            return await reader.query(sql, params);
          } finally {
            await reader.close();
          }
        });
        results.orders = { database: 'PGlite', ...orders };
        results.memory.orders = orders.peakRss;
      }
      await stop(site.child);
      if (wants('api')) {
        await withBenchDatabase(async (url) => {
          const server = await startSite('postgres', SITE_PORT, { DATABASE_URL: url });
          const pool = await postgresQuery(url);
          try {
            results.api.PostgreSQL = await apiSuite('PostgreSQL', server, pool.query);
          } finally {
            await pool.close();
            await stop(server.child);
          }
        });
      }
      if (Object.keys(results.api).length === 0) delete results.api;
    } else {
      // Its table compares idle with the API and order loads; without them it would say nothing.
      delete results.memory;
    }
  } finally {
    for (const child of [...children]) await stop(child);
  }
}

async function main() {
  const unknown = [...(only ?? [])].filter((section) => !sections.includes(section));
  if (unknown.length > 0) throw new Error(`unknown section(s) ${unknown.join(', ')}: use ${sections.join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  const results = {};
  if (siteSections.some(wants)) await measureSite(results);
  else buildStaleTargets();
  if (wants('orders-production')) results.ordersProduction = await withBenchDatabase(productionOrdersSuite);
  if (wants('rush')) results.rush = await withBenchDatabase(rushSuite);
  report(results);
}

process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(130);
});

main().catch(async (error) => {
  console.error(error);
  for (const child of [...children]) await stop(child);
  process.exit(1);
});
