/**
 * What a published remote's federation entry imports in place of its own copy of
 * @module-federation/webpack-bundler-runtime (shared/build/webpack-app.cjs swaps it in): the
 * shell's copy of the package's functions (share-bundler-runtime-plugin.ts), so a page carries
 * one, as it carries one federation runtime (experiments.externalRuntime), however many
 * remoteEntry.js files it loads (the home page loads two).
 *
 * Only the functions cross over: they keep no state and read everything from the
 * `__webpack_require__` they are given. The object around them is written per container (its
 * instance and options), and its `runtime` module remembers the page's current federation
 * instance, so each remote builds its own object, with its own `@module-federation/runtime`.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';

export interface SharedBundlerRuntime {
  // Partial: the package's build flags leave some functions out, which its types do not say.
  bundlerRuntime: Partial<NonNullable<Federation['bundlerRuntime']>>;
  attachShareScopeMap: Federation['attachShareScopeMap'];
}

declare global {
  // Set by the shell's share-bundler-runtime-plugin.ts when its federation runtime starts.
  var __STOREFRONT_BUNDLER_RUNTIME__: SharedBundlerRuntime | undefined;
}

function fromShell(): Federation {
  const shell = globalThis.__STOREFRONT_BUNDLER_RUNTIME__;
  if (!shell) throw new Error('The shell has not shared the federation bundler runtime: is this remote loaded by an older shell?');
  return {
    // The bundler runtime calls only these two. Naming them (not `import * as`) lets webpack leave
    // out the rest of the package and its table of error texts from every remoteEntry.js.
    runtime: { init, getRemoteEntry } as unknown as Federation['runtime'],
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...shell.bundlerRuntime, S: {} } as Federation['bundlerRuntime'],
    attachShareScopeMap: shell.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

export default fromShell();
