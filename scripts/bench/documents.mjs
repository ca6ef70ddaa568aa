/** Time to the first byte of server-rendered documents while the embedded server is under load. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib.mjs';
import { percentile, table } from './lib.mjs';
import { cannon } from './api.mjs';

/**
 * Server-rendered documents under the API suite's load (50 connections asking for `/`), with a
 * probe (ttfb-probe.mjs) asking for each bench page in turn, one at a time, and timing its first byte.
 */
export async function documentsSuite(site, paths) {
  const probe = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench/ttfb-probe.mjs'), site.url, ...paths], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  probe.stdout.on('data', (chunk) => (output += chunk));
  const probed = new Promise((resolve, reject) => probe.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the probe exited with ${code}`)))));
  const load = await cannon(`${site.url}/`, { headers: { 'accept-encoding': 'br' } });
  probe.stdin.end();
  const ttfb = await probed;
  return { paths, load, samples: ttfb.length, p50: percentile(ttfb, 50), p95: percentile(ttfb, 95) };
}


export function documentsSection(results) {
  if (!results.documents) return [];
  const lines = [];
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
  return lines;
}
