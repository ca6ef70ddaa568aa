// A remote's description (mfe-<remote>/src/app/description.ts) as the build publishes it:
// remote-description.json beside its mf-manifest.json, made by running the definition with the
// real tRPC options proxy (shared/src/federation/publish-description.ts) in Node, and checked
// before anything is published.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { distDir, readJson, remoteMapFile, repoRoot } from './lib.mjs';

export const DESCRIPTION_FILE = 'remote-description.json';

// shared/package.json maps `./*` to `./src/*.ts` (and `./ui/*` to .tsx); esbuild with
// `packages: 'external'` would leave the workspace package to Node, which cannot run TypeScript.
const bundleSharedSources = {
  name: 'bundle-storefront-shared',
  setup(b) {
    b.onResolve({ filter: /^@storefront\/shared\// }, (args) => {
      const file = path.join(repoRoot, 'shared/src', args.path.slice('@storefront/shared/'.length));
      return { path: existsSync(`${file}.ts`) ? `${file}.ts` : `${file}.tsx` };
    });
  },
};

/** Runs a TypeScript module that default-exports a value, and gives that value. */
async function evaluate(source, label) {
  const result = await build({
    stdin: { contents: source, resolveDir: repoRoot, loader: 'ts', sourcefile: `${label}.ts` },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundleSharedSources],
    write: false,
    logLevel: 'silent',
  });
  // Inside the repository, so that the external packages resolve from its node_modules.
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'remote-descriptions');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${label}-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0].contents);
  try {
    return (await import(pathToFileURL(file).href)).default;
  } finally {
    rmSync(file, { force: true });
  }
}

/** The published description of a remote's sources, with what is wrong with it on its own. */
export async function describeRemoteSources(remote) {
  const definition = path.join(repoRoot, `mfe-${remote}`, 'src/app/description.ts');
  const publish = path.join(repoRoot, 'shared/src/federation/publish-description.ts');
  const checks = path.join(repoRoot, 'shared/src/federation/description-checks.ts');
  const roleChecks = path.join(repoRoot, 'shared/src/federation/role-checks.ts');
  return evaluate(
    [
      `import { description } from ${JSON.stringify(definition)};`,
      `import { describeRemote } from ${JSON.stringify(publish)};`,
      `import { descriptionProblems, clashes } from ${JSON.stringify(checks)};`,
      `import { lostRoles } from ${JSON.stringify(roleChecks)};`,
      'const published = describeRemote(description);',
      'export default {',
      '  description: published,',
      '  problems: descriptionProblems(published),',
      '  clashes: (others) => clashes(published, others),',
      '  lostRoles: (live, others) => lostRoles(published, live, others),',
      '};',
    ].join('\n'),
    `describe-${remote}`,
  );
}

/** The description each live remote published, by remote name (none for a remote without one). */
export function liveDescriptions() {
  const map = readJson(remoteMapFile, {});
  const live = {};
  for (const [remote, manifest] of Object.entries(map)) {
    const description = readJson(path.join(distDir, path.dirname(manifest), DESCRIPTION_FILE), undefined);
    if (description) live[remote] = description;
  }
  return live;
}
