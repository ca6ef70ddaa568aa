/**
 * Federation runtime plugin of the shell: publishes its copy of the webpack bundler runtime's
 * functions for the remotes (bundler-runtime-from-shell.ts), before any remote entry can run.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes no modules, so its build leaves this out of the package's bundlerRuntime
// (a private file: listed in shared/build/library-internals.cjs with the version it was checked with).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import type {} from './bundler-runtime-from-shell'; // declares the global, evaluates nothing

export default function shareBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  globalThis.__STOREFRONT_BUNDLER_RUNTIME__ = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  return { name: 'storefront-share-bundler-runtime' };
}
