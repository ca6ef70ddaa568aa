/**
 * `npm run new-remote -- <name>`: a new remote from scripts/remote-template/ in mfe-<name>/, with
 * one page at /<name>, the package versions the shell provides, and its entry in
 * remotes.config.cjs (the next free dev port). Then `npm install` and `npm run release -- <name>`.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readJson, remotes, repoRoot } from './lib.mjs';
import { createRequire } from 'node:module';

const name = process.argv[2] ?? '';
const folder = path.join(repoRoot, `mfe-${name}`);
if (!/^[a-z][a-z0-9]*$/.test(name) || remotes.includes(name) || existsSync(folder)) {
  console.error(`Usage: npm run new-remote -- <name>, a new name of lowercase letters and digits (taken: ${remotes.join(', ')}).`);
  process.exit(2);
}

cpSync(path.join(repoRoot, 'scripts/remote-template'), folder, { recursive: true });
for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((file) => file.isFile())) {
  const file = path.join(entry.parentPath, entry.name);
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('__REMOTE__', name));
}
// The shell provides every shared package: the remote asks for the same versions.
const shell = readJson(path.join(repoRoot, 'shell/package.json'));
const pkg = { name: `@storefront/mfe-${name}`, version: '0.1.0', private: true, scripts: shell.scripts, dependencies: shell.dependencies };
writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);

const registryFile = path.join(repoRoot, 'remotes.config.cjs');
const devPort = Math.max(...createRequire(import.meta.url)(registryFile).map((remote) => remote.devPort)) + 1;
const registry = readFileSync(registryFile, 'utf8');
const temporary = `${registryFile}.${process.pid}.tmp`;
writeFileSync(temporary, registry.replace(/\n\];\s*$/, `\n  { name: '${name}', devPort: ${devPort} },\n];\n`));
renameSync(temporary, registryFile);

console.log(`mfe-${name}/ is ready, with its page at /${name} (dev server on port ${devPort}).`);
console.log(`Next: npm install, then npm run release -- ${name}.`);
