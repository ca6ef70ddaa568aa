/**
 * react-router-dom, react-i18next, TanStack Query and the tRPC client are not shared packages
 * (webpack cannot tree-shake those); they reach the page once through shared wrapper modules. An
 * app importing them directly would bundle a second copy, and a second react-router means a
 * second, empty router context.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../../..');
const remotes = require('../../../../remotes.config.cjs') as Array<{ name: string }>;
const appSources = ['shell/src', ...remotes.map(({ name }) => `mfe-${name}/src`), 'shared/src'];
const doors: Record<string, string[]> = {
  'react-router-dom': ['shared/src/routes/router.ts', 'shared/src/routes/server-router.ts', 'shared/src/ui/test-render.tsx'],
  // The test API (test-only) links the real router into a client the way the page's client is made.
  '@trpc/client': ['shared/src/api/', 'shared/src/feature-flags/', 'shared/src/testing/test-api.ts'],
  '@trpc/tanstack-react-query': ['shared/src/api/'],
  'react-i18next': ['shared/src/i18n/react.ts'],
  '@tanstack/react-query': ['shared/src/api/react-query.ts'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('__tests__'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

describe('packages that reach the page through one shared module', () => {
  const files = appSources.flatMap(sourceFiles);

  it.each(Object.entries(doors))('%s is imported only by its wrapper', (pkg, allowed) => {
    const importers = files.filter((file) => readFileSync(path.join(repoRoot, file), 'utf8').includes(`from '${pkg}'`));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))).toEqual([]);
  });
});
