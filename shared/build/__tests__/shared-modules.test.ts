/**
 * A module with page-wide state that is not shared at run time would exist once per app: a second,
 * empty session store or router context, and bugs that only show in the composed site. These
 * checks read the sources, so they fail before any build does.
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

  it('include every module that holds page-wide state', () => {
    const withState = sourceFiles('shared/src')
      .filter((file) => !file.includes(`${path.sep}testing${path.sep}`) && !file.endsWith('test-render.tsx'))
      .filter((file) => STATE.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map(moduleName);
    expect(withState.filter((name) => !SHARED_MODULES.stateful.includes(name))).toEqual([]);
  });

  it('share stateless modules only when a remote uses them', () => {
    const remoteCode = remoteSources.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = SHARED_MODULES.loadedByTheShell.filter((name) => !remoteCode.includes(`'@storefront/shared/${name}'`));
    expect(unused).toEqual([]);
  });
});
