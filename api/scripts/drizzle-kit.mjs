// Runs drizzle-kit with `drizzle-orm` resolved from this package: npm keeps drizzle-orm in
// api/node_modules while drizzle-kit is hoisted to the root, where its own import would fail.
import { register } from 'node:module';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

if (process.env.DRIZZLE_KIT_CHILD) {
  register('./drizzle-orm-resolver.mjs', import.meta.url);
  const require = createRequire(import.meta.url);
  // bin.cjs is not in drizzle-kit's exports map, so locate it next to package.json.
  const kitDir = require.resolve('drizzle-kit').replace(/[^/]+$/, '');
  process.argv = [process.argv[0], `${kitDir}bin.cjs`, ...process.argv.slice(2)];
  require(`${kitDir}bin.cjs`);
} else {
  const result = spawnSync(process.execPath, [new URL(import.meta.url).pathname, ...process.argv.slice(2)], {
    stdio: 'inherit',
    // NODE_PATH serves drizzle-kit's require() calls; the hook serves its import() calls.
    env: { ...process.env, DRIZZLE_KIT_CHILD: '1', NODE_PATH: new URL('../node_modules', import.meta.url).pathname },
  });
  process.exit(result.status ?? 1);
}
