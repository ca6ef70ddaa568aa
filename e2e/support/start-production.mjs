/**
 * Starts the production topology (`npm run serve:prod`: nginx + two API instances) on a fresh
 * PostgreSQL database of its own, derived from DATABASE_URL, so every run starts from the seed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The production suite needs DATABASE_URL (a PostgreSQL server).');

// Named by support/site.ts, which hands it over through the web server's environment.
const database = process.env.PRODUCTION_DATABASE;
if (!database) throw new Error('PRODUCTION_DATABASE is not set (see playwright.config.ts).');
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();

const url = new URL(serverUrl);
url.pathname = `/${database}`;
const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/serve-prod.mjs')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url.toString(), PAYMENT_SANDBOX: '1' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
