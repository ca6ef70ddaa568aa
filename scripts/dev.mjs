/**
 * `npm run dev`: the API (restarting on change) and a webpack dev server with live reload for
 * the shell and each remote. Open the site at http://127.0.0.1:3000; each remote alone at its
 * `devPort` in remotes.config.cjs. One remote alone: `npm run dev -w mfe-commerce` (plus the API).
 */
import { spawn } from 'node:child_process';
import { remotes, repoRoot } from './lib.mjs';

const processes = [
  ['api', 'npm', ['run', 'dev', '-w', '@storefront/api']],
  ['shell', 'npm', ['run', 'dev', '-w', '@storefront/shell']],
  ...remotes.map((remote) => [remote, 'npm', ['run', 'dev', '-w', `mfe-${remote}`]]),
];

const children = processes.map(([label, command, args]) => {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Site: http://127.0.0.1:3000  (API on :8080, remotes on the ports of remotes.config.cjs)');
