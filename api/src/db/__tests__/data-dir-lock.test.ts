/**
 * The embedded database has one owner. Real processes on one DATA_DIR: while a server runs, a
 * second server and `user:create` refuse before opening the database, naming the server's pid; the
 * server keeps serving and loses nothing; a lock left by a process that is gone is cleared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../client';

const repoRoot = path.resolve(__dirname, '../../../..');
let dataDir: string;
const running: ChildProcess[] = [];

/** A process of the api run through tsx inside node itself, so its pid is the one a lock records. */
function runApi(script: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED: 'false', PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', INIT_CWD: repoRoot },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function createUser(role: string) {
  const run = runApi('cli/user-create.ts', ['--email', 'gate@example.com', '--password', 'gate-password-1', '--role', role]);
  return { code: await run.exited, output: run.output() };
}

/** Starts a server and waits until it listens; returns its base URL. */
async function startServer() {
  const server = runApi('main.ts');
  for (let waited = 0; waited < 120_000; waited += 200) {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (listening) return { ...server, url: listening[1]! };
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-lock-'));
});
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('refuses a second owner while a server runs, and the server keeps everything', async () => {
  expect(await createUser('staff')).toMatchObject({ code: 0 });
  const server = await startServer();
  const lockFile = path.join(dataDir, 'server.lock');
  expect(readFileSync(lockFile, 'utf8')).toContain(String(server.child.pid));

  const subscribe = await fetch(`${server.url}/api/trpc/newsletter.subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.com' }),
  });
  expect(subscribe.status).toBe(200);

  const second = runApi('main.ts');
  const [secondCode, cli] = await Promise.all([second.exited, createUser('admin')]);
  expect(secondCode).toBe(1);
  expect(second.output()).toContain(`in use by the server (pid ${server.child.pid})`);
  expect(cli.code).toBe(1);
  expect(cli.output).toContain(`pid ${server.child.pid}`);
  expect(cli.output).toMatch(/stop that process first/);

  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(existsSync(lockFile)).toBe(false);

  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    // An account the operator made has a confirmed address: nobody tells its owner to confirm it.
    const users = await database.db.execute<{ role: string; verified: boolean }>(sql`SELECT role, email_verified_at IS NOT NULL AS verified FROM users WHERE email = 'gate@example.com'`);
    expect(users.rows).toEqual([{ role: 'staff', verified: true }]);
    const subscribers = await database.db.execute(sql`SELECT 1 FROM newsletter_subscribers WHERE email = 'kept@example.com'`);
    expect(subscribers.rows).toHaveLength(1);
  } finally {
    await database.close();
  }
}, 180_000);

it('clears a lock whose process is gone', async () => {
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.on('exit', resolve));
  writeFileSync(path.join(dataDir, 'server.lock'), `${gone.pid} the server\n`);
  const cli = await createUser('staff');
  expect(cli).toMatchObject({ code: 0 });
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
}, 120_000);
