/**
 * `npm test`: every suite, in order (lockfile, type check, build, jest, end-to-end), then where the
 * time went: each step's wall time, jest's time per project, each Playwright project's span and
 * the ten slowest end-to-end files.
 *
 * The times of a landed run are recorded in `scripts/test-times.json`, one set per run type (`ci`
 * when CI is set, `local` otherwise). A step that takes more than twice its recorded time fails
 * the run, named, so a change that makes the suite much slower is seen on the day it lands.
 * `npm test -- --record` writes this run's times as the new record once every step has passed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, readJson } from './lib.mjs';

const recordFile = path.join(repoRoot, 'scripts/test-times.json');
const reportDir = path.join(repoRoot, 'test-results/timing');
const jestReport = path.join(reportDir, 'jest.json');
const e2eReport = path.join(reportDir, 'e2e.json');
const runType = process.env.CI ? 'ci' : 'local';
const record = process.argv.includes('--record');
/** A step this much over its record is noise, whatever the ratio: a lockfile check of 4 s that took 9. */
const SLACK_SECONDS = 30;

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [
  { name: 'lockfile', command: ['npm', 'run', '--silent', 'check:lockfile'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'jest', command: ['npx', 'jest', '--json', `--outputFile=${jestReport}`] },
  // Playwright itself, as `npm run test:e2e` runs it (npm would take a --reporter for its own),
  // with the JSON reporter beside the list one: the list is what a person reads as it runs.
  { name: 'e2e', cwd: 'e2e', command: ['npx', 'playwright', 'test', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } },
];

function run(step) {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { cwd: path.join(repoRoot, step.cwd ?? '.'), stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => Math.round(ms / 1000);
/** name → seconds, for every step and sub-step that has a time. */
const times = {};
let failed;

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const code = await run(step);
  times[step.name] = seconds(Date.now() - started);
  if (code !== 0) {
    failed = step.name;
    break;
  }
}

/** Jest runs every project at once, so a project's figure is the time its files took, summed. */
function jestProjects() {
  const report = readJson(jestReport);
  if (!report) return {};
  const projects = {};
  for (const file of report.testResults) {
    const project = path.relative(repoRoot, file.name).split(path.sep)[0];
    projects[project] = (projects[project] ?? 0) + (file.endTime - file.startTime);
  }
  return Object.fromEntries(Object.entries(projects).map(([name, ms]) => [`jest ${name}`, seconds(ms)]));
}

/** Each Playwright project's span (first start to last end) and each spec file's summed test time. */
function e2eFigures() {
  const report = readJson(e2eReport);
  if (!report) return { projects: {}, files: [] };
  const spans = {};
  const files = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const start = Date.parse(result.startTime);
          const span = (spans[test.projectName] ??= { start, end: start });
          span.start = Math.min(span.start, start);
          span.end = Math.max(span.end, start + result.duration);
          files[spec.file] = (files[spec.file] ?? 0) + result.duration;
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return {
    projects: Object.fromEntries(Object.entries(spans).map(([name, { start, end }]) => [`e2e ${name}`, seconds(end - start)])),
    files: Object.entries(files).sort((a, b) => b[1] - a[1]).slice(0, 10),
  };
}

Object.assign(times, jestProjects());
const e2e = e2eFigures();
Object.assign(times, e2e.projects);

const recorded = readJson(recordFile, {})[runType] ?? {};
const slower = [];
console.log(`\nWhere the time went (${runType} run; recorded times from scripts/test-times.json):`);
for (const [name, value] of Object.entries(times)) {
  const before = recorded[name];
  const tooSlow = before !== undefined && value > 2 * before && value - before > SLACK_SECONDS;
  if (tooSlow) slower.push(`${name}: ${value} s, more than twice its recorded ${before} s`);
  console.log(`  ${name.padEnd(26)} ${String(value).padStart(6)} s${before === undefined ? '' : `   (recorded ${before} s)`}${tooSlow ? '   ✘ over twice the record' : ''}`);
}
if (e2e.files.length > 0) {
  console.log('\nSlowest end-to-end files (test time summed over their tests):');
  for (const [file, ms] of e2e.files) console.log(`  ${String(seconds(ms)).padStart(6)} s  ${file}`);
}

console.log(`\nTotal: ${steps.reduce((sum, step) => sum + (times[step.name] ?? 0), 0)} s`);

if (failed) {
  console.error(`\n✘ ${failed} failed.`);
  process.exit(1);
}
if (slower.length > 0) {
  console.error(`\n✘ The suite passed, but these steps took more than twice their recorded time:\n  ${slower.join('\n  ')}\nFind what made them slower, or, if the time is right, record it: npm test -- --record.`);
  process.exit(1);
}
if (record) {
  const all = readJson(recordFile, {});
  all[runType] = times;
  writeFileSync(recordFile, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`Recorded these times as the ${runType} record in scripts/test-times.json.`);
}
