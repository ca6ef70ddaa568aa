/**
 * serve:prod's supervision (createTopology in scripts/lib.mjs) with real processes: a supervisor
 * runs three long-lived children like serve:prod's two instances and nginx. A child that dies takes
 * the rest down and the supervisor exits 1 naming it; an instance stopped on purpose (SIGTERM,
 * exit 0) leaves the others serving.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const lib = pathToFileURL(path.resolve(__dirname, '../../../scripts/lib.mjs')).href;
// A child that serves until SIGTERM, then exits 0, as an API instance does.
const child = `process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000); console.log('ready');`;
const supervisor = `
import { createTopology } from ${JSON.stringify(lib)};
const topology = createTopology({ stopTimeoutMs: 5000 });
const pids = {};
for (const label of ['api:1', 'api:2']) pids[label] = topology.start(label, process.execPath, ['-e', ${JSON.stringify(child)}], { replaceable: true }).pid;
pids.nginx = topology.start('nginx', process.execPath, ['-e', ${JSON.stringify(child)}]).pid;
console.log(JSON.stringify(pids));
`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the supervisor; resolves with the children's pids once all three are ready. */
async function startSupervisor() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-topology-'));
  const script = path.join(dir, 'supervisor.mjs');
  writeFileSync(script, supervisor);
  const process_ = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  process_.stdout.on('data', (chunk) => (output += chunk));
  process_.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => process_.on('exit', (code) => resolve(code)));
  const ready = () => output.includes('}') && output.split('ready').length > 3;
  for (let waited = 0; !ready() && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  const pids = JSON.parse(output.slice(0, output.indexOf('}') + 1)) as Record<'api:1' | 'api:2' | 'nginx', number>;
  return { pids, exited, output: () => output, kill: (signal: NodeJS.Signals) => process_.kill(signal) };
}

it('exits 1 naming nginx when it dies, and stops both instances', async () => {
  const topology = await startSupervisor();
  process.kill(topology.pids.nginx, 'SIGKILL');
  expect(await topology.exited).toBe(1);
  expect(topology.output()).toContain('serve:prod: nginx exited unexpectedly (SIGKILL)');
  expect(alive(topology.pids['api:1']) || alive(topology.pids['api:2'])).toBe(false);
}, 30_000);

it('keeps serving when one instance is stopped on purpose, and exits 1 naming the other when it crashes', async () => {
  const topology = await startSupervisor();
  process.kill(topology.pids['api:2'], 'SIGTERM');
  for (let waited = 0; !topology.output().includes('[api:2] stopped') && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(topology.output()).toContain('[api:2] stopped (exit 0); the other instances keep serving');
  expect(alive(topology.pids['api:1']) && alive(topology.pids.nginx)).toBe(true);

  process.kill(topology.pids['api:1'], 'SIGKILL');
  expect(await topology.exited).toBe(1);
  expect(topology.output()).toContain('serve:prod: api:1 exited unexpectedly (SIGKILL)');
  expect(alive(topology.pids.nginx)).toBe(false);
}, 30_000);

it('stops everything and exits 0 on SIGTERM', async () => {
  const topology = await startSupervisor();
  topology.kill('SIGTERM');
  expect(await topology.exited).toBe(0);
  expect(Object.values(topology.pids).some(alive)).toBe(false);
}, 30_000);
