/**
 * `npm run bench`: builds what is stale, serves the production build the way `npm start`
 * does (one Node process, precompressed Brotli and gzip) beside a baseline (an empty React 19 page built with
 * the same loaders, served by the same server), measures, and writes BENCHMARKS.md. Lighthouse
 * runs there and again through the production path (nginx.conf over HTTPS and HTTP/2, as
 * `npm run serve:prod`), which is the one its targets are read from.
 *
 * `orders-production` buys through `npm run serve:prod` (nginx, two API instances on PostgreSQL),
 * steadily and while one instance is stopped.
 *
 * `npm run bench -- --only bytes,lighthouse,critical,documents,api,orders,orders-production` runs a subset:
 * it replaces its own sections of BENCHMARKS.md and keeps the others. `SKIP_BUILD=1` measures the
 * build that is there, even when sources are newer. Work files go to scripts/bench/.out/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildStale, remotes, repoRoot } from '../lib.mjs';

const require = createRequire(import.meta.url);
const outDir = path.join(repoRoot, 'scripts/bench/.out');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
const only = onlyArg ? new Set((onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1]).split(',')) : null;
const wants = (section) => !only || only.has(section);
const siteSections = ['bytes', 'critical', 'lighthouse', 'documents', 'api', 'orders'];
const sections = [...siteSections, 'orders-production'];
const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => (bytes / 1024).toFixed(1);

const SITE_PORT = 8391;
const BASELINE_PORT = 8392;
const API_BASELINE_PORT = 8393;
// nginx.conf's listeners (npm run serve:prod), and the baseline's beside them.
const PRODUCTION_HTTP = 'http://127.0.0.1:8090';
const PRODUCTION_HTTPS = 'https://127.0.0.1:8453';
const BASELINE_TLS_PORT = 8454;
// serve:prod gives its children 15 s to stop before it kills them: killed sooner, it would leave them running.
const SERVE_PROD_STOP_MS = 20_000;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'storefront_bench';
const children = new Set();

// ── Build ────────────────────────────────────────────────────────────────────────────────────
function buildStaleTargets() {
  const stale = buildStale();
  if (stale.length > 0) {
    log(`building ${stale.join(', ')} …`);
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit', cwd: repoRoot });
  }
}

function buildAll() {
  buildStaleTargets();
  const baselineDist = path.join(outDir, 'baseline-dist');
  log('building the baseline page …');
  const webpack = require('webpack');
  const config = require('./baseline/webpack.config.cjs')(baselineDist);
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(describeBaselinePage(baselineDist));
    }),
  );
}

/**
 * The server answers the documents of the pages the live remotes describe (remotes.json), and any
 * other address as a 404, which Lighthouse refuses to measure. The baseline's folder therefore
 * publishes one description, of a page at `/` with no data and no fragments, so `/` is answered
 * like the site's home: status 200, the same head, nothing preloaded.
 */
function describeBaselinePage(baselineDist) {
  const folder = path.join(baselineDist, 'remotes/baseline/0');
  mkdirSync(folder, { recursive: true });
  const home = { id: 'home', remote: 'baseline', paths: { en: '/', vi: '/' }, layout: 'default', access: 'public', seo: 'path', indexed: true, firstPageQueries: [], fragments: [] };
  writeFileSync(path.join(folder, 'remote-description.json'), JSON.stringify({ remote: 'baseline', pages: [home], navigation: [], fragments: [] }));
  writeFileSync(path.join(baselineDist, 'remotes.json'), JSON.stringify({ baseline: '/remotes/baseline/0/mf-manifest.json' }));
  return baselineDist;
}

// ── Servers ──────────────────────────────────────────────────────────────────────────────────
/** The embedded server (api/dist/main.mjs, as `npm start` runs it) on a fresh data folder. */
async function startSite(name, port, env = {}, { fresh = true } = {}) {
  const dataDir = env.DATA_DIR ?? path.join(outDir, `data-${name}`);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  // Benchmarks buy through the embedded sandbox gateway: no real merchant account is involved.
  const childEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PAYMENT_SANDBOX: '1', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL; // embedded PGlite unless asked otherwise
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.mjs')], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, dataDir };
    } catch {}
    await sleep(500);
  }
  throw new Error(`${name} server did not start`);
}

async function stop(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  for (let i = 0; i < graceMs / 250 && child.exitCode === null; i++) await sleep(250);
  if (child.exitCode === null) child.kill('SIGKILL');
  children.delete(child);
}

/**
 * The production path for Lighthouse: `npm run serve:prod` (nginx.conf in front of two API
 * instances on PostgreSQL), as visitors reach it, over HTTPS and HTTP/2; and the baseline page's
 * files served by nginx over the same kind of listener, with the same precompressed files.
 * The certificate is serve:prod's self-signed one, which Lighthouse's Chromium is told to accept.
 */
async function startProduction(databaseUrl, baselineDist) {
  const production = await startServeProd(databaseUrl);

  const dir = path.join(outDir, 'baseline-nginx');
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const tls = path.join(repoRoot, 'data/nginx/tls');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 256; }
http {
  types { text/html html; text/css css; application/javascript js; }
  access_log off;
  client_body_temp_path tmp; proxy_temp_path tmp; fastcgi_temp_path tmp; uwsgi_temp_path tmp; scgi_temp_path tmp;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${BASELINE_TLS_PORT} ssl http2;
    ssl_certificate ${tls}/cert.pem;
    ssl_certificate_key ${tls}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    root ${path.join(baselineDist, 'shell')};
    brotli_static on;
    gzip_static on;
    location = /robots.txt { default_type text/plain; return 200 "User-agent: *\\nAllow: /\\n"; }
    location / { try_files $uri /index.html; }
  }
}
`,
  );
  const baseline = spawn('nginx', ['-p', dir, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(baseline);
  return { site: PRODUCTION_HTTPS, baseline: `https://127.0.0.1:${BASELINE_TLS_PORT}`, stop: () => Promise.all([stop(production, SERVE_PROD_STOP_MS), stop(baseline)]) };
}

/** `npm run serve:prod` on `databaseUrl`, once nginx answers; what it prints is kept in `child.output` (errors also shown). */
async function startServeProd(databaseUrl, env = {}) {
  const production = spawn(process.execPath, [path.join(repoRoot, 'scripts/serve-prod.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  production.output = [];
  production.stdout.setEncoding('utf8').on('data', (text) => production.output.push(text));
  production.stderr.setEncoding('utf8').on('data', (text) => {
    production.output.push(text);
    process.stderr.write(text);
  });
  children.add(production);
  await waitUntilServing(PRODUCTION_HTTP, production, 'serve:prod');
  return production;
}

async function waitUntilServing(url, child, name) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${name} did not start`);
}

function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function trpc(url, procedure, input) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${url}/api/trpc/${procedure}${search}`);
  if (!response.ok) throw new Error(`${procedure}: ${response.status} ${await response.text()}`);
  return (await response.json()).result.data;
}

function vietnamDate(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

// ── Bytes and critical path (Chromium through Playwright, CDP network timing) ───────────────
/** Same grouping as e2e/support/javascript-bytes.ts: /remotes/<name>/… is that remote, the rest the shell. */
function ownerOf(pathname) {
  const remote = /^\/remotes\/(\w+)\//.exec(pathname);
  return remote ? remote[1] : 'shell';
}

async function withBrowser(run) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new') });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/**
 * First load of `path` in a fresh context: script bytes per owner and the request timeline.
 * `encodings` is the browser's Accept-Encoding: Chromium's own (Brotli first) unless given.
 */
async function loadPage(browser, base, pagePath, remote, encodings) {
  const context = await browser.newContext({
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    ...(encodings ? { extraHTTPHeaders: { 'Accept-Encoding': encodings } } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!requests.has(event.requestId)) requests.set(event.requestId, { url: event.request.url, type: event.type, start: event.timestamp });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, encoded: event.encodedDataLength });
  });
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  // The first visit's own files: the pages fetched ahead once it has settled (next-pages.ts) are not
  // part of it, and would be counted or not as the network happened to go idle before them.
  await page.goto(`${base}${pagePath}?prefetch=off`, { waitUntil: 'networkidle' });
  if (remote) await page.locator(`main [data-boundary="${remote}"] h1`).first().waitFor({ timeout: 30_000 });
  const byOwner = {};
  for (const { url, bytes } of await Promise.all(scripts)) {
    const owner = ownerOf(new URL(url).pathname);
    byOwner[owner] = (byOwner[owner] ?? 0) + bytes;
  }
  await context.close();
  return { byOwner, total: Object.values(byOwner).reduce((a, b) => a + b, 0), requests: [...requests.values()].filter((r) => r.end) };
}

/**
 * Sequential round trips up to the page remote's first chunk: the longest chain of requests in
 * which each started only after the previous one had finished, ending at that chunk.
 */
function criticalPath(requests, remote) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const isRemoteChunk = (r) => {
    const pathname = new URL(r.url).pathname;
    return ownerOf(pathname) === remote && r.type === 'Script' && !/remoteEntry\.js$|mf-manifest\.json$/.test(pathname);
  };
  const target = sorted.find(isRemoteChunk);
  if (!target) return { trips: NaN, chain: [] };
  const best = new Map();
  const chainOf = (request) => {
    if (best.has(request)) return best.get(request);
    let longest = [];
    for (const before of sorted) {
      if (before === request || before.end > request.start) continue;
      const chain = chainOf(before);
      if (chain.length > longest.length) longest = chain;
    }
    const result = [...longest, request];
    best.set(request, result);
    return result;
  };
  const chain = chainOf(target);
  return { trips: chain.length, chain: chain.map((r) => new URL(r.url).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.[hash].js')) };
}

// ── Lighthouse ───────────────────────────────────────────────────────────────────────────────
async function lighthouseMedian(url, label, served) {
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const output = path.join(outDir, 'lighthouse', served, `${label.replace(/\W+/g, '_')}-${i}.json`);
    mkdirSync(path.dirname(output), { recursive: true });
    execFileSync(
      process.execPath,
      [require.resolve('lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${[...chromeFlags, '--ignore-certificate-errors'].join(' ')}`],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
    );
    runs.push(JSON.parse(readFileSync(output, 'utf8')));
  }
  const median = computeMedianRun(runs);
  const score = (id) => Math.round((median.categories[id]?.score ?? 0) * 100);
  const audit = (id) => median.audits[id]?.numericValue ?? NaN;
  return {
    label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

// ── Documents under load ─────────────────────────────────────────────────────────────────────
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/**
 * Server-rendered documents under the API suite's load (50 connections asking for `/`), with a
 * probe (ttfb-probe.mjs) asking for each bench page in turn, one at a time, and timing its first byte.
 */
async function documentsSuite(site, paths) {
  const probe = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench/ttfb-probe.mjs'), site.url, ...paths], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  probe.stdout.on('data', (chunk) => (output += chunk));
  const probed = new Promise((resolve, reject) => probe.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the probe exited with ${code}`)))));
  const load = await cannon(`${site.url}/`, { headers: { 'accept-encoding': 'br' } });
  probe.stdin.end();
  const ttfb = await probed;
  return { paths, load, samples: ttfb.length, p50: percentile(ttfb, 50), p95: percentile(ttfb, 95) };
}

// ── API load ─────────────────────────────────────────────────────────────────────────────────
async function cannon(url, { connections = 50, duration = Number(process.env.BENCH_DURATION ?? 20), method = 'GET', body, headers, onSample } = {}) {
  const autocannon = require('autocannon');
  const sampler = onSample ? setInterval(onSample, 1000) : null;
  const result = await autocannon({ url, connections, duration, method, body, headers });
  if (sampler) clearInterval(sampler);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
}

/** ticket.availability's SQL for the dates from `from` to `to`: the type with its adult price, and its inventory rows. */
function availabilityQueries(slug, from, to) {
  return [
    ["select id from orders where status = 'pending' and hold_expires_at < now() limit 200 for update skip locked", []],
    ["select t.id, t.default_daily_capacity, p.price from ticket_types t left join ticket_prices p on p.ticket_type_id = t.id and p.audience = 'adult' where t.slug = $1 and t.is_active = true limit 1", [slug]],
    ['select i.* from ticket_inventory i inner join ticket_types t on t.id = i.ticket_type_id where t.slug = $1 and i.visit_date between $2 and $3', [slug, from, to]],
  ];
}

/** The SQL of each measured call, hand-written from the routers, run by a plain Fastify route. */
function baselineQueries(slug, from, to, month) {
  return {
    'product.list': [
      [
        `select p.id, p.slug, p.name, p.summary, p.price, p.compare_at_price, p.image_url, p.is_featured, p.is_new, c.slug as category_slug, c.name as category_name
           from products p inner join categories c on c.id = p.category_id
          where p.is_active = true order by p.is_featured desc, p.sort_order asc, p.id asc limit 12 offset 0`,
        [],
      ],
      ['select count(*)::int as total from products p inner join categories c on c.id = p.category_id where p.is_active = true', []],
    ],
    'ticket.availability': availabilityQueries(slug, from, to),
    'ticket.availability.month': availabilityQueries(slug, month.from, month.to),
    'seo.getSeoByPath': [['select * from seo_records where path = $1 limit 1', ['/']]],
  };
}

/** A plain Fastify app running the same SQL on `query(sql, params)`. */
async function startApiBaseline(query, queries) {
  const Fastify = require('fastify');
  const app = Fastify({ logger: false });
  for (const [name, statements] of Object.entries(queries)) {
    app.get(`/baseline/${name}`, async () => {
      const results = [];
      // product.list runs its two statements in parallel, like the router; the rest in order.
      if (name === 'product.list') results.push(...(await Promise.all(statements.map(([sql, params]) => query(sql, params)))));
      else for (const [sql, params] of statements) results.push(await query(sql, params));
      return { result: { data: results.map((r) => r.rows) } };
    });
  }
  await app.listen({ port: API_BASELINE_PORT, host: '127.0.0.1' });
  return app;
}

async function apiSuite(label, site, query) {
  const tickets = await trpc(site.url, 'ticket.list');
  const slug = tickets[0].slug;
  const from = vietnamDate(1);
  const to = vietnamDate(14);
  // What the order page's calendar asks when a buyer pages to next month: all of its days at once.
  const monthStart = new Date(Date.parse(`${vietnamDate(0).slice(0, 7)}-01T00:00:00Z`) + 32 * 86_400_000).toISOString().slice(0, 7);
  const month = { from: `${monthStart}-01`, to: new Date(Date.UTC(Number(monthStart.slice(0, 4)), Number(monthStart.slice(5, 7)), 0)).toISOString().slice(0, 10) };
  // Each measured call: its name in the report, the procedure and its input.
  const calls = [
    ['product.list', 'product.list', {}],
    ['ticket.availability', 'ticket.availability', { slug, from, to }],
    ['ticket.availability.month', 'ticket.availability', { slug, ...month }],
    ['seo.getSeoByPath', 'seo.getSeoByPath', { path: '/' }],
  ];
  const baseline = await startApiBaseline(query, baselineQueries(slug, from, to, month));
  const rows = [];
  let peakRss = 0;
  const onSample = () => (peakRss = Math.max(peakRss, rssOf(site.child.pid)));
  try {
    for (const [name, procedure, input] of calls) {
      log(`${label}: ${name}`);
      const trpcUrl = `${site.url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
      const ours = await cannon(trpcUrl, { onSample });
      const base = await cannon(`http://127.0.0.1:${API_BASELINE_PORT}/baseline/${name}`);
      rows.push({ procedure: name, ours, base });
    }
  } finally {
    await baseline.close();
  }
  return { rows, peakRss };
}

/** 100 concurrent buyers of one ticket type on one visit date; checks held + sold ≤ capacity. */
async function ordersSuite(site, query) {
  const [ticket] = await trpc(site.url, 'ticket.list');
  const visitDate = vietnamDate(3);
  let n = 0;
  const body = () =>
    JSON.stringify({
      items: [{ kind: 'ticket', ticketSlug: ticket.slug, visitDate, quantities: { adult: 1, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách Đo Tải', phone: '0905123456', email: `bench${n}@example.com` },
      // Online: unpaid counter orders are capped per phone and to a share of the day.
      paymentMethod: 'vnpay',
      idempotencyKey: `bench-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`,
    });
  const autocannon = require('autocannon');
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(site.child.pid))), 1000);
  const result = await autocannon({
    url: `${site.url}/api/trpc/checkout.placeOrder`,
    connections: 100,
    duration: Number(process.env.BENCH_DURATION ?? 20),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Buyers from 250 addresses (the server trusts X-Forwarded-For from loopback, as from nginx),
    // so that the per-address order limit, which stays on, is not what this measures.
    requests: [{ setupRequest: (request) => ({ ...request, body: body(), headers: { ...request.headers, 'x-forwarded-for': `10.8.${n % 250}.1` } }) }],
  });
  clearInterval(sampler);
  const inventory = await query(
    'select i.capacity, i.held, i.sold from ticket_inventory i inner join ticket_types t on t.id = i.ticket_type_id where t.slug = $1 and i.visit_date = $2',
    [ticket.slug, visitDate],
  );
  const row = inventory.rows[0] ?? { capacity: 0, held: 0, sold: 0 };
  return {
    ok: result['2xx'],
    rejected: result.non2xx,
    errors: result.errors,
    ordersPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    capacity: row.capacity,
    held: row.held,
    sold: row.sold,
    oversold: row.held + row.sold > row.capacity,
    peakRss,
  };
}

// ── Orders through the production topology ───────────────────────────────────────────────────
// The retry rules of the site's client (shared/src/api/fetch-with-retry.ts), kept for the order
// call: each attempt times out after 5 s; network errors, time-outs and the gateway's "try
// again" answers are retried up to 3 times, 500 ms × attempt apart, with the same idempotency key.
const CLIENT_TIMEOUT_MS = 5000;
const CLIENT_RETRIES = 3;
const GATEWAY_RETRY_STATUSES = new Set([502, 503, 504]);
const PRODUCTION_API_PORTS = [8081, 8082];
const nginxAccessLog = path.join(repoRoot, 'data/nginx/access.log');

/**
 * One purchase as the site's client makes it. The attempt number rides in the query string
 * (tRPC ignores it) so that nginx's access log shows which instance answered each retry.
 */
async function buyWithRetries(run, body) {
  const started = performance.now();
  let outcome = 'network';
  for (let attempt = 1; attempt <= CLIENT_RETRIES + 1; attempt++) {
    if (attempt > 1) await sleep(500 * (attempt - 1));
    try {
      const response = await fetch(`${PRODUCTION_HTTP}/api/trpc/checkout.placeOrder?bench=${run}&attempt=${attempt}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      outcome = response.status;
      if (GATEWAY_RETRY_STATUSES.has(response.status)) {
        await response.body?.cancel();
        continue;
      }
      // The time-out covers the answer's body too: one cut off is retried like a lost answer.
      const text = await response.text();
      const answer = (() => {
        try {
          return JSON.parse(text);
        } catch {
          return null;
        }
      })();
      return { status: response.status, attempts: attempt, ms: performance.now() - started, orderCode: answer?.result?.data?.orderCode, message: response.ok ? undefined : (answer?.error?.message ?? text.slice(0, 80)) };
    } catch (error) {
      outcome = error.name === 'TimeoutError' ? 'timeout' : 'network';
    }
  }
  return { status: outcome, attempts: CLIENT_RETRIES + 1, ms: performance.now() - started };
}

/**
 * `buyers` concurrent buyers of one ticket (online payment: a pending order holding its seat) on
 * one visit date, until the date is sold out or the duration is over. `during(purchases, elapsedMs)`
 * is called every 100 ms with the purchases so far (the fault injection).
 */
async function orderLoad(run, { ticketSlug, visitDate, buyers = 100, durationMs, during }) {
  const purchases = [];
  const started = performance.now();
  let stopped = false;
  let n = 0;
  const buyer = async () => {
    while (!stopped && performance.now() - started < durationMs) {
      const key = `bench-${run}-${process.pid}-${++n}`;
      const body = JSON.stringify({
        items: [{ kind: 'ticket', ticketSlug, visitDate, quantities: { adult: 1, child: 0, infant: 0 } }],
        contact: { fullName: 'Khách Đo Tải', phone: '0905123456', email: `bench${n}@example.com` },
        paymentMethod: 'vnpay',
        idempotencyKey: key,
      });
      const purchase = { key, ...(await buyWithRetries(run, body)), at: performance.now() - started };
      purchases.push(purchase);
      // Refused: the date is sold out (checked against the inventory afterwards).
      if (purchase.status === 409) stopped = true;
    }
  };
  const watcher = during
    ? (async () => {
        while (!stopped && performance.now() - started < durationMs) {
          await during(purchases, performance.now() - started);
          await sleep(100);
        }
      })()
    : Promise.resolve();
  await Promise.all([...Array.from({ length: buyers }, buyer), watcher]);
  const placed = purchases.filter((p) => p.status === 200);
  const refused = purchases.filter((p) => p.status === 409);
  const failed = purchases.filter((p) => p.status !== 200 && p.status !== 409);
  const latencies = placed.map((p) => p.ms).sort((a, b) => a - b);
  const percentile = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : NaN);
  const lastPlaced = Math.max(0, ...placed.map((p) => p.at));
  return {
    purchases,
    placed: placed.length,
    refused: refused.length,
    refusals: [...new Set(refused.map((p) => p.message))],
    failed: failed.length,
    // How the failed purchases ended: { network: 12, '500 …': 1 }.
    failures: failed.reduce((counts, p) => {
      const how = `${p.status} ${p.message ?? ''}`.trim();
      return { ...counts, [how]: (counts[how] ?? 0) + 1 };
    }, {}),
    retried: purchases.filter((p) => p.attempts > 1).length,
    ordersPerSecond: lastPlaced ? placed.length / (lastPlaced / 1000) : 0,
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
}

/** Stored orders and seats of one load: every placed key made exactly one order, the one its buyer was told; nothing oversold. */
async function checkOrders(pool, run, load, ticketSlug, visitDate) {
  const stored = await pool.query("select idempotency_key as key, code from orders where idempotency_key like $1", [`bench-${run}-%`]);
  const byKey = new Map();
  for (const row of stored.rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.code]);
  const placedKeys = load.purchases.filter((p) => p.status === 200);
  const mismatches = placedKeys.filter((p) => byKey.get(p.key)?.length !== 1 || byKey.get(p.key)[0] !== p.orderCode);
  if (mismatches.length > 0) log(`${run}: placed keys whose stored order differs:`, JSON.stringify(mismatches.slice(0, 5).map((p) => ({ ...p, stored: byKey.get(p.key) }))));
  const duplicates = [...byKey.values()].filter((codes) => codes.length > 1).length;
  const strays = stored.rows.filter((row) => !placedKeys.some((p) => p.key === row.key)).length;
  const inventory = await pool.query(
    'select i.capacity, i.held, i.sold from ticket_inventory i inner join ticket_types t on t.id = i.ticket_type_id where t.slug = $1 and i.visit_date = $2',
    [ticketSlug, visitDate],
  );
  const overAnywhere = await pool.query('select count(*)::int as n from ticket_inventory where held + sold > capacity');
  const row = inventory.rows[0] ?? { capacity: 0, held: 0, sold: 0 };
  return {
    orders: stored.rows.length,
    duplicates,
    mismatched: mismatches.length,
    strays,
    capacity: row.capacity,
    heldAndSold: row.held + row.sold,
    oversold: row.held + row.sold > row.capacity || overAnywhere.rows[0].n > 0,
  };
}

/**
 * Which instance answered each retried order attempt of `run`, from nginx's access log (the part
 * written after `offset`); attempts nginx could not get answered (5xx) count as "none".
 */
function retriesByUpstream(offset, run) {
  const text = existsSync(nginxAccessLog) ? readFileSync(nginxAccessLog).subarray(offset).toString('utf8') : '';
  const retry = new RegExp(`checkout\\.placeOrder\\?bench=${run}&attempt=[2-9] [^"]*" (\\d{3}) \\d+ upstream=(.+) rt=`);
  const counts = {};
  for (const line of text.split('\n')) {
    const match = retry.exec(line);
    if (!match) continue;
    // nginx lists every instance it tried, the one that answered last.
    const answeredBy = Number(match[1]) >= 500 ? 'none' : match[2].split(', ').at(-1);
    counts[answeredBy] = (counts[answeredBy] ?? 0) + 1;
  }
  return counts;
}

function apiPid(port) {
  const pid = Number(readFileSync(path.join(repoRoot, `data/nginx/api-${port}.pid`), 'utf8'));
  // The pid file could be stale: make sure it is the API instance itself.
  if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('api/dist/main.mjs')) throw new Error(`pid ${pid} of api:${port} is not an API instance`);
  return pid;
}

const alive = (pid) => existsSync(`/proc/${pid}`);

/** What serve:prod and its instances said about stopping and exiting (instances log JSON lines). */
function stopsAndExits(output) {
  return output
    .join('')
    .split('\n')
    .filter((line) => /stopped|shut|exit/i.test(line))
    .map((line) => {
      try {
        const entry = JSON.parse(line);
        return `api (pid ${entry.pid}): ${entry.msg}`;
      } catch {
        return line.trim();
      }
    });
}

/**
 * Orders through `npm run serve:prod` (nginx in front of two API instances on PostgreSQL), with the
 * per-address order limit off (ORDER_LIMIT_PER_IP=0: every buyer comes from this one address):
 * a steady load, then the same load during which one instance is stopped with SIGTERM.
 */
async function productionOrdersSuite(databaseUrl) {
  const logOffset = existsSync(nginxAccessLog) ? readFileSync(nginxAccessLog).length : 0;
  const production = await startServeProd(databaseUrl, { ORDER_LIMIT_PER_IP: '0' });
  const pool = await postgresQuery(databaseUrl);
  const durationMs = Number(process.env.BENCH_DURATION ?? 20) * 1000;
  const strip = ({ purchases: _purchases, ...rest }) => rest;
  try {
    const [ticket] = await trpc(PRODUCTION_HTTP, 'ticket.list');
    log('orders through nginx (PostgreSQL, two instances) …');
    const steadyDate = vietnamDate(3);
    const steady = await orderLoad('steady', { ticketSlug: ticket.slug, visitDate: steadyDate, durationMs });
    const steadyCheck = await checkOrders(pool, 'steady', steady, ticket.slug, steadyDate);
    log('steady:', JSON.stringify({ ...strip(steady), ...steadyCheck }));

    log('orders through nginx while one instance stops …');
    const [stoppedPort, survivorPort] = PRODUCTION_API_PORTS;
    const pid = apiPid(stoppedPort);
    const failoverDate = vietnamDate(4);
    let stoppedAt = null;
    let exitedAt = null;
    // Mid-load: once a third of the date's seats are taken, or a third of the time has passed.
    const during = async (purchases, elapsed) => {
      if (stoppedAt === null && (purchases.filter((p) => p.status === 200).length >= ticket.defaultDailyCapacity / 3 || elapsed >= durationMs / 3)) {
        process.kill(pid, 'SIGTERM');
        stoppedAt = elapsed;
        log(`SIGTERM to api:${stoppedPort} (pid ${pid}) at ${(elapsed / 1000).toFixed(1)} s`);
      }
      if (stoppedAt !== null && exitedAt === null && !alive(pid)) exitedAt = elapsed;
    };
    const failover = await orderLoad('failover', { ticketSlug: ticket.slug, visitDate: failoverDate, durationMs, during });
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
    const failoverCheck = await checkOrders(pool, 'failover', failover, ticket.slug, failoverDate);
    const topologyServing = production.exitCode === null && (await fetch(`${PRODUCTION_HTTP}/healthz`).then((response) => response.ok, () => false));
    const byUpstream = retriesByUpstream(logOffset, 'failover');
    log('failover:', JSON.stringify({ ...strip(failover), ...failoverCheck, byUpstream }));
    const topologyLog = stopsAndExits(production.output);
    log('serve:prod said:', topologyLog.join(' | '));
    return {
      steady: { ...strip(steady), ...steadyCheck },
      failover: {
        ...strip(failover),
        ...failoverCheck,
        stoppedPort,
        survivorPort,
        stoppedAt,
        exitedAt,
        exited: !alive(pid),
        retriesOnSurvivor: byUpstream[`127.0.0.1:${survivorPort}`] ?? 0,
        retriesElsewhere: Object.entries(byUpstream).filter(([upstream]) => upstream !== `127.0.0.1:${survivorPort}`).reduce((sum, [, count]) => sum + count, 0),
        topologyServing,
        topologyLog,
      },
    };
  } finally {
    await pool.close();
    await stop(production, SERVE_PROD_STOP_MS);
  }
}

async function postgresQuery(url) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Dropping the bench database ends idle connections; that is not a failure of the bench.
  pool.on('error', () => {});
  return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
}

async function pgliteQuery(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

async function withBenchDatabase(run) {
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${benchDatabase}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────
function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** " Failed purchases (steady) ended with: network ×12."; nothing when none failed. */
function failedHow(failures, run) {
  const entries = Object.entries(failures);
  return entries.length ? ` Failed purchases (${run}) ended with: ${entries.map(([how, count]) => `${how} ×${count}`).join(', ')}.` : '';
}

/**
 * Each page against the empty React page of the same run, as the server-rendering targets read:
 * score within 5 points, TBT at most 1.5 × the empty page's + 50 ms, LCP at most 1.15 × its.
 */
function againstEmpty(rows) {
  const empty = rows.find((row) => row.label.startsWith('baseline'));
  return (row) => {
    if (!empty || row === empty) return ['', '', '', ''];
    const met = row.performance >= empty.performance - 5 && row.tbt <= 1.5 * empty.tbt + 50 && row.lcp <= 1.15 * empty.lcp;
    return [String(row.performance - empty.performance), (row.tbt / empty.tbt).toFixed(2), (row.lcp / empty.lcp).toFixed(2), met ? 'yes' : '**no**'];
  };
}
const AGAINST_EMPTY = ['score − empty', 'TBT ÷ empty', 'LCP ÷ empty', 'within targets'];

function report(results) {
  const mem = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/run.mjs); do not edit by hand. Issue 8 sets the targets.',
    '',
    "- Each section's heading ends with the command and the date (UTC) of the run that measured it: `--only` runs replace their own sections and keep the others.",
    `- Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), nproc ${os.availableParallelism()}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `- Served: bytes, critical path, API and memory by the embedded server (\`api/dist/main.mjs\`, as \`npm start\`) with precompressed Brotli and gzip, on a fresh PGlite database, and the baseline page by the same server from its own dist folder. Lighthouse through the production path: nginx.conf over HTTPS and HTTP/2 (\`npm run serve:prod\`, two API instances on a fresh PostgreSQL database), and the baseline page's files by nginx over the same kind of listener. Orders through nginx: \`npm run serve:prod\` on a fresh PostgreSQL database.`,
    '- Noise: timings come from a shared 2-core machine that may be running other work (CI) at the same time; compare rows of the same run, not runs with each other. Byte counts are exact.',
    '',
  ];
  if (results.bytes) {
    const owners = ['shell', ...remotes];
    lines.push(
      '## JavaScript on first load (encoded body bytes: gzip, and Brotli as Chromium gets it)',
      '',
      'Owner by URL path (as e2e/support/javascript-bytes.ts): `/remotes/<name>/…` is that remote, everything else the shell (which provides React, react-dom and the other shared singletons once).',
      '',
      table(
        ['page', ...owners.map((o) => `${o} KB`), 'total KB', 'budget KB', 'met', 'Brotli total KB'],
        results.bytes.map((row) => [
          `\`${row.path}\``,
          ...owners.map((o) => kb(row.byOwner[o] ?? 0)),
          `**${kb(row.total)}**`,
          String(row.budget),
          row.total <= row.budget * 1024 ? 'yes' : '**no**',
          kb(row.brotliTotal),
        ]),
      ),
      '',
      `Baseline (React 19 alone): ${kb(results.baselineBytes)} KB gzip, ${kb(results.baselineBrotliBytes)} KB Brotli. The last column is what Chromium downloads: it asks for Brotli, which the servers send when they have it. Budget: ≤ 170 KB on \`/\`, ≤ 220 KB on any route. \`npm test\` fails when a page goes over its budget (e2e/tests/platform/javascript-budget.spec.ts).`,
      '',
    );
  }
  if (results.critical) {
    lines.push(
      '## Critical path',
      '',
      'Sequential round trips before the page remote\'s first chunk: the longest chain of requests in which each started only after the previous finished (Chromium network timing). Target ≤ 3.',
      '',
      table(['page', 'round trips', 'chain'], results.critical.map((row) => [`\`${row.path}\``, String(row.trips), row.chain.map((p) => `\`${p}\``).join(' → ')])),
      '',
    );
  }
  if (results.lighthouse) {
    lines.push(
      '## Lighthouse 13 (mobile defaults, median of 3 runs), through the production path',
      '',
      'nginx.conf over HTTPS and HTTP/2, as visitors reach the site; the baseline page by nginx over the same kind of listener.',
      '',
      table(
        ['page', 'performance', 'accessibility', 'SEO', 'best practices', 'LCP s', 'TBT ms', 'CLS', ...AGAINST_EMPTY],
        results.lighthouse.map((r) => [
          ...[r.label, r.performance, r.accessibility, r.seo, r.bestPractices, (r.lcp / 1000).toFixed(2), r.tbt.toFixed(0), r.cls.toFixed(3)].map(String),
          ...againstEmpty(results.lighthouse)(r),
        ]),
      ),
      '',
      'Targets: performance, accessibility, SEO, best practices ≥ 95; LCP ≤ 2.0 s; TBT ≤ 100 ms; CLS ≤ 0.05. Against the empty page of the same run: score within 5 points, TBT ≤ 1.5 × its + 50 ms, LCP ≤ 1.15 × its.',
      '',
      '`/` and `/?prefetch=off` are the same page with and without the background fetch of the next pages (the header menu\'s and the booking page, a second after the page settles).',
      '',
    );
  }
  if (results.lighthouseEmbedded) {
    lines.push(
      '### The same pages on the embedded server (HTTP/1.1, as `npm start` serves them)',
      '',
      "For comparison only. Lighthouse simulates the throttled network from the requests it saw: over HTTP/1.1 each of the browser's six connections to the site opens and ramps up on its own, where HTTP/2 carries every file on one.",
      '',
      table(
        ['page', 'performance', 'LCP s', 'TBT ms', 'CLS', ...AGAINST_EMPTY],
        results.lighthouseEmbedded.map((r) => [
          ...[r.label, r.performance, (r.lcp / 1000).toFixed(2), r.tbt.toFixed(0), r.cls.toFixed(3)].map(String),
          ...againstEmpty(results.lighthouseEmbedded)(r),
        ]),
      ),
      '',
    );
  }
  if (results.documents) {
    const { load, samples, p50, p95, paths } = results.documents;
    lines.push(
      '## Documents under load (embedded server, PGlite)',
      '',
      `Time to the first byte of a server-rendered document (its head, streamed before the page renders), for ${paths.map((p) => `\`${p}\``).join(', ')} in turn, while 50 connections ask for \`/\` for ${Number(process.env.BENCH_DURATION ?? 20)} s. Target: p95 < 200 ms.`,
      '',
      table(
        ['TTFB p50 ms', 'TTFB p95 ms', 'probes', 'load req/s', 'load p50 / p99 ms (whole document)', 'load errors'],
        [[p50.toFixed(0), `**${p95.toFixed(0)}**`, String(samples), load.rps.toFixed(0), `${load.p50} / ${load.p99}`, String(load.errors)]],
      ),
      '',
    );
  }
  if (results.api) {
    const rows = [];
    for (const [database, suite] of Object.entries(results.api)) {
      for (const { procedure, ours, base } of suite.rows) {
        rows.push([
          database,
          `\`${procedure}\``,
          ours.rps.toFixed(0),
          `${ours.p50} / ${ours.p99}`,
          base.rps.toFixed(0),
          `${base.p50} / ${base.p99}`,
          `**${(ours.rps / base.rps).toFixed(2)}**`,
          String(ours.errors),
        ]);
      }
    }
    lines.push(
      '## API (autocannon, 50 connections, 20 s each)',
      '',
      'tRPC procedure through the full server vs a plain Fastify route running the same SQL (hand-written from the routers) on the same database. Target ratio ≥ 0.7.',
      '',
      table(['database', 'procedure', 'tRPC req/s', 'p50 / p99 ms', 'baseline req/s', 'p50 / p99 ms', 'ratio', 'tRPC errors'], rows),
      '',
    );
  }
  if (results.orders) {
    const o = results.orders;
    lines.push(
      '## Orders (`checkout.placeOrder`, 100 concurrent buyers from 250 addresses, 20 s, one ticket type and visit date, pay at the counter)',
      '',
      table(
        ['database', 'orders/s', 'placed', 'refused (sold out or rate limit)', 'p50 / p99 ms', 'capacity', 'held + sold', 'oversold'],
        [[o.database, o.ordersPerSecond.toFixed(1), String(o.ok), String(o.rejected + o.errors), `${o.p50} / ${o.p99}`, String(o.capacity), String(o.held + o.sold), o.oversold ? '**YES**' : 'no']],
      ),
      '',
    );
  }
  if (results.ordersProduction) {
    const { steady, failover } = results.ordersProduction;
    const row = (label, r) => [
      label,
      r.ordersPerSecond.toFixed(1),
      String(r.placed),
      String(r.refused),
      r.failed ? `**${r.failed}**` : '0',
      String(r.retried),
      `${r.p50} / ${r.p99}`,
      String(r.capacity),
      String(r.heldAndSold),
      r.oversold ? '**YES**' : 'no',
      r.duplicates || r.mismatched || r.strays ? `**${r.duplicates} / ${r.mismatched} / ${r.strays}**` : '0',
    ];
    const stoppedAt = failover.stoppedAt === null ? 'never (the date sold out first)' : `${(failover.stoppedAt / 1000).toFixed(1)} s into the load`;
    const exited = failover.exitedAt === null ? (failover.exited ? 'after the load' : '**it did not exit**') : `${((failover.exitedAt - failover.stoppedAt) / 1000).toFixed(1)} s later`;
    const said = failover.topologyLog.length ? ` What serve:prod and the instance said: ${failover.topologyLog.map((line) => `\`${line}\``).join('; ')}.` : '';
    lines.push(
      '## Orders through nginx, two API instances on PostgreSQL (`checkout.placeOrder`, 100 concurrent buyers, one ticket type and visit date each run, online payment)',
      '',
      `The production topology of \`npm run serve:prod\` on a fresh PostgreSQL database, its instances started with \`ORDER_LIMIT_PER_IP=0\` (every buyer comes from the bench's one address). Each buyer places one order after another (one adult ticket, VNPay: a pending order holding its seat) as the site's client does: every attempt times out after ${CLIENT_TIMEOUT_MS / 1000} s, and network errors, time-outs and 502 / 503 / 504 are retried up to ${CLIENT_RETRIES} times with the same idempotency key. A run ends when the date is sold out (refused with 409) or after ${Number(process.env.BENCH_DURATION ?? 20)} s. Orders/s: placed orders over the time to the last one placed; p50 / p99: from a purchase's first attempt to its answer, placed orders only. Failed: purchases that got no order and no "sold out" after every retry. Keys: stored orders per idempotency key, checked in the database afterwards (keys with more than one order / placed keys whose stored order is not the one the buyer was told / orders of keys that were never answered); all must be 0.`,
      '',
      table(
        ['run', 'orders/s', 'placed', 'refused: sold out', 'failed', 'needed a retry', 'p50 / p99 ms', 'capacity', 'held + sold', 'oversold', 'key problems'],
        [row('steady', steady), row(`api:${failover.stoppedPort} stopped mid-load`, failover)],
      ),
      '',
      `Stopping an instance: SIGTERM to api:${failover.stoppedPort}'s pid (from serve:prod's \`data/nginx/api-${failover.stoppedPort}.pid\`), ${stoppedAt}; it exited ${exited}. An instance stopped with SIGTERM should finish its requests and exit 0, and serve:prod then keeps the other serving; an instance that exits otherwise (a crash, or a shutdown that overruns its limit) makes serve:prod stop the whole topology.${said} Retried attempts answered by the survivor api:${failover.survivorPort}: ${failover.retriesOnSurvivor} (by the stopped one, or by none: ${failover.retriesElsewhere}; from nginx's access log, which names the instance that answered each attempt). The topology still served afterwards: ${failover.topologyServing ? 'yes' : '**no**'}.${failedHow(steady.failures, 'steady')}${failedHow(failover.failures, 'with the stop')}${failover.refusals.length ? ` Refusals said: ${[...new Set([...steady.refusals, ...failover.refusals])].map((m) => `“${m}”`).join(', ')}.` : ''}`,
      '',
    );
  }
  if (results.memory) {
    lines.push(
      '## Memory of the embedded server (RSS)',
      '',
      // A subset run without the order load has no peak of its own to show.
      table(
        ['state', 'RSS'],
        [
          ['idle after start-up and the page loads', mem(results.memory.idle)],
          ['peak under the API load above', mem(results.memory.api)],
          ...(results.memory.orders === undefined ? [] : [['peak under the order load', mem(results.memory.orders)]]),
        ],
      ),
      '',
    );
  }
  writeReport(lines);
  log('wrote BENCHMARKS.md');
}

const benchmarksFile = path.join(repoRoot, 'BENCHMARKS.md');
const runCommand = `${process.env.SKIP_BUILD === '1' ? 'SKIP_BUILD=1 ' : ''}npm run bench${only ? ` -- --only ${[...only].join(',')}` : ''}`;
// Where a section goes in the file, by the start of its heading.
const sectionOrder = ['JavaScript on first load', 'Critical path', 'Lighthouse 13', 'Documents under load', 'API', 'Orders', 'Orders through nginx', 'Memory of the embedded server'];
const sectionKey = (heading) => heading.replace(/^## /, '').split(' — ')[0].split(/[(:,]/)[0].trim();
const sectionRank = (section) => sectionOrder.indexOf(section.key);

/** Markdown split at its `## ` headings: the text before the first, and each section with its key. */
function splitSections(markdown) {
  const [head, ...rest] = markdown.split(/^(?=## )/m);
  return { head, sections: rest.map((text) => ({ key: sectionKey(text.split('\n')[0]), text })) };
}

function stampHeading(text, command, date) {
  const [heading, ...body] = text.split('\n');
  return [heading.includes(' — `') ? heading : `${heading} — \`${command}\`, ${date}`, ...body].join('\n');
}

/** The sections a person wrote (their heading names no run): the bench never measures or replaces them. */
const NOTES_HEADING = '## Measurements behind design choices';
const isNote = (section) => section.text.startsWith(NOTES_HEADING);

/**
 * A full run writes every section it measures. A subset keeps the sections of the existing file it
 * did not measure, as they are (those written before headings carried their run get the run the
 * old header named), and replaces or inserts its own. Either keeps the notes, last.
 */
function writeReport(lines) {
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const fresh = splitSections(`${lines.join('\n')}\n`);
  const measured = fresh.sections.map((section) => ({ ...section, text: stampHeading(section.text, runCommand, date) }));
  const previous = existsSync(benchmarksFile) ? splitSections(readFileSync(benchmarksFile, 'utf8')) : { head: '', sections: [] };
  let sections = measured;
  if (only) {
    const oldCommand = /^- Command: `(.+)`$/m.exec(previous.head)?.[1] ?? 'npm run bench';
    const oldDate = /^- Date: (\S+)$/m.exec(previous.head)?.[1];
    const oldStamp = oldDate ? `${oldDate.slice(0, 16).replace('T', ' ')} UTC` : 'date unknown';
    sections = previous.sections.filter((section) => !isNote(section)).map((section) => ({ ...section, text: stampHeading(section.text, oldCommand, oldStamp) }));
    for (const section of measured) {
      const index = sections.findIndex((old) => old.key === section.key);
      if (index >= 0) sections[index] = section;
      else {
        const after = sections.findIndex((old) => sectionRank(old) > sectionRank(section));
        sections.splice(after < 0 ? sections.length : after, 0, section);
      }
    }
  }
  sections = [...sections, ...previous.sections.filter(isNote)];
  const body = sections.map((section) => (section.text.endsWith('\n\n') ? section.text : `${section.text.replace(/\n*$/, '')}\n\n`)).join('');
  writeFileSync(benchmarksFile, `${fresh.head}${body}`.replace(/\n+$/, '\n'));
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────
/** The sections measured on the embedded server, with Lighthouse also through serve:prod. */
async function measureSite(results) {
  const baselineDist = await buildAll();
  let site = await startSite('site', SITE_PORT);
  const baseline = await startSite('baseline', BASELINE_PORT, { DIST_DIR: baselineDist });
  try {
    const [product] = (await trpc(site.url, 'product.list', {})).items;
    const [post] = (await trpc(site.url, 'post.list', { kind: 'article' })).items ?? [];
    const pages = [
      { path: '/', remote: 'content', budget: 170 },
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
    if (wants('lighthouse')) {
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
      log('lighthouse on the embedded server (HTTP/1.1) …');
      results.lighthouseEmbedded = await lighthouseAll('embedded', site.url, baseline.url);
      log('lighthouse through nginx over HTTPS and HTTP/2 …');
      results.lighthouse = await withBenchDatabase(async (databaseUrl) => {
        const production = await startProduction(databaseUrl, baselineDist);
        try {
          return await lighthouseAll('production', production.site, production.baseline);
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
