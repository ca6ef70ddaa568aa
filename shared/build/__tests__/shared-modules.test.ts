/**
 * A module with page-wide state that remote code reaches but that is not shared at run time would
 * exist once per app: a second, empty session store or router context, and bugs that only show in
 * the composed site. These checks read the sources, so they fail before any build does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
const { SHARED_MODULES } = require('../shared-modules.cjs') as { SHARED_MODULES: Record<'stateful' | 'loadedByTheShell', string[]> };

const repoRoot = path.resolve(__dirname, '../../..');
const sharedSrc = path.join(repoRoot, 'shared/src');
const remotes = require('../../../remotes.config.cjs') as Array<{ name: string }>;
const remoteSources = remotes.map(({ name }) => `mfe-${name}/src`);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('__tests__') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const moduleName = (file: string) => path.relative(sharedSrc, file).replace(/\.tsx?$/, '');

/** The shared/src modules a file imports, by name ('ui/button'), through the package or a relative path. */
function sharedImports(file: string): string[] {
  // Types leave nothing at run time.
  const code = readFileSync(file, 'utf8').replace(/^import type [^;]+;/gm, '');
  const names = [...code.matchAll(/from '@storefront\/shared\/([^']+)'/g)].map((match) => match[1]!);
  for (const [, relative] of code.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const target = path.relative(sharedSrc, path.resolve(path.dirname(file), relative!));
    if (file.startsWith(sharedSrc) && !target.startsWith('..')) names.push(target);
  }
  return names.filter((name) => !name.endsWith('.css'));
}

const sharedFile = (name: string) => ['.ts', '.tsx'].map((ext) => path.join(sharedSrc, name + ext)).find((file) => existsSync(file));

/**
 * The shared/src modules that remote code runs in the composed site: what its sources import, and
 * what those import in turn, up to a module shared at run time (the shell's copy runs then, with
 * the shell's imports). A remote's own dev page (src/bootstrap.tsx) runs alone, and its test helpers
 * (src/testing/) never run in the site, so they are left out.
 */
function reachedByRemotes(shared: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = remoteSources
    .flatMap(sourceFiles)
    .filter((file) => path.basename(file) !== 'bootstrap.tsx' && !file.includes(`${path.sep}testing${path.sep}`))
    .flatMap(sharedImports);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const file = sharedFile(name);
    if (file && !shared.includes(name)) pending.push(...sharedImports(file));
  }
  return reached;
}

// Module-level state: stores, contexts, mutable variables and caches, and the wrappers of packages
// whose contexts must exist once (react-router-dom, react-i18next, TanStack Query).
const STATE = [
  /\bcreate(Store|Context|TRPCContext)\b/,
  /^let /m,
  /^const \w+ = new (Map|Set)</m,
  /from '(react-router-dom|react-i18next|@tanstack\/react-query)'/,
];

describe('the shared modules of @storefront/shared', () => {
  const listed = [...SHARED_MODULES.stateful, ...SHARED_MODULES.loadedByTheShell];

  it.each(listed)('%s exists', (name) => {
    expect(['.ts', '.tsx'].some((ext) => existsSync(path.join(sharedSrc, name + ext)))).toBe(true);
  });

  it('include every module with page-wide state that remote code reaches', () => {
    const reached = reachedByRemotes(listed);
    const withState = sourceFiles('shared/src')
      .filter((file) => !file.includes(`${path.sep}testing${path.sep}`) && !file.endsWith('test-render.tsx'))
      .filter((file) => STATE.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map(moduleName)
      .filter((name) => reached.has(name));
    expect(withState.filter((name) => !SHARED_MODULES.stateful.includes(name))).toEqual([]);
  });

  it('share stateful modules only when remote code reaches them', () => {
    const reached = reachedByRemotes(listed);
    expect(SHARED_MODULES.stateful.filter((name) => !reached.has(name))).toEqual([]);
  });

  it('share stateless modules only when a remote uses them', () => {
    const remoteCode = remoteSources.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = SHARED_MODULES.loadedByTheShell.filter((name) => !remoteCode.includes(`'@storefront/shared/${name}'`));
    expect(unused).toEqual([]);
  });
});
