// Bundles the server into dist/main.mjs. node_modules stay external (installed next to the
// bundle); @storefront/shared is TypeScript source, so it is bundled in.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/cli/user-create.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages resolve to external too under `packages: 'external'`; pull shared back in.
  plugins: [
    {
      name: 'bundle-storefront-shared',
      setup(b) {
        // shared/package.json maps `./*` to `./src/*.ts`.
        b.onResolve({ filter: /^@storefront\/shared\// }, (args) => ({
          path: fileURLToPath(new URL(`../shared/src/${args.path.slice('@storefront/shared/'.length)}.ts`, import.meta.url)),
        }));
      },
    },
  ],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
