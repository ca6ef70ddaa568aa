/** Lighthouse (mobile defaults), median of 3 runs per page, through the production path and the embedded server. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromeFlags, chromePath, outDir, require, table } from './lib.mjs';

export async function lighthouseMedian(url, label, served) {
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

export function lighthouseSection(results) {
  if (!results.lighthouse) return [];
  return [
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
  ];
}

export function lighthouseEmbeddedSection(results) {
  if (!results.lighthouseEmbedded) return [];
  return [
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
  ];
}
