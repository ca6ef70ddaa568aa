/**
 * `npm start`: builds whatever is missing or older than its sources, then serves the whole site
 * (shell, remotes, documents and API) from one Node process on the embedded database.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildStale, repoRoot } from './lib.mjs';

const stale = buildStale();
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} …`);
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit', cwd: repoRoot });
}

// The embedded demo pays through the sandbox gateway, unless a real merchant account is given or
// this is a production deployment (which then must name its gateway: env.ts refuses to start).
const realGateway = ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_URL'].some((name) => process.env[name]);
if (!realGateway && process.env.NODE_ENV !== 'production') process.env.PAYMENT_SANDBOX ??= '1';

await import(path.join(repoRoot, 'api/dist/main.mjs'));
