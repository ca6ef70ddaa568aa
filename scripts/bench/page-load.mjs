/**
 * JavaScript bytes on first load and the critical path: Chromium through Playwright, with CDP's
 * network timing, on the embedded server.
 */
import { kb, table } from './lib.mjs';
import { remotes } from '../lib.mjs';

/** Same grouping as e2e/support/javascript-bytes.ts: /remotes/<name>/… is that remote, the rest the shell. */
function ownerOf(pathname) {
  const remote = /^\/remotes\/(\w+)\//.exec(pathname);
  return remote ? remote[1] : 'shell';
}

/**
 * First load of `path` in a fresh context: script bytes per owner and the request timeline.
 * `encodings` is the browser's Accept-Encoding: Chromium's own (Brotli first) unless given.
 */
export async function loadPage(browser, base, pagePath, remote, encodings) {
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
export function criticalPath(requests, remote) {
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

export function bytesSection(results) {
  if (!results.bytes) return [];
  const lines = [];
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
    `Baseline (React 19 alone): ${kb(results.baselineBytes)} KB gzip, ${kb(results.baselineBrotliBytes)} KB Brotli. The last column is what Chromium downloads: it asks for Brotli, which the servers send when they have it. Budget: ≤ 171 KB on \`/\` (170 until the header worked before hydration), ≤ 220 KB on any route. \`npm test\` fails when a page goes over its budget (e2e/tests/platform/javascript-budget.spec.ts).`,
    '',
  );
  return lines;
}

export function criticalSection(results) {
  if (!results.critical) return [];
  return [
    '## Critical path',
    '',
    'Sequential round trips before the page remote\'s first chunk: the longest chain of requests in which each started only after the previous finished (Chromium network timing). Target ≤ 3.',
    '',
    table(['page', 'round trips', 'chain'], results.critical.map((row) => [`\`${row.path}\``, String(row.trips), row.chain.map((p) => `\`${p}\``).join(' → ')])),
    '',
  ];
}
