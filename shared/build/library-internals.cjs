// The one place the build leans on libraries' private files, each with the version it was checked
// against (__tests__/library-internals.test.ts fails by name when another version is installed).
// Two reaches cannot live here, because they are not build code: the shell's federation runtime
// plugin imports a runtime file (shared/src/federation/share-bundler-runtime-plugin.ts), and the
// API's direct query path uses tRPC's core helpers (api/src/http/trpc-routes.ts); they are listed.
const path = require('node:path');

const CHECKED = [
  {
    library: '@module-federation/webpack-bundler-runtime',
    checked: '2.9.3',
    where: 'shared/build/library-internals.cjs, shared/src/federation/share-bundler-runtime-plugin.ts',
    what: 'dist/bundler.js replaced for published remotes, dist/initContainerEntry.js imported by the shell',
  },
  { library: '@module-federation/runtime-tools', checked: '2.9.3', where: 'shared/build/library-internals.cjs', what: 'runtime-core aliased to its ES build' },
  { library: '@module-federation/enhanced', checked: '2.9.3', where: 'shared/build/library-internals.cjs', what: 'the name of the generated node_modules/.federation entry' },
  { library: 'react-router', checked: '7.18.5', where: 'shared/build/library-internals.cjs', what: 'the dist/production build beside dist/development' },
  {
    library: '@trpc/server',
    checked: '11.22.1',
    where: 'api/src/http/trpc-routes.ts',
    what: 'unstable-core-do-not-import helpers and router._def, mirroring resolveResponse',
  },
];

/**
 * The plugin behind provideExternalRuntime is CommonJS and would pull in the CommonJS build of the
 * whole federation runtime beside the ES one, and a page would download both: one copy only.
 */
function federationRuntimeCoreAlias() {
  return {
    '@module-federation/runtime-tools/runtime-core$': require.resolve('@module-federation/runtime-tools/runtime-core').replace(/\.cjs$/, '.js'),
  };
}

/** The webpack bundler runtime's own file, which a published remote takes from the shell instead. */
const FEDERATION_BUNDLER_RUNTIME_FILE = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * The federation plugin's generated runtime entry, node_modules/.federation/entry.<hash>.js, whose
 * hash covers the checkout's absolute paths; its module name carries a second such hash
 * (`entry.<hash>.js|<hash>`).
 */
const FEDERATION_ENTRY = /\.federation[\\/]entry\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g;

/**
 * React Router's package points every bundler at its development build, whose dev warnings ship
 * to the browser; its production build, in dist/production beside dist/development, is the same
 * code without them.
 */
function reactRouterProductionAliases() {
  const production = (request) => {
    const development = require.resolve(request);
    return path.join(path.dirname(development), '..', 'production', path.basename(development).replace(/\.m?js$/, '.mjs'));
  };
  return { 'react-router$': production('react-router'), 'react-router/dom$': production('react-router/dom') };
}

module.exports = { CHECKED, FEDERATION_BUNDLER_RUNTIME_FILE, FEDERATION_ENTRY, federationRuntimeCoreAlias, reactRouterProductionAliases };
