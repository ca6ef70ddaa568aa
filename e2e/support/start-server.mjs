/**
 * Starts the production server the way `npm start` does, on a fresh embedded database (the
 * PostgreSQL path is exercised by the API suite and the production-delivery suite), with the
 * staff account the staff specs sign in with.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(repoRoot, 'data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// The specs pay through the embedded sandbox gateway, as `npm start` does.
process.env.PAYMENT_SANDBOX = '1';

// One account per staff role (support/staff.ts), for the staff and console specs, made with the
// built command (`npm run user:create` compiles its TypeScript on every call, three times over
// before any spec could start).
for (const role of ['staff', 'editor', 'admin']) {
  execFileSync(process.execPath, [path.join(repoRoot, 'api/dist/user-create.mjs'), '--email', `${role}@e2e.test`, '--password', `${role}-e2e-password`, '--role', role], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  });
}

process.chdir(repoRoot);
await import(path.join(repoRoot, 'api/dist/main.mjs'));
