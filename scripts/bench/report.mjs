/** BENCHMARKS.md: the head, each measured section in its place, and the sections a subset run kept. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib.mjs';
import { log, only, runCommand, table } from './lib.mjs';
import { bytesSection, criticalSection } from './page-load.mjs';
import { lighthouseEmbeddedSection, lighthouseSection } from './lighthouse.mjs';
import { firstTapSection } from './first-tap.mjs';
import { documentsSection } from './documents.mjs';
import { apiSection } from './api.mjs';
import { ordersSection } from './orders.mjs';
import { ordersProductionSection } from './orders-production.mjs';
import { rushSection } from './rush.mjs';

export function report(results) {
  const mem = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/run.mjs); do not edit by hand. Issue 8 sets the targets.',
    '',
    "- Each section's heading ends with the command and the date (UTC) of the run that measured it: `--only` runs replace their own sections and keep the others.",
    `- Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), nproc ${os.availableParallelism()}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `- Served: bytes, critical path, API and memory by the embedded server (\`api/dist/main.mjs\`, as \`npm start\`) with precompressed Brotli and gzip, on a fresh PGlite database, and the baseline page by the same server from its own dist folder. Lighthouse through the production path: nginx.conf over HTTPS and HTTP/2 (\`npm run serve:prod\`, two API instances on a fresh PostgreSQL database), and the baseline page's files by nginx over the same kind of listener. The first tap on the phone menu through the same production path and beside the same baseline listener, in a throttled Chromium. Orders through nginx: \`npm run serve:prod\` on a fresh PostgreSQL database.`,
    '- Noise: timings come from a shared 2-core machine that may be running other work (CI) at the same time; compare rows of the same run, not runs with each other. Byte counts are exact.',
    '',
    ...bytesSection(results),
    ...criticalSection(results),
    ...lighthouseSection(results),
    ...lighthouseEmbeddedSection(results),
    ...firstTapSection(results),
    ...documentsSection(results),
    ...apiSection(results),
    ...ordersSection(results),
    ...ordersProductionSection(results),
    ...rushSection(results),
  ];
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
// Where a section goes in the file, by the start of its heading.
const sectionOrder = ['JavaScript on first load', 'Critical path', 'Lighthouse 13', 'First tap on the phone menu', 'Documents under load', 'API', 'Orders', 'Orders through nginx', 'Rush', 'Memory of the embedded server'];
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
