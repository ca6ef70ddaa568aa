/**
 * `npm run serve:prod`: the production topology on one machine, for local checks and the
 * production end-to-end suite: nginx (nginx.conf, http://127.0.0.1:8090 and https on 8453) in
 * front of two API instances (ports 8081 and 8082) on PostgreSQL (`DATABASE_URL`).
 * Ctrl-C stops everything. When nginx or an instance dies, everything stops and this exits 1 naming
 * it; an instance stopped on purpose (SIGTERM, exit 0) leaves the other serving.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStale, createTopology, repoRoot } from './lib.mjs';

if (!process.env.DATABASE_URL) {
  console.error('serve:prod runs the API on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/storefront).');
  process.exit(2);
}

const stale = buildStale();
if (stale.length > 0) {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit', cwd: repoRoot });
}

const nginxDir = path.join(repoRoot, 'data', 'nginx');
mkdirSync(path.join(nginxDir, 'tmp'), { recursive: true });
mkdirSync(path.join(nginxDir, 'tls'), { recursive: true });
if (!existsSync(path.join(nginxDir, 'tls', 'cert.pem'))) {
  // A self-signed certificate for local HTTPS; production puts its real one in the same place.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '365', '-subj', '/CN=localhost',
    '-keyout', path.join(nginxDir, 'tls', 'key.pem'), '-out', path.join(nginxDir, 'tls', 'cert.pem')], { stdio: 'ignore' });
}

// An instance or nginx that dies takes the whole topology down with exit code 1, naming it; an
// instance stopped on purpose (SIGTERM, exit 0) leaves the others serving.
const topology = createTopology();

async function waitForHealth(port) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`api:${port} did not become healthy within 60 s`);
}

/** API instances one after the other (the first applies migrations and seeds, the second finds them done), then nginx. */
async function startTopology() {
  for (const port of [8081, 8082]) {
    // A local check of the production path: payments go to the embedded sandbox, never a real account.
    const api = topology.start(`api:${port}`, process.execPath, [path.join(repoRoot, 'api/dist/main.mjs')], {
      env: { PORT: String(port), INSTANCE_NAME: `api-${port}`, HOST: '127.0.0.1', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:8090', PAYMENT_SANDBOX: '1' },
      replaceable: true,
    });
    // Operators (and the failover test) stop one instance by its pid.
    writeFileSync(path.join(nginxDir, `api-${port}.pid`), String(api.pid));
    await waitForHealth(port);
  }
  topology.start('nginx', 'nginx', ['-p', repoRoot, '-c', 'nginx.conf', '-g', 'daemon off;']);
  console.log('Production topology: http://127.0.0.1:8090 (https://127.0.0.1:8453) → API on :8081 and :8082');
  console.log('Payments: the embedded VNPay sandbox gateway is ON (PAYMENT_SANDBOX=1, a demo: no money moves). Not for real sales.');
}

try {
  await startTopology();
} catch (error) {
  topology.fail(error.message);
}
