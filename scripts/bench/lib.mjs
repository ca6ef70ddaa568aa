/**
 * What every section of `npm run bench` shares: its options (`--only`, `SKIP_BUILD`), the builds,
 * the servers it measures (the embedded server, serve:prod's nginx, the baseline page beside them),
 * Chromium, the databases, and the Markdown table.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildStale, repoRoot } from '../lib.mjs';

export const require = createRequire(import.meta.url);
export const outDir = path.join(repoRoot, 'scripts/bench/.out');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
export const only = onlyArg ? new Set((onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1]).split(',')) : null;
export const wants = (section) => !only || only.has(section);
export const siteSections = ['bytes', 'critical', 'lighthouse', 'first-tap', 'documents', 'api', 'orders'];
export const sections = [...siteSections, 'orders-production', 'rush'];
export const runCommand = `${process.env.SKIP_BUILD === '1' ? 'SKIP_BUILD=1 ' : ''}${process.env.BENCH_DURATION ? `BENCH_DURATION=${process.env.BENCH_DURATION} ` : ''}npm run bench${only ? ` -- --only ${[...only].join(',')}` : ''}`;
export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const kb = (bytes) => (bytes / 1024).toFixed(1);

export const SITE_PORT = 8391;
export const BASELINE_PORT = 8392;
export const API_BASELINE_PORT = 8393;
// nginx.conf's listeners (npm run serve:prod), and the baseline's beside them.
export const PRODUCTION_HTTP = 'http://127.0.0.1:8090';
export const PRODUCTION_HTTPS = 'https://127.0.0.1:8453';
export const BASELINE_TLS_PORT = 8454;
// serve:prod gives its children 15 s to stop before it kills them: killed sooner, it would leave them running.
export const SERVE_PROD_STOP_MS = 20_000;
export const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'storefront_bench';
export const children = new Set();

// ── Build ────────────────────────────────────────────────────────────────────────────────────
export function buildStaleTargets() {
  const stale = buildStale();
  if (stale.length > 0) {
    log(`building ${stale.join(', ')} …`);
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit', cwd: repoRoot });
  }
}

export function buildAll() {
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
export async function startSite(name, port, env = {}, { fresh = true } = {}) {
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

export async function stop(child, graceMs = 10_000) {
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
export async function startProduction(databaseUrl, baselineDist) {
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
export async function startServeProd(databaseUrl, env = {}) {
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

export function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export async function trpc(url, procedure, input) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${url}/api/trpc/${procedure}${search}`);
  if (!response.ok) throw new Error(`${procedure}: ${response.status} ${await response.text()}`);
  return (await response.json()).result.data;
}

export function vietnamDate(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}
export async function withBrowser(run) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new') });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

// ── Databases ────────────────────────────────────────────────────────────────────────────────
export async function postgresQuery(url) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Dropping the bench database ends idle connections; that is not a failure of the bench.
  pool.on('error', () => {});
  return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
}

export async function pgliteQuery(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

/** Opens `visitDate` of the ticket type with more seats than any run can sell: the rush measures speed, not selling out. */
export async function openHotDate(pool, ticketTypeId, visitDate) {
  await pool.query(
    `insert into ticket_inventory (ticket_type_id, visit_date, capacity) values ($1, $2, 10000000)
     on conflict (ticket_type_id, visit_date) do update set capacity = 10000000`,
    [ticketTypeId, visitDate],
  );
}

export async function withBenchDatabase(run) {
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
export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

export function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}
